import { migrateLatest } from '@ps/db/migrate';
import { startService } from '@ps/service/start';
import { createApp } from './app';

void startService({ name: 'tasks', defaultPort: 4003, createApp, migrate: migrateLatest });
