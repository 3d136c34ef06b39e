import type { Knex } from 'knex';
import { longestRun, withRunStarts } from '../streak-runs';

/**
 * Expand: streak data kept with the rows (see streak-runs.ts), filled in for existing history.
 * Older service versions keep working: they ignore both columns, and their writes leave
 * run_start null, which the backfill below (run again) would repair.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('habit_completions', (table) => {
    table.date('run_start').nullable();
  });
  await knex.schema.alterTable('habits', (table) => {
    table.integer('longest_streak').notNullable().defaultTo(0);
  });
  const habits = await knex('habits').select('id');
  for (const { id } of habits) {
    const rows = await knex('habit_completions').where('habit_id', id).select('completed_at');
    const dates = rows.map((row) => row.completed_at as string);
    await knex.transaction(async (trx) => {
      for (const { date, runStart } of withRunStarts(dates)) {
        await trx('habit_completions')
          .where({ habit_id: id, completed_at: date })
          .update({ run_start: runStart });
      }
      await trx('habits')
        .where('id', id)
        .update({ longest_streak: longestRun(dates) });
    });
  }
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('habits', (table) => table.dropColumn('longest_streak'));
  await knex.schema.alterTable('habit_completions', (table) => table.dropColumn('run_start'));
}
