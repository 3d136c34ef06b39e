import { mkdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import request from 'supertest';
import { API, LOADS_WHEN_NEAR_MARK } from '@ps/contracts/api';
import { DESKTOP_MIN_WIDTH_PX } from '@ps/contracts/constants';
import { remotesFromEnv } from '../src/remotes';
import { describeEachDatabase } from '@ps/db/testing/databases';
import type { Knex } from 'knex';
import { createKnex } from '@ps/service/database';
import { AREAS } from '../src/areas';
import { SERVICE_APPS } from '../src/embedded';
import { DRAWING_DEADLINE_MS, DRAWINGS_AT_ONCE } from '../src/first-view-renderers';
import { describeGateway, startGateway, TEST_SESSION_KEYS } from './support/gateway';

describeGateway('gateway', (gateway) => {
  it('answers its own routes: health, the sign-in redirect, unknown /api paths', async () => {
    const agent = gateway().anonymous();
    expect((await agent.get('/health').expect(200)).body).toEqual({
      status: 'ok',
      service: 'gateway',
    });
    const redirect = await agent.get(API.loginRedirect).expect(302);
    expect(redirect.headers.location).toBe('/login');
    for (const unknown of ['/api', '/api/nothing', '/api/authx', '/api/habitsx/1']) {
      expect((await agent.get(unknown).expect(404)).body).toEqual({
        message: 'Not found',
        code: 'notFound',
      });
    }
    expect((await agent.get('/api/habits/1/nothing').expect(404)).body).toEqual({
      message: 'Not found',
      code: 'notFound',
    });
  });

  it('answers its own /health; each service answers its own, 503 when its database is gone', async () => {
    expect((await gateway().anonymous().get('/health').expect(200)).body).toEqual({
      status: 'ok',
      service: 'gateway',
    });
    const broken = createKnex({ dataDir: gateway().db.dataDir });
    await broken.destroy();
    for (const area of AREAS) {
      const service = (knex: Knex) =>
        SERVICE_APPS[area.key]({ knex, sessionKeys: TEST_SESSION_KEYS }).callback();
      const healthy = await request(service(gateway().knex)).get('/health').expect(200);
      expect(healthy.body).toEqual({ status: 'ok', service: area.key });
      const down = await request(service(broken)).get('/health').expect(503);
      expect(down.body).toMatchObject({ status: 'unavailable', service: area.key });
    }
  });

  it('sets the security headers on every answer', async () => {
    const agent = gateway().anonymous();
    for (const url of ['/health', API.habits, '/']) {
      const response = await agent.get(url);
      expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
      expect(response.headers['content-security-policy']).toContain("script-src 'self'");
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(response.headers['x-frame-options']).toBe('DENY');
    }
  });

  it('lists where each remote lives, uncached', async () => {
    const response = await gateway().anonymous().get('/remotes.json').expect(200);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toEqual({
      'mf-landing': '/remotes/mf-landing/mf-manifest.json',
      'mf-habits': '/remotes/mf-habits/mf-manifest.json',
      'mf-tasks': '/remotes/mf-tasks/mf-manifest.json',
      'mf-pomodoro': '/remotes/mf-pomodoro/mf-manifest.json',
      'mf-progress': '/remotes/mf-progress/mf-manifest.json',
    });
  });

  it('refuses oversized bodies with 413 before they reach a service', async () => {
    const { agent } = await gateway().signUp();
    const response = await agent
      .post(API.tasks)
      .send({ description: 'x'.repeat(200 * 1024) })
      .expect(413);
    expect(response.body).toEqual({
      message: 'The request body is too large',
      code: 'bodyTooLarge',
    });
  });

  describe('static front ends', () => {
    const write = (relative: string, content: string) =>
      writeBuilds(gateway().staticRoot, { [relative]: content });

    it('answers a plain 503 page while the shell is not built', async () => {
      const response = await gateway().anonymous().get('/habits').expect(503);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.text).toContain('npm run build');
    });

    it('serves the shell with client-route fallback, remotes and the focus blocker, cached by name', async () => {
      write('shell/dist/index.html', '<!doctype html><title>shell</title>');
      write('shell/dist/main.0123abcd.js', `console.log(${JSON.stringify('x'.repeat(4000))});`);
      write('shell/dist/sw.js', 'self.addEventListener("fetch", () => {});');
      write('mf-habits/dist/remoteEntry.js', 'var habits;');
      write('mf-habits/dist/mf-manifest.json', '{}');
      write('mf-habits/dist/412.89abcdef.js', 'var chunk;');
      write('mf-pomodoro/dist/focus-blocker.js', 'var blocker;');
      const agent = gateway().anonymous();

      for (const route of ['/', '/habits', '/progress', '/some/unknown/page']) {
        const page = await agent.get(route).expect(200);
        expect(page.text).toContain('<title>shell</title>');
        expect(page.headers['cache-control']).toBe('no-cache');
      }
      const hashed = await agent
        .get('/main.0123abcd.js')
        .set('Accept-Encoding', 'gzip')
        .expect(200);
      expect(hashed.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(hashed.headers['content-type']).toContain('javascript');
      expect(hashed.headers['content-encoding']).toBe('gzip');
      expect((await agent.get('/sw.js').expect(200)).headers['cache-control']).toBe('no-cache');
      await agent.get('/missing.0123abcd.js').expect(404);

      const entry = await agent.get('/remotes/mf-habits/remoteEntry.js').expect(200);
      expect(entry.text).toBe('var habits;');
      expect(entry.headers['cache-control']).toBe('no-cache');
      expect(
        (await agent.get('/remotes/mf-habits/mf-manifest.json').expect(200)).headers[
          'cache-control'
        ],
      ).toBe('no-cache');
      expect(
        (await agent.get('/remotes/mf-habits/412.89abcdef.js').expect(200)).headers[
          'cache-control'
        ],
      ).toBe('public, max-age=31536000, immutable');
      await agent.get('/remotes/mf-habits/nope.js').expect(404);
      expect((await agent.get('/remotes/mf-tasks/remoteEntry.js').expect(503)).text).toContain(
        'mf-tasks',
      );
      expect((await agent.get('/focus-blocker.js').expect(200)).text).toBe('var blocker;');

      const etag = entry.headers.etag!;
      await agent.get('/remotes/mf-habits/remoteEntry.js').set('If-None-Match', etag).expect(304);
      const head = await agent.head('/remotes/mf-habits/remoteEntry.js').expect(200);
      expect(head.headers['content-length']).toBe(String('var habits;'.length));
    });

    it("sends the build's brotli or gzip copy of a file to a browser that accepts it, never a copy older than the file", async () => {
      const code = `console.log(${JSON.stringify('y'.repeat(4000))});`;
      const copy = path.join(gateway().staticRoot, 'shell/dist/vendor.0123abcd.js');
      write('shell/dist/index.html', '<!doctype html><title>shell</title>');
      write('shell/dist/vendor.0123abcd.js', code);
      // Copies that say which one was sent once the test client has decoded them.
      writeFileSync(`${copy}.br`, brotliCompressSync('the brotli copy'));
      writeFileSync(`${copy}.gz`, gzipSync('the gzip copy'));
      const agent = gateway().anonymous();

      const br = await agent
        .get('/vendor.0123abcd.js')
        .set('Accept-Encoding', 'gzip, deflate, br')
        .expect(200);
      expect(br.headers['content-encoding']).toBe('br');
      expect(br.headers.vary).toContain('Accept-Encoding');
      expect(br.headers['content-type']).toContain('javascript');
      expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(br.text).toBe('the brotli copy');

      const gz = await agent.get('/vendor.0123abcd.js').set('Accept-Encoding', 'gzip').expect(200);
      expect(gz.headers['content-encoding']).toBe('gzip');
      expect(gz.text).toBe('the gzip copy');

      const plain = await agent.get('/vendor.0123abcd.js').set('Accept-Encoding', 'identity');
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.text).toBe(code);

      // The file rebuilt after its copies (npm run dev writes none): the file itself, compressed now.
      await new Promise((resolve) => setTimeout(resolve, 20));
      write('shell/dist/vendor.0123abcd.js', code);
      const fresh = await agent.get('/vendor.0123abcd.js').set('Accept-Encoding', 'br').expect(200);
      expect(fresh.headers['content-encoding']).toBe('br');
      expect(fresh.text).toBe(code);
    });

    it('sends a visitor without a session the landing page prerendered in their language', async () => {
      const preload =
        '<link as="script" href="/vendor.1.js" rel="preload"><link rel="preload" href="/api/auth/user" as="fetch">';
      write(
        'shell/dist/index.html',
        `<!doctype html><html lang="en" dir="ltr"><title>shell</title>${preload}<div id="root"></div></html>`,
      );
      write('mf-landing/dist/mf-manifest.json', '{}');
      write('mf-landing/dist/prerendered/en.html', '<h1>Your hub</h1>');
      write('mf-landing/dist/prerendered/ar.html', '<h1>مركزك</h1>');
      const visitor = gateway().anonymous();

      const page = await visitor.get('/').expect(200);
      expect(page.text).toContain(
        '<div id="root"><div data-prerendered-landing="en" style="display:contents"><h1>Your hub</h1></div></div>',
      );
      expect(page.headers['content-type']).toContain('text/html');
      expect(page.headers['cache-control']).toBe('no-cache');
      expect(page.headers.vary).toContain('Cookie');
      expect(page.headers['x-prerendered']).toBe('mf-landing');
      // The app starts when the visitor reaches for a control: its code is not preloaded.
      expect(page.text).not.toContain('rel="preload"');
      await visitor.get('/').set('If-None-Match', page.headers.etag!).expect(304);

      const arabic = await visitor.get('/').set('Cookie', 'ps.language=ar').expect(200);
      expect(arabic.text).toContain('<html lang="ar" dir="rtl">');
      expect(arabic.text).toContain('<h1>مركزك</h1>');
      expect(arabic.headers.etag).not.toBe(page.headers.etag);
      const unknown = await visitor.get('/').set('Cookie', 'ps.language=xx').expect(200);
      expect(unknown.text).toContain('data-prerendered-landing="en"');
      // No prerender in the visitor's language: the plain shell, which renders it.
      const french = await visitor.get('/').set('Cookie', 'ps.language=fr').expect(200);
      expect(french.text).not.toContain('data-prerendered-landing');

      // Signed in, or on any other route, the plain shell: the app decides what to show.
      const { agent } = await gateway().signUp();
      const signedIn = await agent.get('/').expect(200);
      expect(signedIn.text).not.toContain('data-prerendered-landing');
      expect(signedIn.text).toContain(preload);
      expect(signedIn.headers.vary).toContain('Cookie');
      expect((await visitor.get('/habits').expect(200)).text).not.toContain(
        'data-prerendered-landing',
      );
    });

    it("sends a signed-in user their page's first view prerendered, with their name, in their language", async () => {
      const preload = '<link as="script" href="/vendor.1.js" rel="preload">';
      write(
        'shell/dist/index.html',
        `<!doctype html><html lang="en" dir="ltr"><title>shell</title>${preload}<div id="root"></div></html>`,
      );
      write('shell/dist/prerendered/frame/frames.json', JSON.stringify(['/', '/habits']));
      write(
        'shell/dist/prerendered/frame/home.en.html',
        '<h1>Welcome back, %PS_SIGNED_IN_NAME%!</h1>',
      );
      write('shell/dist/prerendered/frame/home.ar.html', '<h1>مرحبًا، %PS_SIGNED_IN_NAME%</h1>');
      write('shell/dist/prerendered/frame/habits.en.html', '<h1>Habits</h1>');
      const { agent } = await gateway().signUp();
      await agent.patch(API.authUser).send({ firstName: 'Ada <b>&' }).expect(200);

      const home = await agent.get('/').expect(200);
      expect(home.text).toContain(
        '<div id="root"><div data-prerendered-frame="en" inert style="display:contents"><h1>Welcome back, Ada &lt;b&gt;&amp;!</h1><i id="prerendered-end" hidden></i></div></div>',
      );
      // The app starts at once over it: its code is preloaded as on the plain page.
      expect(home.text).toContain(preload);
      expect(home.headers['x-prerendered']).toBe('shell-frame');
      expect(home.headers['cache-control']).toBe('private, no-cache');
      expect(home.headers.vary).toContain('Cookie');
      expect((await agent.get('/habits').expect(200)).text).toContain('<h1>Habits</h1>');
      // A page the build did not prerender: the plain shell.
      expect((await agent.get('/tasks').expect(200)).text).toContain('<div id="root"></div>');

      await agent.patch(API.authUser).send({ language: 'ar' }).expect(200);
      const arabic = await agent.get('/').expect(200);
      expect(arabic.text).toContain('<html lang="ar" dir="rtl">');
      expect(arabic.text).toContain('<h1>مرحبًا، Ada &lt;b&gt;&amp;</h1>');
      // No prerender in the user's language: the plain shell, which renders the page itself.
      expect((await agent.get('/habits').expect(200)).text).toContain('<div id="root"></div>');

      // A forged session cookie, a visitor and a signed-out session get the plain shell.
      const forged = await gateway()
        .anonymous()
        .get('/')
        .set('Cookie', 'ps.sid=someone-else; ps.sid.sig=forged')
        .expect(200);
      expect(forged.text).not.toContain('data-prerendered-frame');
      expect((await gateway().anonymous().get('/habits')).text).not.toContain(
        'data-prerendered-frame',
      );
      await agent.post(API.logout).expect(204);
      expect((await agent.get('/').expect(200)).text).not.toContain('data-prerendered-frame');
    });

    /** A shell whose <head> holds `head`, its dashboard prerendered as `home`, and a landing page. */
    function writeHomeAndLanding(head: string, home: string) {
      write(
        'shell/dist/index.html',
        `<!doctype html><html lang="en" dir="ltr"><head>${head}</head><body><div id="root"></div></body></html>`,
      );
      write('shell/dist/prerendered/frame/frames.json', JSON.stringify(['/']));
      write('shell/dist/prerendered/frame/home.en.html', home);
      write('mf-landing/dist/mf-manifest.json', '{}');
      write('mf-landing/dist/prerendered/en.html', '<h1>Build better habits</h1>');
    }

    it('has the browser paint a signed-in page once it has all of it, never its header alone', async () => {
      writeHomeAndLanding('<title>shell</title>', '<header>Suite</header><h1>Today</h1>');
      const { agent } = await gateway().signUp();

      const home = (await agent.get('/').expect(200)).text;
      // Rendering waits for the mark (rel="expect"), which comes after everything the page shows.
      expect(home).toContain(
        '<head><link rel="expect" href="#prerendered-end" blocking="render"><title>',
      );
      expect(home).toContain(
        '<header>Suite</header><h1>Today</h1><i id="prerendered-end" hidden></i></div></div>',
      );
      // A visitor's landing page paints as it arrives: its first screen matters, not its end.
      const landing = (await gateway().anonymous().get('/').expect(200)).text;
      expect(landing).toContain('Build better habits');
      expect(landing).not.toContain('rel="expect"');
    });

    it("leaves the landing page's focus hand-over script out of a signed-in page", async () => {
      const handOver = '<script defer src="/hand-over-focus.js"></script>';
      writeHomeAndLanding(`${handOver}<script defer src="/main.1.js"></script>`, '<h1>Today</h1>');
      const { agent } = await gateway().signUp();

      const home = (await agent.get('/').expect(200)).text;
      expect(home).toContain('<h1>Today</h1>');
      expect(home).toContain('<script defer src="/main.1.js"></script>');
      expect(home).not.toContain('hand-over-focus');
      // A visitor's prerendered landing page keeps it: the app starts over it when they reach in.
      expect((await gateway().anonymous().get('/').expect(200)).text).toContain(handOver);
    });

    it("puts a remote's prerendered first view in the frame's slot for it, in the user's language", async () => {
      write(
        'shell/dist/index.html',
        '<!doctype html><html lang="en" dir="ltr"><title>shell</title><div id="root"></div></html>',
      );
      write('shell/dist/prerendered/frame/frames.json', JSON.stringify(['/habits', '/tasks']));
      const slot = (remote: string, module: string) =>
        `<main><!--first-view:${remote}/${module}--><span>loading</span><!--/first-view--></main>`;
      write('shell/dist/prerendered/frame/habits.en.html', slot('mf-habits', 'HabitsPage'));
      write('shell/dist/prerendered/frame/habits.fr.html', slot('mf-habits', 'HabitsPage'));
      write('shell/dist/prerendered/frame/tasks.en.html', slot('mf-tasks', 'TasksPage'));
      write('mf-habits/dist/prerendered/first-view/HabitsPage.en.html', '<h1>Habits</h1>');
      const { agent } = await gateway().signUp();

      const habits = await agent.get('/habits').expect(200);
      expect(habits.text).toContain(
        '<main><div data-first-view="mf-habits/HabitsPage" style="display:contents"><h1>Habits</h1></div></main>',
      );
      // No first view built for the remote, or none in the user's language: the loading state.
      expect((await agent.get('/tasks').expect(200)).text).toContain(
        '<main><span>loading</span></main>',
      );
      await agent.patch(API.authUser).send({ language: 'fr' }).expect(200);
      expect((await agent.get('/habits').expect(200)).text).toContain(
        '<main><span>loading</span></main>',
      );
    });

    it("sends a phone its frame alone, and a remote's first view with its styles once", async () => {
      write(
        'shell/dist/index.html',
        '<!doctype html><html lang="en" dir="ltr"><title>shell</title><div id="root"></div></html>',
      );
      write('shell/dist/prerendered/frame/frames.json', JSON.stringify(['/habits', '/']));
      const slot = `<!--first-view:mf-habits/HabitsPage--><span>loading</span><!--/first-view-->`;
      write(
        'shell/dist/prerendered/frame/habits.en.html',
        `<main class="phone">${slot}</main><main class="desktop">${slot}</main>`,
      );
      write(
        'shell/dist/prerendered/frame/habits.en.phone.html',
        `<main class="phone">${slot}</main>`,
      );
      write('shell/dist/prerendered/frame/home.en.html', '<h1>Any screen</h1>');
      write(
        'mf-habits/dist/prerendered/first-view/HabitsPage.en.html',
        '<style data-emotion="mui a1">.a1{color:red}</style><h1 class="a1">Habits</h1>',
      );
      const { agent } = await gateway().signUp();
      const view = (html: string) =>
        `<div data-first-view="mf-habits/HabitsPage" style="display:contents">${html}</div>`;

      const anyScreen = await agent.get('/habits').expect(200);
      expect(anyScreen.headers.vary).toContain('Sec-CH-UA-Mobile');
      expect(anyScreen.text).toContain(
        `<main class="phone">${view('<style data-emotion="mui a1">.a1{color:red}</style><h1 class="a1">Habits</h1>')}</main>` +
          `<main class="desktop">${view('<h1 class="a1">Habits</h1>')}</main>`,
      );

      const phone = await agent.get('/habits').set('Sec-CH-UA-Mobile', '?1').expect(200);
      expect(phone.headers.vary).toContain('Sec-CH-UA-Mobile');
      expect(phone.text).toContain(
        `<div id="root"><div data-prerendered-frame="en" inert style="display:contents"><main class="phone">${view('<style data-emotion="mui a1">.a1{color:red}</style><h1 class="a1">Habits</h1>')}</main><i id="prerendered-end" hidden></i></div></div>`,
      );
      // Safari and Firefox send no hint: a phone's says "Mobile" in its user agent.
      const iPhone =
        'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1';
      const safari = await agent.get('/habits').set('User-Agent', iPhone).expect(200);
      expect(safari.text).not.toContain('<main class="desktop">');
      expect(safari.headers.vary).toContain('User-Agent');
      // A desktop browser, or a build without a phone's frame for the page: the frame for any screen.
      const desktop = await agent.get('/habits').set('Sec-CH-UA-Mobile', '?0').expect(200);
      expect(desktop.text).toContain('<main class="desktop">');
      // Where the hint is sent it decides: a phone's Chromium asking for the desktop site.
      const desktopSite = agent.get('/habits').set('Sec-CH-UA-Mobile', '?0');
      expect((await desktopSite.set('User-Agent', iPhone).expect(200)).text).toContain(
        '<main class="desktop">',
      );
      const iPad =
        'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 Safari/605.1.15';
      expect((await agent.get('/habits').set('User-Agent', iPad).expect(200)).text).toContain(
        '<main class="desktop">',
      );
      const home = await agent.get('/').set('Sec-CH-UA-Mobile', '?1').expect(200);
      expect(home.text).toContain('<h1>Any screen</h1>');

      // Once a page has asked for it (Accept-CH), Chromium sends the window's width, which decides:
      // a phone held sideways as wide as a desktop gets the frame it will show, and a narrow
      // desktop window the phone's.
      expect(anyScreen.headers['accept-ch']).toBe('Sec-CH-Viewport-Width');
      expect(anyScreen.headers.vary).toContain('Sec-CH-Viewport-Width');
      const sideways = agent.get('/habits').set('Sec-CH-UA-Mobile', '?1');
      expect(
        (await sideways.set('Sec-CH-Viewport-Width', String(DESKTOP_MIN_WIDTH_PX)).expect(200))
          .text,
      ).toContain('<main class="desktop">');
      const narrow = agent.get('/habits').set('Sec-CH-UA-Mobile', '?0');
      expect(
        (await narrow.set('Sec-CH-Viewport-Width', String(DESKTOP_MIN_WIDTH_PX - 1)).expect(200))
          .text,
      ).not.toContain('<main class="desktop">');
    });

    it("asks every page's browser for its window's width, the sign-in page's too", async () => {
      write('shell/dist/index.html', '<!doctype html><title>shell</title><div id="root"></div>');
      const agent = gateway().anonymous();
      const signIn = await agent.get('/login').expect(200);
      expect(signIn.headers['accept-ch']).toBe('Sec-CH-Viewport-Width');
      // Not on the API's answers: only a page's answer sets what the browser sends.
      const api = await agent.get('/api/auth/user');
      expect(api.headers['accept-ch']).toBeUndefined();
    });

    it("draws a remote's page with the person's own data where its build made a renderer", async () => {
      const userPreload =
        '<link rel="preload" href="/api/auth/user" as="fetch" crossorigin="use-credentials">';
      write(
        'shell/dist/index.html',
        `<!doctype html><html lang="en" dir="ltr"><head>${userPreload}</head><div id="root"></div></html>`,
      );
      write('shell/dist/prerendered/frame/frames.json', JSON.stringify(['/tasks']));
      const slot = `<!--first-view:mf-tasks/TasksPage--><span>loading</span><!--/first-view-->`;
      // One slot per layout (phone, desktop), as the shell's frames have.
      write(
        'shell/dist/prerendered/frame/tasks.en.html',
        `<main>${slot}</main><main>${slot}</main>`,
      );
      write('mf-tasks/dist/prerendered/first-view/TasksPage.en.html', '<h1>Tasks</h1>');
      const renderer = 'mf-tasks/dist/server/TasksPage.first-view.cjs';
      const useRenderer = (code: string) => {
        write(renderer, code);
        // A redeploy: a newer file, however quickly the test writes it.
        const later = new Date(Date.now() + 1000 * ++redeploys);
        utimesSync(path.join(gateway().staticRoot, renderer), later, later);
      };
      let redeploys = 0;
      useRenderer(`exports.default = async ({ language, timeZone, send }) => {
        const user = await (await send('/api/auth/user')).json();
        const page = await (await send('/api/tasks?limit=25&status=pending')).json();
        const html = '<h1>' + [language, timeZone, user.username, page.items.length].join(' ') + '</h1>';
        return { html, reads: { tasks: page.items.map((task) => task.description) } };
      };`);
      const { agent, user } = await gateway().signUp();
      await agent.patch(API.authUser).send({ timezone: 'Asia/Tokyo' }).expect(200);
      await agent
        .post(API.tasks)
        .send({ description: 'Pay </script><script>alert(1)</script>' })
        .expect(201);

      const page = (await agent.get('/tasks').expect(200)).text;
      const reads =
        '<script type="application/json" data-first-reads>' +
        '{"tasks":["Pay \\u003c/script>\\u003cscript>alert(1)\\u003c/script>"]}</script>';
      const drawn = `<h1>en Asia/Tokyo ${user.username} 1</h1>`;
      const view = (content: string) =>
        `<main><div data-first-view="mf-tasks/TasksPage" style="display:contents">${content}</div></main>`;
      // Drawn once for both layouts; the answers travel once, and nothing of theirs is markup.
      expect(page).toContain(view(drawn + reads) + view(drawn));
      expect(page).not.toContain('<script>alert');
      // Who they are came with the page: the app does not ask, so nothing preloads it.
      expect(page).not.toContain(userPreload);
      // Another person gets their own page.
      const other = await gateway().signUp();
      expect((await other.agent.get('/tasks').expect(200)).text).toContain(
        `<h1>en UTC ${other.user.username} 0</h1>`,
      );

      // A renderer that fails, or takes too long: the first view the build wrote, as before.
      const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
      useRenderer(`exports.default = async () => { throw new Error('broken release'); };`);
      const failed = (await agent.get('/tasks').expect(200)).text;
      expect(failed).toContain(view('<h1>Tasks</h1>'));
      expect(failed).toContain(userPreload);
      expect(errors).toHaveBeenCalledWith(
        'Could not draw mf-tasks/TasksPage with data',
        expect.objectContaining({ message: 'broken release' }),
      );
      errors.mockRestore();
      useRenderer(`exports.default = () => new Promise(() => {});`);
      const started = Date.now();
      expect((await agent.get('/tasks').expect(200)).text).toContain(view('<h1>Tasks</h1>'));
      expect(Date.now() - started).toBeLessThan(DRAWING_DEADLINE_MS + 1000);
    });

    it('draws at most a few pages at once: past them, a page goes at once without the data', async () => {
      write('shell/dist/index.html', '<!doctype html><html><div id="root"></div></html>');
      write('shell/dist/prerendered/frame/frames.json', JSON.stringify(['/tasks']));
      write(
        'shell/dist/prerendered/frame/tasks.en.html',
        '<!--first-view:mf-tasks/TasksPage--><span>loading</span><!--/first-view-->',
      );
      write('mf-tasks/dist/prerendered/first-view/TasksPage.en.html', '<h1>Tasks</h1>');
      write(
        'mf-tasks/dist/server/TasksPage.first-view.cjs',
        `exports.default = () => new Promise((resolve) =>
          setTimeout(() => resolve({ html: '<h1>Drawn</h1>', reads: {} }), 300));`,
      );
      const { agent } = await gateway().signUp();

      const pages = await Promise.all(
        Array.from({ length: DRAWINGS_AT_ONCE + 2 }, () => agent.get('/tasks').expect(200)),
      );
      const drawn = pages.filter((page) => page.text.includes('<h1>Drawn</h1>'));
      expect(drawn).toHaveLength(DRAWINGS_AT_ONCE);
      expect(pages.filter((page) => page.text.includes('<h1>Tasks</h1>'))).toHaveLength(2);
    });

    it("preloads the manifest of each remote the page's slots show, once", async () => {
      write(
        'shell/dist/index.html',
        '<!doctype html><html lang="en" dir="ltr"><head><title>shell</title></head><body><div id="root"></div></body></html>',
      );
      write('shell/dist/prerendered/frame/frames.json', JSON.stringify(['/', '/tasks']));
      const slot = (remote: string, module: string) =>
        `<!--first-view:${remote}/${module}--><span>loading</span><!--/first-view-->`;
      write(
        'shell/dist/prerendered/frame/home.en.html',
        slot('mf-tasks', 'TodayTasksCard') +
          slot('mf-habits', 'TodayHabitsCard') +
          slot('mf-habits', 'WeeklyProgressCard'),
      );
      write('shell/dist/prerendered/frame/tasks.en.html', slot('mf-tasks', 'TasksPage'));
      const { agent } = await gateway().signUp();

      const head = (html: string) => html.slice(0, html.indexOf('</head>'));
      const manifest = (remote: string) =>
        `<link rel="preload" href="/remotes/${remote}/mf-manifest.json" as="fetch" crossorigin>`;
      const tasks = head((await agent.get('/tasks').expect(200)).text);
      expect(tasks).toContain(manifest('mf-tasks'));
      expect(tasks).not.toContain('mf-habits');
      const home = head((await agent.get('/').expect(200)).text);
      expect(home).toContain(manifest('mf-tasks') + manifest('mf-habits'));
      expect(home.match(/mf-habits\/mf-manifest\.json/g)).toHaveLength(1);
      // Never a script: a failed script preload would fail every later load of its file.
      expect(home).not.toMatch(/as="script"[^>]*remotes|remotes[^>]*as="script"/);
    });

    it('leaves out, on a phone, the manifest of a remote whose slots wait for a scroll', async () => {
      write(
        'shell/dist/index.html',
        '<!doctype html><html lang="en" dir="ltr"><head><title>shell</title></head><body><div id="root"></div></body></html>',
      );
      write('shell/dist/prerendered/frame/frames.json', JSON.stringify(['/']));
      const slot = (remote: string, module: string, waiting = '') =>
        `<!--first-view:${remote}/${module}-->${waiting}<span>loading</span><!--/first-view-->`;
      write(
        'shell/dist/prerendered/frame/home.en.html',
        slot('mf-habits', 'TodayHabitsCard') +
          slot('mf-pomodoro', 'PomodoroCard', LOADS_WHEN_NEAR_MARK) +
          slot('mf-habits', 'WeeklyProgressCard', LOADS_WHEN_NEAR_MARK),
      );
      const { agent } = await gateway().signUp();
      const head = async (userAgent: string) => {
        const html = (await agent.get('/').set('User-Agent', userAgent).expect(200)).text;
        return html.slice(0, html.indexOf('</head>'));
      };

      const phone = await head('Mozilla/5.0 (Linux; Android 14) Mobile Safari/537.36');
      // Shown at once by its other slot.
      expect(phone).toContain('/remotes/mf-habits/mf-manifest.json');
      expect(phone).not.toContain('mf-pomodoro');
      // On a wide screen those widgets are on the first screen.
      const desktop = await head('Mozilla/5.0 (X11; Linux x86_64) Chrome/130.0 Safari/537.36');
      expect(desktop).toContain('/remotes/mf-pomodoro/mf-manifest.json');
    });

    it('never serves files outside the build folders or hidden files', async () => {
      write('shell/dist/index.html', '<!doctype html><title>shell</title>');
      write('shell/dist/.env', 'SECRET=1');
      write('secret.txt', 'top secret');
      const agent = gateway().anonymous();
      for (const url of [
        '/%2e%2e/secret.txt',
        '/remotes/mf-habits/%2e%2e/%2e%2e/secret.txt',
        '/.env',
        '/%2e%2e%2fsecret.txt',
      ]) {
        const response = await agent.get(url);
        expect(response.text).not.toContain('top secret');
        expect(response.text).not.toContain('SECRET');
      }
      rmSync(path.join(gateway().staticRoot, 'secret.txt'));
    });
  });
});

