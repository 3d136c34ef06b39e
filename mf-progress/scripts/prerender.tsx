/**
 * After the build: the Progress page's first view (its header, its cards loading) per language,
 * with the styles of its cards drawn with data.
 */
import path from 'node:path';
import { writeFirstViews } from '@ps/web/write-first-views';
import ProgressPage from '../src/exposes/ProgressPage';

writeFirstViews(path.join(__dirname, '..', 'dist'), 'ProgressPage', '/progress', ProgressPage, {
  drawsData: true,
}).catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
