/**
 * After the build: the Tasks page's first view (its header, its list loading) per language, and
 * the same page drawn with the person's own tasks, which the gateway runs for a signed-in request.
 */
import path from 'node:path';
import { buildFirstViewRenderer } from '@ps/build/first-view-renderer';
import { writeFirstViews } from '@ps/web/write-first-views';
import TasksPage from '../src/exposes/TasksPage';

const dir = path.join(__dirname, '..');
writeFirstViews(path.join(dir, 'dist'), 'TasksPage', '/tasks', TasksPage).catch(
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
buildFirstViewRenderer(dir, 'TasksPage', '/tasks').catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