/** Writes build output under a gateway's static root, each file at its path. */
function writeBuilds(root: string, files: Record<string, string>) {
  for (const [relative, content] of Object.entries(files)) {
    const file = path.join(root, relative);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, content);
  }
}

describeEachDatabase('gateway remote map from the environment', (db) => {
  it('points remotes elsewhere and allows their origin in the CSP', async () => {
    const remotes = remotesFromEnv({
      REMOTE_MF_HABITS_URL: 'https://cdn.example.com/habits/mf-manifest.json',
    });
    const gateway = startGateway(db(), { remotes });
    try {
      const response = await request(gateway.server).get('/remotes.json').expect(200);
      expect(response.body['mf-habits']).toBe('https://cdn.example.com/habits/mf-manifest.json');
      expect(response.body['mf-tasks']).toBe('/remotes/mf-tasks/mf-manifest.json');
      expect(response.headers['content-security-policy']).toContain(
        "script-src 'self' https://cdn.example.com",
      );
    } finally {
      await gateway.close();
    }
  });

  it('leaves the landing out of / while mf-landing lives on another host', async () => {
    const remotes = remotesFromEnv({
      REMOTE_MF_LANDING_URL: 'https://cdn.example.com/landing/mf-manifest.json',
    });
    const gateway = startGateway(db(), { remotes });
    try {
      // The local copy may be an older release than the one the browser will load.
      writeBuilds(gateway.staticRoot, {
        'shell/dist/index.html': '<html lang="en"><div id="root"></div></html>',
        'mf-landing/dist/prerendered/en.html': '<h1>Old hub</h1>',
      });
      const page = await request(gateway.server).get('/').expect(200);
      expect(page.text).not.toContain('Old hub');
    } finally {
      await gateway.close();
    }
  });

  it('sends the plain shell when the signed-in user cannot be read for the first view', async () => {
    const gateway = startGateway(db(), {
      signedInUser: () => Promise.reject(new Error('the database is gone')),
    });
    const logged = jest.spyOn(console, 'error').mockImplementation(() => {});
    try {
      writeBuilds(gateway.staticRoot, {
        'shell/dist/index.html': '<html lang="en"><div id="root"></div></html>',
        'shell/dist/prerendered/frame/frames.json': '["/"]',
        'shell/dist/prerendered/frame/home.en.html': '<h1>Welcome back</h1>',
      });
      const page = await request(gateway.server)
        .get('/')
        .set('Cookie', 'ps.sid=a-session; ps.sid.sig=its-signature')
        .expect(200);
      expect(page.text).toContain('<div id="root"></div>');
      expect(logged).toHaveBeenCalled();
    } finally {
      logged.mockRestore();
      await gateway.close();
    }
  });

  it("leaves a remote's first view out of the frame while the remote lives on another host", async () => {
    const remotes = remotesFromEnv({
      REMOTE_MF_HABITS_URL: 'https://cdn.example.com/habits/mf-manifest.json',
    });
    const gateway = startGateway(db(), { remotes });
    try {
      writeBuilds(gateway.staticRoot, {
        'shell/dist/index.html': '<html lang="en"><head></head><div id="root"></div></html>',
        'shell/dist/prerendered/frame/frames.json': '["/habits"]',
        'shell/dist/prerendered/frame/habits.en.html':
          '<!--first-view:mf-habits/HabitsPage--><span>loading</span><!--/first-view-->',
        'mf-habits/dist/prerendered/first-view/HabitsPage.en.html': '<h1>Old habits</h1>',
      });
      const agent = request.agent(gateway.server);
      await agent
        .post(API.signup)
        .send({ username: 'far-away', password: 'secret123' })
        .expect(201);
      const page = await agent.get('/habits').expect(200);
      expect(page.text).toContain('<span>loading</span>');
      expect(page.text).not.toContain('Old habits');
      // Nor its manifest preloaded from here: the browser loads the remote from its own host.
      expect(page.text).not.toContain('/remotes/mf-habits/');
    } finally {
      await gateway.close();
    }
  });

  it('writes one access log line per request', async () => {
    const lines: string[] = [];
    const gateway = startGateway(db(), { log: (line) => lines.push(line) });
    try {
      await request(gateway.server).get('/health').expect(200);
      await request(gateway.server).get(API.habits).expect(401);
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(lines).toHaveLength(2);
      expect(lines[0]).toMatch(/ GET \/health 200 [\d.]+ms /);
      expect(lines[1]).toMatch(/ GET \/api\/habits 401 [\d.]+ms /);
    } finally {
      await gateway.close();
    }
  });
});
