/**
 * After the build: the Pomodoro page's first view per language. The timer's lengths are the
 * person's own, so the first view keeps their place without showing them (KnownLater).
 */
import path from 'node:path';
import { writeFirstViews } from '@ps/web/prerender';
import PomodoroPage from '../src/exposes/PomodoroPage';

writeFirstViews(path.join(__dirname, '..', 'dist'), 'PomodoroPage', '/pomodoro', PomodoroPage);
