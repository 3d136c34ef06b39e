import type { Knex } from 'knex';
import * as initialSchema from './migrations/001-initial-schema';
import * as streakRuns from './migrations/002-streak-runs';
import * as taskCounts from './migrations/003-task-counts';
import * as demoSandboxOrigin from './migrations/004-demo-sandbox-origin';
import * as focusOnTheServer from './migrations/005-focus-on-the-server';
import * as runKeys from './migrations/006-run-keys';
import * as habitSchedules from './migrations/007-habit-schedules';
import * as personalAccessTokens from './migrations/008-personal-access-tokens';
import * as importKeys from './migrations/009-import-keys';
import * as idempotentRequests from './migrations/010-idempotent-requests';
import * as habitsVersion from './migrations/011-habits-version';

/**
 * Migrations are listed here rather than read from a folder, so they run the same under tsx, jest
 * and any bundler. Append only; a migration that old and new service versions must both survive
 * adds before it removes (expand, then contract).
 */
const migrations: Record<string, Knex.Migration> = {
  '001_initial_schema': initialSchema,
  '002_streak_runs': streakRuns,
  '003_task_counts': taskCounts,
  '004_demo_sandbox_origin': demoSandboxOrigin,
  '005_focus_on_the_server': focusOnTheServer,
  '006_run_keys': runKeys,
  '007_habit_schedules': habitSchedules,
  '008_personal_access_tokens': personalAccessTokens,
  '009_import_keys': importKeys,
  '010_idempotent_requests': idempotentRequests,
  '011_habits_version': habitsVersion,
};

const source: Knex.MigrationSource<string> = {
  getMigrations: async () => Object.keys(migrations),
  getMigrationName: (name) => name,
  getMigration: async (name) => migrations[name]!,
};

export async function migrateLatest(knex: Knex): Promise<void> {
  await knex.migrate.latest({ migrationSource: source });
}

/** Undoes the newest migration: rolling a release back to the schema before it. */
export async function migrateDown(knex: Knex): Promise<void> {
  await knex.migrate.down({ migrationSource: source });
}

/** Undoes migrations, newest first, until `name` is the newest one applied. */
export async function migrateDownTo(knex: Knex, name: keyof typeof migrations): Promise<void> {
  const [completed] = (await knex.migrate.list({ migrationSource: source })) as [
    { name: string }[],
  ];
  for (const applied of completed.reverse()) {
    if (applied.name === name) return;
    await migrateDown(knex);
  }
}

export async function migrateRollbackAll(knex: Knex): Promise<void> {
  await knex.migrate.rollback({ migrationSource: source }, true);
}
