import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { QUIET_CHROMIUM_ARGS } from '../e2e/chromium';

const STARTS_WITHIN_MS = 20_000;

type Cookie = { name: string; value: string; url: string };

/**
 * A browser for Lighthouse to drive on `port`, the signed-in person's cookies in its own jar and
 * nothing else attached to it while Lighthouse measures.
 *
 * Launched through Playwright, the browser stayed Playwright's: Playwright attached to every tab
 * Lighthouse opened, with its own script world in each page and every network and page event sent
 * to it, work a person's phone never does, on the page's thread and on the same two cores. So the
 * browser is started as Lighthouse starts one, Playwright connects only to put the cookies in
 * and leaves before Lighthouse begins.
 */
export async function lighthouseBrowser(
  executable: string,
  port: number,
  cookies: Cookie[],
): Promise<{ close: () => Promise<void> }> {
  const profile = mkdtempSync(path.join(os.tmpdir(), 'ps-lighthouse-profile-'));
  const browser = spawn(
    executable,
    [
      // Headless as Lighthouse's own launcher starts it.
      '--headless=new',
      ...QUIET_CHROMIUM_ARGS,
      `--remote-debugging-port=${port}`,
      `--user-data-dir=${profile}`,
      'about:blank',
    ],
    // Its own process group: closing it ends its helpers too, not the browser process alone.
    { stdio: 'ignore', detached: true },
  );
  const exited = new Promise<void>((resolve) => browser.once('exit', () => resolve()));
  const close = async () => {
    try {
      process.kill(-browser.pid!, 'SIGTERM');
    } catch {
      // Already gone.
    }
    await exited;
    // A helper can still be writing its last files into the profile for a moment.
    rmSync(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
  };
  try {
    const endpoint = `http://127.0.0.1:${port}`;
    await untilAnswering(`${endpoint}/json/version`);
    const connection = await chromium.connectOverCDP(endpoint);
    await connection.contexts()[0]!.addCookies(cookies);
    // Disconnects; the browser, not Playwright's to end, keeps running with its cookies.
    await connection.close();
  } catch (error) {
    await close();
    throw error;
  }
  return { close };
}

async function untilAnswering(url: string): Promise<void> {
  const deadline = Date.now() + STARTS_WITHIN_MS;
  for (;;) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      if (Date.now() > deadline) throw new Error(`the browser did not start: ${url}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
