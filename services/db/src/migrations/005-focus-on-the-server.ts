import type { Knex } from 'knex';

/**
 * Expand: the focus timer moves from the browser to the account, so every device and the
 * blocker extension share one. Each user has at most one settings row and one focus run (both
 * created on first use); every use of the escape hatch ("allow 5 minutes") is a pass row.
 * A connected blocker extension is a device: it pairs with a one-time code the signed-in page
 * asked for, then holds a token of its own (only its hash is kept). The device belongs to the
 * browser session that paired it, so signing out there (the session row deleted) removes it.
 * Instants the timer computes with are epoch milliseconds (BIGINT), exact on both databases.
 */
export async function up(knex: Knex): Promise<void> {
  const mysql = knex.client.config.client === 'mysql2';
  const tableOptions = (table: Knex.CreateTableBuilder) => {
    if (mysql) table.charset('utf8mb4');
  };
  const owner = (table: Knex.CreateTableBuilder) =>
    table
      .integer('user_id')
      .unsigned()
      .notNullable()
      .references('id')
      .inTable('users')
      .onDelete('CASCADE');

  await knex.schema.createTable('pomodoro_settings', (table) => {
    tableOptions(table);
    owner(table).primary();
    table.integer('work_minutes').notNullable();
    table.integer('break_minutes').notNullable();
    table.boolean('sound').notNullable();
    table.boolean('auto_start').notNullable();
    table.boolean('blocking').notNullable();
    table.boolean('notifications').notNullable();
    // A JSON array of host names, at most 100 of at most 253 characters.
    table.text('blocked_sites').notNullable();
    table.datetime('updated_at', { precision: 3 }).notNullable();
  });

  await knex.schema.createTable('focus_runs', (table) => {
    tableOptions(table);
    owner(table).primary();
    table.string('state', 10).notNullable();
    table.string('mode', 10).notNullable();
    table.bigInteger('ends_at').nullable();
    table.integer('remaining_ms').nullable();
    table.integer('duration_seconds').nullable();
    table
      .integer('task_id')
      .unsigned()
      .nullable()
      .references('id')
      .inTable('tasks')
      .onDelete('SET NULL');
    // False for a run mirrored from a page whose own timer records the session.
    table.boolean('records_session').notNullable().defaultTo(true);
    // Every change bumps it: a change is written only over the version it was computed from.
    table.integer('version').notNullable().defaultTo(0);
  });

  await knex.schema.createTable('focus_passes', (table) => {
    tableOptions(table);
    table.increments('id');
    owner(table);
    table.string('site', 253).notNullable();
    table.bigInteger('granted_at').notNullable();
    table.bigInteger('until').notNullable();
    table.index(['user_id', 'granted_at']);
  });

  await knex.schema.createTable('blocker_devices', (table) => {
    tableOptions(table);
    table.increments('id');
    owner(table);
    table
      .string('session_sid', 100)
      .notNullable()
      .references('sid')
      .inTable('sessions')
      .onDelete('CASCADE');
    table.string('pairing_hash', 64).nullable().unique();
    table.bigInteger('pairing_expires_at').nullable();
    table.string('token_hash', 64).nullable().unique();
    table.bigInteger('created_at').notNullable();
    table.bigInteger('last_seen_at').nullable();
    table.index(['user_id']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('blocker_devices');
  await knex.schema.dropTable('focus_passes');
  await knex.schema.dropTable('focus_runs');
  await knex.schema.dropTable('pomodoro_settings');
}
