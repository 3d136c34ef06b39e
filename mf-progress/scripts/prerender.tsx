/** After the build: the Progress page's first view (its header, its cards loading) per language. */
import path from 'node:path';
import { writeFirstViews } from '@ps/web/prerender';
import ProgressPage from '../src/exposes/ProgressPage';

writeFirstViews(
  path.join(__dirname, '..', 'dist'),
  'ProgressPage',
  '/progress',
  ProgressPage,
).catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
