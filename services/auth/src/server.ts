import { migrateLatest } from '@ps/db/migrate';
import { startService } from '@ps/service/start';
import { createApp } from './app';
import { startHousekeeping } from './housekeeping';

void startService({
  name: 'auth',
  defaultPort: 4001,
  createApp,
  migrate: migrateLatest,
  startHousekeeping,
});
