/**
 * For the front ends' builds only, never part of a browser's download: a remote's step after its
 * build that writes its page's first view in each language into its `dist`.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { ComponentType } from 'react';
import { prerenderedFirstViewPath } from '@ps/contracts/api';
import { todayIn } from '@ps/contracts/dates';
import { drawnWithSampleData } from '@ps/web/first-view-renderer';
import { LANGUAGES, loadEveryCatalogue } from '@ps/web/intl';
import { remotePageFirstView, withStylesOf } from '@ps/web/prerender';
import { samplePeople } from '@ps/web/sample-answers';

export interface FirstViewOptions {
  /**
   * Whether the page's screens draw the person's data (a list, figures): the page is then drawn
   * again for made-up people (sample-answers.ts: one busy, one with nothing yet) and the styles of
   * those drawings come with its first view. The browser's emotion cache adopts them as the app
   * starts, so drawing the person's data makes no style rule at all. Made then, a page's hundred
   * rules were about half of the longest task of its start (the first cards drawn with data), on
   * every visit.
   */
  drawsData?: boolean;
}

/**
 * A remote's build step: its exposed `module`, the page at `route`, as it first draws in each
 * language, written into the remote's `dist`. The gateway puts it in the frame of `route` it
 * sends a signed-in user, and the shell shows it there until the remote's code has arrived. It
 * lives with the remote's build, so redeploying the remote updates it with the page.
 */
export async function writeFirstViews(
  dist: string,
  module: string,
  route: string,
  Page: ComponentType,
  { drawsData = false }: FirstViewOptions = {},
) {
  await loadEveryCatalogue();
  const people = drawsData ? samplePeople(todayIn('UTC')) : [];
  for (const language of LANGUAGES) {
    const file = path.join(dist, prerenderedFirstViewPath(module, language));
    mkdirSync(path.dirname(file), { recursive: true });
    let firstView = remotePageFirstView(language, route, Page);
    for (const answers of people) {
      firstView = withStylesOf(
        firstView,
        await drawnWithSampleData(route, Page, language, answers),
      );
    }
    writeFileSync(file, firstView);
  }
  console.log(`prerendered ${module}'s first view in ${LANGUAGES.join(' ')}`);
}
