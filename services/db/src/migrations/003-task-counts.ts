import type { Knex } from 'knex';
import { isMysql } from '@ps/service/database';

/**
 * Expand: each user's task counts by status, so the stats read one row instead of counting
 * thousands of tasks on every request. Triggers keep them, not service code: every writer, any
 * version of the tasks service included, leaves them right. Old readers simply ignore the table.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('task_counts', (table) => {
    table
      .integer('user_id')
      .unsigned()
      .primary()
      .references('id')
      .inTable('users')
      .onDelete('CASCADE');
    table.integer('pending').notNullable().defaultTo(0);
    table.integer('completed').notNullable().defaultTo(0);
  });
  await knex.raw(`
    insert into task_counts (user_id, pending, completed)
    select user_id,
           sum(case when status = 'pending' then 1 else 0 end),
           sum(case when status = 'completed' then 1 else 0 end)
    from tasks group by user_id`);
  for (const trigger of isMysql(knex) ? MYSQL_TRIGGERS : SQLITE_TRIGGERS) await knex.raw(trigger);
}

export async function down(knex: Knex): Promise<void> {
  for (const name of ['insert', 'update', 'delete']) {
    await knex.raw(`drop trigger if exists task_counts_after_${name}`);
  }
  await knex.schema.dropTable('task_counts');
}

const COUNT = (row: 'NEW' | 'OLD') =>
  `${row}.user_id, ${row}.status = 'pending', ${row}.status = 'completed'`;
const UNCOUNT_OLD = `update task_counts
    set pending = pending - (OLD.status = 'pending'),
        completed = completed - (OLD.status = 'completed')
    where user_id = OLD.user_id`;

const SQLITE_ADD_NEW = `insert into task_counts (user_id, pending, completed) values (${COUNT('NEW')})
    on conflict (user_id) do update
    set pending = pending + excluded.pending, completed = completed + excluded.completed`;
const SQLITE_TRIGGERS = [
  `create trigger task_counts_after_insert after insert on tasks begin ${SQLITE_ADD_NEW}; end`,
  `create trigger task_counts_after_update after update of status, user_id on tasks
    begin ${UNCOUNT_OLD}; ${SQLITE_ADD_NEW}; end`,
  `create trigger task_counts_after_delete after delete on tasks begin ${UNCOUNT_OLD}; end`,
];

const MYSQL_ADD_NEW = `insert into task_counts (user_id, pending, completed) values (${COUNT('NEW')})
    on duplicate key update
    pending = pending + values(pending), completed = completed + values(completed)`;
const MYSQL_TRIGGERS = [
  `create trigger task_counts_after_insert after insert on tasks for each row ${MYSQL_ADD_NEW}`,
  `create trigger task_counts_after_update after update on tasks for each row
    begin ${UNCOUNT_OLD}; ${MYSQL_ADD_NEW}; end`,
  `create trigger task_counts_after_delete after delete on tasks for each row ${UNCOUNT_OLD}`,
];
