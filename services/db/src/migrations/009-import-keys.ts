import type { Knex } from 'knex';

const HABITS_INDEX = 'habits_user_id_import_key_unique';
const TASKS_INDEX = 'tasks_user_id_import_key_unique';

/**
 * Expand: where an imported habit or task came from, so importing the same file again adds
 * nothing. The key names the record in its source: `loop:<uuid or id>` for a Loop Habit Tracker
 * habit, the `key` an own export gave it (`ps:<id>:<created instant>` or the key it was imported
 * with). Null for a record made in the app. At most one record per user and key.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('habits', (table) => {
    table.string('import_key', 100).nullable();
    table.unique(['user_id', 'import_key'], { indexName: HABITS_INDEX });
  });
  await knex.schema.alterTable('tasks', (table) => {
    table.string('import_key', 100).nullable();
    table.unique(['user_id', 'import_key'], { indexName: TASKS_INDEX });
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('tasks', (table) => {
    table.dropUnique(['user_id', 'import_key'], TASKS_INDEX);
    table.dropColumn('import_key');
  });
  await knex.schema.alterTable('habits', (table) => {
    table.dropUnique(['user_id', 'import_key'], HABITS_INDEX);
    table.dropColumn('import_key');
  });
}
