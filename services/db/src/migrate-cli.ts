/** `npm run migrate -w @ps/db`: the one-shot migration job of the distributed topology. */
import { loadConfig } from '@ps/service/config';
import { createKnex } from '@ps/service/database';
import { migrateLatest } from './migrate';

const knex = createKnex(loadConfig());
migrateLatest(knex)
  .then(() => console.log('schema is up to date'))
  .finally(() => knex.destroy())
  .catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  });
