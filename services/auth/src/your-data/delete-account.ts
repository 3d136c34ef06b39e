import type { Knex } from 'knex';
import { schemaReferences } from '@ps/db/schema-references';

/**
 * Removes the account and every row of it, in one transaction: first each table's rows that
 * refer to the user (read from the schema, so a table added later is covered whether or not its
 * foreign key cascades), then the user; rows hanging on those rows (a habit's check-ins, a
 * session's blocker devices) go with them by their cascading keys.
 */
export async function deleteAccount(knex: Knex, userId: number): Promise<void> {
  const references = (await schemaReferences(knex)).filter(
    (r) => r.refTable === 'users' && r.refColumn === 'id' && r.table !== 'users',
  );
  await knex.transaction(async (trx) => {
    for (const { table, column } of references) {
      await trx(table).where(column, userId).delete();
    }
    await trx('users').where('id', userId).delete();
  });
}
