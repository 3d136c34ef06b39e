/**
 * After the build: the first views of the Habits page (its header, its list loading) and of the
 * dashboard's card of today's habits (loading) per language, each with the styles of its data
 * drawn. Not the weekly card: below a phone's first screen, its slot keeps the frame's loading
 * state until a scroll brings it near, rather than a picture of the card that would stay.
 */
import path from 'node:path';
import { writeFirstViews } from '@ps/web/write-first-views';
import HabitsPage from '../src/exposes/HabitsPage';
import TodayHabitsCard from '../src/exposes/TodayHabitsCard';

const dist = path.join(__dirname, '..', 'dist');

async function prerender() {
  await writeFirstViews(dist, 'HabitsPage', '/habits', HabitsPage, { drawsData: true });
  await writeFirstViews(dist, 'TodayHabitsCard', '/', TodayHabitsCard, { drawsData: true });
}

prerender().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
