import type { Knex } from 'knex';

const SESSIONS_RUN_KEY_INDEX = 'pomodoro_sessions_user_id_run_key_unique';

/**
 * Expand: a focus run has a key from its start to its end, and a session recorded for a run
 * carries it. At most one session per user and key: however many tabs, devices or service
 * replicas report the end of one run, the second report finds the first record. Sessions
 * recorded without a key (older clients, the spec's plain call) stay as they were.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('focus_runs', (table) => {
    table.string('run_key', 64).nullable();
  });
  await knex.schema.alterTable('pomodoro_sessions', (table) => {
    table.string('run_key', 64).nullable();
    table.unique(['user_id', 'run_key'], { indexName: SESSIONS_RUN_KEY_INDEX });
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('pomodoro_sessions', (table) => {
    table.dropUnique(['user_id', 'run_key'], SESSIONS_RUN_KEY_INDEX);
    table.dropColumn('run_key');
  });
  await knex.schema.alterTable('focus_runs', (table) => {
    table.dropColumn('run_key');
  });
}
