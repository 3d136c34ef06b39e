import type { Knex } from 'knex';

/**
 * Expand: a counter on each user, raised after every change to their habits or check-ins. What
 * is computed from a user's whole habit history (the dashboard's streaks) is kept until it moves.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('users', (table) => {
    table.integer('habits_version').notNullable().defaultTo(0);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('users', (table) => {
    table.dropColumn('habits_version');
  });
}
