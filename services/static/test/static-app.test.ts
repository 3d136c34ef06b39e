import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { createStaticApp } from '../src/app';
import { IMMUTABLE, REVALIDATE } from '@ps/service/cache-rules';

function buildFolder(files: Record<string, string>): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'ps-static-'));
  for (const [name, body] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    writeFileSync(path.join(dir, name), body);
  }
  return dir;
}

describe('a remote host', () => {
  const root = buildFolder({
    'mf-manifest.json': '{"name":"mf_habits"}',
    'remoteEntry.js': 'var mf_habits;',
    '121.3079c7c1.js': 'chunk',
    'assets/logo.0a1b2c3d.svg': '<svg/>',
    'notes.txt': 'plain',
    '512.52eb1777.js': 'const chunk = 1;\n'.repeat(200),
    '.build-hash': 'secret-ish',
  });
  const server = createStaticApp({ root }).callback();
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it.each(['/mf-manifest.json', '/remoteEntry.js'])(
    'revalidates %s and lets any origin fetch it',
    async (file) => {
      const res = await request(server).get(file).set('Origin', 'http://public.example');
      expect(res.status).toBe(200);
      expect(res.headers['cache-control']).toBe(REVALIDATE);
      expect(res.headers['access-control-allow-origin']).toBe('*');
    },
  );

  it.each(['/121.3079c7c1.js', '/assets/logo.0a1b2c3d.svg'])(
    'caches the hashed file %s forever',
    async (file) => {
      const res = await request(server).get(file);
      expect(res.status).toBe(200);
      expect(res.headers['cache-control']).toBe(IMMUTABLE);
    },
  );

  it('compresses what is worth compressing', async () => {
    const res = await request(server).get('/512.52eb1777.js').set('Accept-Encoding', 'gzip');
    expect(res.headers['content-encoding']).toBe('gzip');
  });

  it('revalidates an unhashed file', async () => {
    const res = await request(server).get('/notes.txt');
    expect(res.headers['cache-control']).toBe(REVALIDATE);
  });

  it('never serves hidden files nor falls back to an index', async () => {
    expect((await request(server).get('/.build-hash')).status).toBe(404);
    expect((await request(server).get('/habits').set('Accept', 'text/html')).status).toBe(404);
  });

  it('answers a CORS preflight', async () => {
    const res = await request(server).options('/mf-manifest.json');
    expect(res.status).toBe(204);
    expect(res.headers['access-control-allow-methods']).toContain('GET');
  });

  it('is healthy with its build present', async () => {
    const res = await request(server).get('/health');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'ok' });
  });
});

describe('the shell host', () => {
  const root = buildFolder({
    'index.html': '<!doctype html><title>shell</title>',
    'sw.js': 'self.addEventListener("fetch", () => {});',
    'main.1234abcd.js': 'main',
  });
  const server = createStaticApp({ root, spaFallback: true }).callback();
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it.each(['/', '/habits', '/tasks/12'])(
    'answers index.html uncached for the page %s',
    async (page) => {
      const res = await request(server).get(page).set('Accept', 'text/html');
      expect(res.status).toBe(200);
      expect(res.text).toContain('<title>shell</title>');
      expect(res.headers['cache-control']).toBe(REVALIDATE);
    },
  );

  it('revalidates the service worker', async () => {
    expect((await request(server).get('/sw.js')).headers['cache-control']).toBe(REVALIDATE);
  });

  it('answers 404 for a missing file rather than the page', async () => {
    expect((await request(server).get('/missing.abcdef12.js')).status).toBe(404);
  });
});

describe('a host without its build', () => {
  it('reports unhealthy, so no orchestrator routes to it', async () => {
    const root = buildFolder({});
    const res = await request(createStaticApp({ root }).callback()).get('/health');
    expect(res.status).toBe(503);
    expect(res.body.message).toContain('No build');
    rmSync(root, { recursive: true, force: true });
  });
});
