import type { Knex } from 'knex';
import { isMysql } from '@ps/service/database';

/** A column that refers to another table's column, by a foreign key or by name. */
export interface Reference {
  table: string;
  column: string;
  refTable: string;
  refColumn: string;
}

/**
 * Every reference in the schema as the database itself describes it (SQLite's pragmas, MySQL's
 * information_schema), so code that must reach all of a user's rows covers tables added later:
 * each foreign key, and each `user_id` column, which refers to `users.id` even without one.
 */
export async function schemaReferences(knex: Knex): Promise<Reference[]> {
  const found = isMysql(knex) ? await mysqlReferences(knex) : await sqliteReferences(knex);
  const unique = new Map(found.map((r) => [`${r.table}.${r.column}`, r]));
  return [...unique.values()];
}

async function sqliteReferences(knex: Knex): Promise<Reference[]> {
  const tables: { name: string }[] = await knex.raw(
    "select name from sqlite_master where type = 'table' and name not like 'sqlite_%'",
  );
  const references: Reference[] = [];
  for (const { name } of tables) {
    const keys: { table: string; from: string; to: string }[] = await knex.raw(
      `pragma foreign_key_list(${quote(name)})`,
    );
    references.push(
      ...keys.map((k) => ({ table: name, column: k.from, refTable: k.table, refColumn: k.to })),
    );
    const columns: { name: string }[] = await knex.raw(`pragma table_info(${quote(name)})`);
    if (columns.some((column) => column.name === 'user_id')) references.push(userId(name));
  }
  return references;
}

async function mysqlReferences(knex: Knex): Promise<Reference[]> {
  const [keys] = await knex.raw(
    `select table_name as t, column_name as c, referenced_table_name as rt,
            referenced_column_name as rc
     from information_schema.key_column_usage
     where table_schema = database() and referenced_table_name is not null`,
  );
  const [columns] = await knex.raw(
    `select table_name as t from information_schema.columns
     where table_schema = database() and column_name = 'user_id'`,
  );
  return [
    ...(keys as { t: string; c: string; rt: string; rc: string }[]).map((k) => ({
      table: k.t,
      column: k.c,
      refTable: k.rt,
      refColumn: k.rc,
    })),
    ...(columns as { t: string }[]).map((c) => userId(c.t)),
  ];
}

const userId = (table: string): Reference => ({
  table,
  column: 'user_id',
  refTable: 'users',
  refColumn: 'id',
});

function quote(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}
