/**
 * `npm run migrate -w @ps/db`: the one-shot migration job of the distributed topology.
 * `npm run migrate -w @ps/db -- down` undoes the newest migration.
 */
import { loadConfig } from '@ps/service/config';
import { createKnex } from '@ps/service/database';
import { migrateDown, migrateLatest } from './migrate';

const knex = createKnex(loadConfig());
const down = process.argv[2] === 'down';
(down ? migrateDown(knex) : migrateLatest(knex))
  .then(() => console.log(down ? 'newest migration undone' : 'schema is up to date'))
  .finally(() => knex.destroy())
  .catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  });
