import type { Knex } from 'knex';

/**
 * Expand: the first answer to each change a client marked with an Idempotency-Key, per user, so
 * the same change sent again (a replay after a lost answer, an offline queue sent twice) is
 * answered from here instead of being applied again. A row without a status is a change still
 * being applied. Rows older than a few days may be deleted at any time.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('idempotent_requests', (table) => {
    if (knex.client.config.client === 'mysql2') table.charset('utf8mb4');
    table.increments('id');
    table
      .integer('user_id')
      .unsigned()
      .notNullable()
      .references('id')
      .inTable('users')
      .onDelete('CASCADE');
    table.string('key', 100).notNullable();
    table.string('method', 10).notNullable();
    table.string('path', 255).notNullable();
    table.integer('status').nullable();
    table.text('body', 'mediumtext').nullable();
    table.datetime('created_at', { precision: 3 }).notNullable().index();
    table.unique(['user_id', 'key'], { indexName: 'idempotent_requests_user_id_key_unique' });
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('idempotent_requests');
}
