import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { unzipSync } from 'fflate';

const pomodoro = path.resolve(__dirname, '../..');
let out: string;

beforeAll(() => {
  out = mkdtempSync(path.join(os.tmpdir(), 'ps-extension-'));
  execFileSync(process.execPath, ['--import', 'tsx', 'extension/build.ts', out], { cwd: pomodoro });
}, 120_000);
afterAll(() => rmSync(out, { recursive: true, force: true }));

const manifestOf = (browser: string) =>
  JSON.parse(readFileSync(path.join(out, browser, 'manifest.json'), 'utf8')) as Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

describe('the blocker extension build', () => {
  it('writes an unpacked Manifest V3 extension and a zip of it for each browser', () => {
    for (const browser of ['chromium', 'firefox']) {
      const manifest = manifestOf(browser);
      expect(manifest.manifest_version).toBe(3);
      expect(manifest.permissions).toContain('declarativeNetRequestWithHostAccess');
      const zipped = Object.keys(unzipSync(readFileSync(path.join(out, `${browser}.zip`))));
      for (const file of [
        'manifest.json',
        'background.js',
        'bridge.js',
        'blocked.html',
        'blocked-page.js',
        '_locales/ar/messages.json',
      ]) {
        expect(existsSync(path.join(out, browser, file))).toBe(true);
        expect(zipped).toContain(file);
      }
    }
    expect(manifestOf('chromium').background).toEqual({ service_worker: 'background.js' });
    expect(manifestOf('firefox').background).toEqual({ scripts: ['background.js'] });
  });

  it('is translated into English, French and Arabic with the same messages', () => {
    const ids = (language: string) =>
      Object.keys(
        JSON.parse(
          readFileSync(path.join(out, 'chromium', '_locales', language, 'messages.json'), 'utf8'),
        ),
      ).sort();
    expect(ids('fr')).toEqual(ids('en'));
    expect(ids('ar')).toEqual(ids('en'));
    expect(ids('en')).toEqual(
      expect.arrayContaining(['blockedTitle', 'goBack', 'returnToPomodoro']),
    );
  });

  it('passes web-ext lint for Firefox with no errors and no warnings', () => {
    const report = JSON.parse(
      execFileSync(
        process.execPath,
        [
          path.join(pomodoro, '..', 'node_modules', 'web-ext', 'bin', 'web-ext.js'),
          'lint',
          '--source-dir',
          path.join(out, 'firefox'),
          '--output',
          'json',
          '--no-config-discovery',
        ],
        { cwd: pomodoro, encoding: 'utf8' },
      ),
    ) as { summary: { errors: number; warnings: number }; errors: unknown[]; warnings: unknown[] };
    expect({ errors: report.errors, warnings: report.warnings }).toEqual({
      errors: [],
      warnings: [],
    });
    expect(report.summary).toMatchObject({ errors: 0, warnings: 0 });
  }, 120_000);
});
