/** After the build: the Habits page's first view (its header, its list loading) per language. */
import path from 'node:path';
import { writeFirstViews } from '@ps/web/prerender';
import HabitsPage from '../src/exposes/HabitsPage';

writeFirstViews(path.join(__dirname, '..', 'dist'), 'HabitsPage', '/habits', HabitsPage).catch(
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
