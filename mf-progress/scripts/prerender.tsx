/**
 * After the build: the first views of the Progress page (its header, its cards loading) and of
 * the dashboard's row of figures (loading) per language, each with the styles of its data drawn.
 */
import path from 'node:path';
import { writeFirstViews } from '@ps/web/write-first-views';
import ProgressPage from '../src/exposes/ProgressPage';
import StatsRow from '../src/exposes/StatsRow';

const dist = path.join(__dirname, '..', 'dist');

async function prerender() {
  await writeFirstViews(dist, 'ProgressPage', '/progress', ProgressPage, { drawsData: true });
  await writeFirstViews(dist, 'StatsRow', '/', StatsRow, { drawsData: true });
}

prerender().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
