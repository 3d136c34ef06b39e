import type { Knex } from 'knex';

/**
 * Expand: habits that fit real lives.
 * - A habit gains its schedule (JSON, e.g. {"kind":"weekdays","days":[1,3,5]}), an optional
 *   daily target (amount, unit, atLeast|atMost), an archived flag and a position in the list.
 *   `frequency` stays and is still written, for service versions that know only daily/weekly; a
 *   habit without a schedule follows its frequency.
 * - A check-in gains its status (done or skipped), the amount recorded and a note.
 * - A user gains the first day of their week (null: the language's default) and a vacation.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('habits', (table) => {
    table.string('schedule', 200).nullable();
    table.double('target_amount').nullable();
    table.string('target_unit', 20).nullable();
    table.string('target_direction', 8).nullable();
    table.boolean('archived').notNullable().defaultTo(false);
    table.integer('position').notNullable().defaultTo(0);
  });
  await knex('habits').update({ position: knex.ref('id') });
  await knex.schema.alterTable('habit_completions', (table) => {
    table.string('status', 8).notNullable().defaultTo('done');
    table.double('value').nullable();
    table.string('note', 500).nullable();
  });
  await knex.schema.alterTable('users', (table) => {
    table.string('week_start', 10).nullable();
    table.date('vacation_from').nullable();
    table.date('vacation_to').nullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('users', (table) => {
    table.dropColumns('week_start', 'vacation_from', 'vacation_to');
  });
  await knex.schema.alterTable('habit_completions', (table) => {
    table.dropColumns('status', 'value', 'note');
  });
  await knex.schema.alterTable('habits', (table) => {
    table.dropColumns(
      'schedule',
      'target_amount',
      'target_unit',
      'target_direction',
      'archived',
      'position',
    );
  });
}
