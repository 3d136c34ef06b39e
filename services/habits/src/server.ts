import { migrateLatest } from '@ps/db/migrate';
import { startService } from '@ps/service/start';
import { createApp } from './app';

void startService({ name: 'habits', defaultPort: 4002, createApp, migrate: migrateLatest });
