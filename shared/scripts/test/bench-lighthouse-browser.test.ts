import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { chromium } from '@playwright/test';
import { lighthouseBrowser } from '../../bench/lighthouse-browser';
import { CHROMIUM_PATH as CHROMIUM } from '../../e2e/chromium';

const PORT = 4391;

/** Answers every request with the Cookie header it came with. */
function echoingCookies(): Promise<Server> {
  const server = createServer((req, res) => res.end(req.headers.cookie ?? ''));
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

describe('the browser the bench hands to Lighthouse', () => {
  jest.setTimeout(60_000);

  it('sends the signed-in cookie from its own jar, and is gone once closed', async () => {
    const server = await echoingCookies();
    const site = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const browser = await lighthouseBrowser(CHROMIUM, PORT, [
      { name: 'ps.sid', value: 'abc', url: site },
    ]);
    try {
      // Lighthouse's way in: a client connecting to the debugging port, as it finds it.
      const lighthouse = await chromium.connectOverCDP(`http://127.0.0.1:${PORT}`);
      const page = await lighthouse.contexts()[0]!.newPage();
      await page.goto(site);
      expect(await page.textContent('body')).toBe('ps.sid=abc');
      await lighthouse.close();
    } finally {
      await browser.close();
      server.close();
    }
    await expect(fetch(`http://127.0.0.1:${PORT}/json/version`)).rejects.toThrow();
  });
});
