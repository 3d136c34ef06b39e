import type { Knex } from 'knex';

/**
 * Expand: personal access tokens, the keys a user gives their own scripts. A token reads only
 * (`read`) or reads and writes (`write`). Only the SHA-256 of its secret is kept, so a copy of
 * the database opens nothing; revoking a token deletes its row, and deleting the user deletes
 * their tokens. `last_used_at` is refreshed at most once a minute.
 */
export async function up(knex: Knex): Promise<void> {
  const mysql = knex.client.config.client === 'mysql2';
  await knex.schema.createTable('api_tokens', (table) => {
    if (mysql) table.charset('utf8mb4');
    table.increments('id');
    table
      .integer('user_id')
      .unsigned()
      .notNullable()
      .references('id')
      .inTable('users')
      .onDelete('CASCADE');
    table.string('name', 60).notNullable();
    table.string('scope', 5).notNullable();
    table.string('token_hash', 64).notNullable().unique();
    table.datetime('created_at', { precision: 3 }).notNullable();
    table.datetime('last_used_at', { precision: 3 }).nullable();
    table.index(['user_id', 'created_at']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('api_tokens');
}
