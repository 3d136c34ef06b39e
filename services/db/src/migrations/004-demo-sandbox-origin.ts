import type { Knex } from 'knex';

/**
 * Expand: which visitor a demo sandbox was made for (a hash of their address, never the address
 * itself), so one address cannot fill the database with sandboxes. Kept only as long as the
 * sandbox lives; old readers ignore the column.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('users', (table) => {
    table.string('demo_visitor', 64).nullable();
    table.index(['demo_visitor', 'created_at'], 'users_demo_visitor_created_at_index');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('users', (table) => {
    table.dropIndex(['demo_visitor', 'created_at'], 'users_demo_visitor_created_at_index');
    table.dropColumn('demo_visitor');
  });
}
