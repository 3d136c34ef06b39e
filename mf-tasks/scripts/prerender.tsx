/**
 * After the build: the Tasks page's first view (its header, its list loading) per language, and
 * the same page drawn with the person's own tasks, which the gateway runs for a signed-in request;
 * and the first view of the dashboard's tasks card (loading), with the styles of its tasks drawn.
 */
import path from 'node:path';
import { buildFirstViewRenderer } from '@ps/build/first-view-renderer';
import { writeFirstViews } from '@ps/web/write-first-views';
import TasksPage from '../src/exposes/TasksPage';
import TodayTasksCard from '../src/exposes/TodayTasksCard';

const dir = path.join(__dirname, '..');
const dist = path.join(dir, 'dist');

async function prerender() {
  await writeFirstViews(dist, 'TasksPage', '/tasks', TasksPage);
  await writeFirstViews(dist, 'TodayTasksCard', '/', TodayTasksCard, { drawsData: true });
  await buildFirstViewRenderer(dir, 'TasksPage', '/tasks');
}

prerender().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
