/**
 * After the build: the Pomodoro page's first view per language, in which the timer's lengths
 * keep their place without showing them (they are the person's own: KnownLater); and the same
 * page drawn with the person's own data, clock included, which the gateway runs for a signed-in
 * request (src/exposes/pomodoro-page.server.ts says what the server knows of the timer).
 */
import path from 'node:path';
import { buildFirstViewRenderer } from '@ps/build/first-view-renderer';
import { writeFirstViews } from '@ps/web/write-first-views';
import PomodoroPage from '../src/exposes/PomodoroPage';

const dir = path.join(__dirname, '..');
writeFirstViews(path.join(dir, 'dist'), 'PomodoroPage', '/pomodoro', PomodoroPage).catch(
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
buildFirstViewRenderer(dir, 'PomodoroPage', '/pomodoro').catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
