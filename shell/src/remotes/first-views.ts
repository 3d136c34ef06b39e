import { createContext, useEffect, useRef } from 'react';
import { hydrate, type DehydratedState, type QueryClient } from '@tanstack/react-query';
import {
  FIRST_READS_ATTRIBUTE,
  FIRST_VIEW_ATTRIBUTE,
  FIRST_VIEW_SLOT_END,
  firstViewSlotStart,
  LOADS_WHEN_NEAR_MARK,
  withoutStyleBlocks,
} from '@ps/contracts/api';

/**
 * Set only by the build's prerender of the frame: each slot then marks where the gateway may put
 * its remote's prerendered first view, around the loading state it shows otherwise.
 */
export const MarksFirstViewSlots = createContext(false);

/**
 * The markers as the prerender writes them, text React can render; turned after rendering into
 * the comments the gateway finds (firstViewSlotStart, FIRST_VIEW_SLOT_END, and
 * LOADS_WHEN_NEAR_MARK for a slot that waits for a scroll).
 */
export const firstViewMarks = (slot: string, loadsWhenNear: boolean) =>
  [
    `%PS_FIRST_VIEW_START:${slot}%${loadsWhenNear ? '%PS_LOADS_WHEN_NEAR%' : ''}`,
    '%PS_FIRST_VIEW_END%',
  ] as const;

export function firstViewComments(html: string): string {
  return html
    .replace(/%PS_FIRST_VIEW_START:([\w-]+\/\w+)%/g, (_mark, slot: string) =>
      firstViewSlotStart(slot),
    )
    .replaceAll('%PS_LOADS_WHEN_NEAR%', LOADS_WHEN_NEAR_MARK)
    .replaceAll('%PS_FIRST_VIEW_END%', FIRST_VIEW_SLOT_END);
}

/**
 * The answers the first views drawn with the person's data came with, put into the app's query
 * cache before its first render: the app then draws the same rows at once, without asking for
 * them again. Taken out of the page, so a kept first view does not carry them.
 */
export function takeFirstReads(root: ParentNode | null, client: QueryClient): void {
  root?.querySelectorAll(`script[${FIRST_READS_ATTRIBUTE}]`).forEach((block) => {
    try {
      hydrate(client, JSON.parse(block.textContent ?? '') as DehydratedState);
    } catch (error) {
      // The app asks for them as it would have anyway.
      console.error('Could not take the answers the page came with', error);
    }
    block.remove();
  });
}

/** By slot (`remote/Module`), the first views the gateway sent in the page, without their styles. */
const kept = new Map<string, string>();

/**
 * Before the app's first render replaces #root: keeps each remote first view the page came with,
 * for its slot to show until the remote's code has arrived. Their styles are in the page's head
 * by then (the emotion cache adopts them as it starts).
 */
export function keepFirstViews(root: ParentNode | null): void {
  const read = new Set<string>();
  root?.querySelectorAll(`[${FIRST_VIEW_ATTRIBUTE}]`).forEach((element) => {
    const slot = element.getAttribute(FIRST_VIEW_ATTRIBUTE);
    // The frame for any screen holds a copy per layout, all the same: the first is read alone.
    if (!slot || read.has(slot)) return;
    read.add(slot);
    kept.set(slot, withoutStyleBlocks(element.innerHTML));
  });
}

export function firstViewOf(slot: string): string | undefined {
  return kept.get(slot);
}

/** Once the slot's module has been drawn, a later load shows the usual loading state. */
export function forgetFirstView(slot: string): void {
  kept.delete(slot);
}

/**
 * The first views picture the page the browser opened, with the data of that moment. A slot off
 * the screen keeps showing its picture until a scroll brings it near; once the person has gone to
 * another page they are all dropped, so coming back shows live widgets, never an old picture.
 */
export function useFirstViewsOfTheOpenedPageOnly(pathname: string): void {
  const opened = useRef(pathname);
  useEffect(() => {
    if (pathname !== opened.current) kept.clear();
  }, [pathname]);
}
