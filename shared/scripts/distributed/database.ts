import { createConnection } from 'mysql2/promise';

/** The same server as `url`, another database: `mysql://u@h:3306/test` → `…/ps_dist_1a2b`. */
export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

function databaseName(url: string): string {
  const name = decodeURIComponent(new URL(url).pathname.slice(1));
  if (!/^\w+$/.test(name)) throw new Error(`Not a plain database name in ${url}`);
  return name;
}

async function onServer<T>(
  url: string,
  work: (run: (sql: string) => Promise<unknown>) => Promise<T>,
) {
  const connection = await createConnection({ uri: withDatabase(url, '') });
  try {
    return await work((sql) => connection.query(sql));
  } finally {
    await connection.end();
  }
}

/** Creates the database `url` names unless it exists (the server's user needs CREATE). */
export function ensureDatabase(url: string): Promise<void> {
  const name = databaseName(url);
  return onServer(url, async (run) => {
    await run(`CREATE DATABASE IF NOT EXISTS \`${name}\` CHARACTER SET utf8mb4`);
  });
}

export function dropDatabase(url: string): Promise<void> {
  const name = databaseName(url);
  return onServer(url, async (run) => {
    await run(`DROP DATABASE IF EXISTS \`${name}\``);
  });
}
