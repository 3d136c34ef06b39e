import type { Knex } from 'knex';

/**
 * The six tables (users, sessions, habits, habit_completions, tasks, pomodoro_sessions), written with the schema builder only so the same migration
 * runs on SQLite and MySQL. Calendar dates are DATE columns holding `YYYY-MM-DD`; timestamps are
 * DATETIME(3) in UTC. Every per-user query has an index that starts with user_id.
 */
export async function up(knex: Knex): Promise<void> {
  const mysql = knex.client.config.client === 'mysql2';
  // MySQL: utf8mb4 so any name or description fits, whatever the server's default charset.
  const tableOptions = (table: Knex.CreateTableBuilder) => {
    if (mysql) table.charset('utf8mb4');
  };
  const timestamp = (table: Knex.CreateTableBuilder, name: string) =>
    table.datetime(name, { precision: 3 });

  await knex.schema.createTable('users', (table) => {
    tableOptions(table);
    table.increments('id');
    table.string('username', 50).notNullable().unique();
    table.string('password', 100).notNullable();
    table.string('email', 254).nullable().unique();
    table.string('first_name', 100).nullable();
    table.string('last_name', 100).nullable();
    table.string('profile_image_url', 500).nullable();
    table.string('language', 5).notNullable().defaultTo('en');
    table.string('timezone', 64).notNullable().defaultTo('UTC');
    table.boolean('is_demo').notNullable().defaultTo(false);
    // Demo sandboxes are removed after this instant; null for real accounts.
    timestamp(table, 'expires_at').nullable().index();
    timestamp(table, 'created_at').notNullable();
    timestamp(table, 'updated_at').notNullable();
  });

  await knex.schema.createTable('sessions', (table) => {
    tableOptions(table);
    table.string('sid', 100).primary();
    table.text('sess').notNullable();
    timestamp(table, 'expire').notNullable().index();
    table
      .integer('user_id')
      .unsigned()
      .nullable()
      .references('id')
      .inTable('users')
      .onDelete('CASCADE')
      .index();
  });

  await knex.schema.createTable('habits', (table) => {
    tableOptions(table);
    table.increments('id');
    table
      .integer('user_id')
      .unsigned()
      .notNullable()
      .references('id')
      .inTable('users')
      .onDelete('CASCADE');
    table.string('name', 100).notNullable();
    table.string('description', 500).nullable();
    table.string('frequency', 10).notNullable().defaultTo('daily');
    table.date('start_date').notNullable();
    table.boolean('is_active').notNullable().defaultTo(true);
    timestamp(table, 'created_at').notNullable();
    timestamp(table, 'updated_at').notNullable();
    table.index(['user_id', 'frequency']);
  });

  await knex.schema.createTable('habit_completions', (table) => {
    tableOptions(table);
    table.increments('id');
    table
      .integer('habit_id')
      .unsigned()
      .notNullable()
      .references('id')
      .inTable('habits')
      .onDelete('CASCADE');
    table.date('completed_at').notNullable();
    timestamp(table, 'created_at').notNullable();
    table.unique(['habit_id', 'completed_at']);
  });

  await knex.schema.createTable('tasks', (table) => {
    tableOptions(table);
    table.increments('id');
    table
      .integer('user_id')
      .unsigned()
      .notNullable()
      .references('id')
      .inTable('users')
      .onDelete('CASCADE');
    table
      .integer('habit_id')
      .unsigned()
      .nullable()
      .references('id')
      .inTable('habits')
      .onDelete('SET NULL')
      .index();
    table.string('description', 500).notNullable();
    table.date('due_date').nullable();
    table.string('priority', 10).notNullable().defaultTo('medium');
    table.string('status', 10).notNullable().defaultTo('pending');
    timestamp(table, 'completed_at').nullable();
    timestamp(table, 'created_at').notNullable();
    timestamp(table, 'updated_at').notNullable();
    // Lists by status and the week's completions, without touching other users' rows.
    table.index(['user_id', 'status', 'completed_at']);
  });

  await knex.schema.createTable('pomodoro_sessions', (table) => {
    tableOptions(table);
    table.increments('id');
    table
      .integer('user_id')
      .unsigned()
      .notNullable()
      .references('id')
      .inTable('users')
      .onDelete('CASCADE');
    table
      .integer('task_id')
      .unsigned()
      .nullable()
      .references('id')
      .inTable('tasks')
      .onDelete('SET NULL')
      .index();
    table.integer('duration').unsigned().notNullable().defaultTo(1500);
    timestamp(table, 'completed_at').notNullable();
    timestamp(table, 'created_at').notNullable();
    table.index(['user_id', 'completed_at']);
  });
}

export async function down(knex: Knex): Promise<void> {
  for (const table of [
    'pomodoro_sessions',
    'tasks',
    'habit_completions',
    'habits',
    'sessions',
    'users',
  ]) {
    await knex.schema.dropTableIfExists(table);
  }
}
