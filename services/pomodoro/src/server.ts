import { migrateLatest } from '@ps/db/migrate';
import { startService } from '@ps/service/start';
import { createApp } from './app';

void startService({ name: 'pomodoro', defaultPort: 4004, createApp, migrate: migrateLatest });
