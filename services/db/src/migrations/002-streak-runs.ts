import type { Knex } from 'knex';

/**
 * Streak data once kept with the rows: each completion's run start and each habit's longest run
 * of days. Since habits have schedules (007), streaks are worked out from the check-ins by the
 * habit rules, and nothing reads or writes these columns; the backfill they had is gone with
 * them. A later contracting migration drops them, once no running service version writes them.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('habit_completions', (table) => {
    table.date('run_start').nullable();
  });
  await knex.schema.alterTable('habits', (table) => {
    table.integer('longest_streak').notNullable().defaultTo(0);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('habits', (table) => table.dropColumn('longest_streak'));
  await knex.schema.alterTable('habit_completions', (table) => table.dropColumn('run_start'));
}
