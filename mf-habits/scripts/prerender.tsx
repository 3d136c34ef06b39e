/**
 * After the build: the Habits page's first view (its header, its list loading) per language, with
 * the styles of its list drawn with data.
 */
import path from 'node:path';
import { writeFirstViews } from '@ps/web/write-first-views';
import HabitsPage from '../src/exposes/HabitsPage';

writeFirstViews(path.join(__dirname, '..', 'dist'), 'HabitsPage', '/habits', HabitsPage, {
  drawsData: true,
}).catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
