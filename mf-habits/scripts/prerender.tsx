/**
 * Renders the Habits page as it first draws (its header, its list loading) once per language,
 * after the build, into dist/prerendered/first-view/. The gateway puts it in the frame of /habits
 * it sends a signed-in user, and the shell shows it there until this remote's code has arrived.
 * It lives with this remote's build, so redeploying the remote updates it with the page.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { prerenderedFirstViewPath } from '@ps/contracts/api';
import { LANGUAGES } from '@ps/web/intl';
import { remotePageFirstView } from '@ps/web/prerender';
import HabitsPage from '../src/exposes/HabitsPage';

const dist = path.join(__dirname, '..', 'dist');

for (const language of LANGUAGES) {
  const file = path.join(dist, prerenderedFirstViewPath('HabitsPage', language));
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, remotePageFirstView(language, '/habits', HabitsPage));
}
console.log(`prerendered the Habits page's first view in ${LANGUAGES.join(' ')}`);
