import { migrateLatest } from '@ps/db/migrate';
import { startService } from '@ps/service/start';
import { createApp } from './app';

void startService({ name: 'progress', defaultPort: 4005, createApp, migrate: migrateLatest });
