/**
 * Front-end budgets, measured in Debian's Chromium against the gateway; each figure is printed
 * beside its budget with PASS or FAIL, and a FAIL makes the bench exit non-zero:
 * 1. the landing page's first load: gzipped bytes of every JavaScript file it downloads before
 *    the visitor touches it — budget 40 KB. The app (shell, shared chunks, mf-landing) starts at
 *    the first touch, so the bench also prints what that brings, and how long a phone's first tap
 *    on the menu takes to show it;
 * 2. React, ReactDOM, MUI and emotion each loaded once across the shell and all five remotes
 *    (read from the Module Federation share scope on the signed-in dashboard, and checked in
 *    the downloaded code);
 * 3. Lighthouse 12 on the landing page: performance 99 or more, accessibility 100, when the
 *    lighthouse package is installed; its CPU slowdown calibrated to this machine
 *    (calibratedSlowdown), the preset's own printed beside it.
 *
 * `runFrontendBench()` starts its own gateway on BENCH_FRONTEND_PORT (3112) unless given a
 * base URL; the front ends must be built (`npm run build`). Run alone:
 * `node --import tsx shared/bench/frontend.ts`.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type Browser, type Page } from '@playwright/test';
import { SHARE_SCOPES_GLOBAL } from '../../shell/src/remotes/containers';
import { CHROMIUM_PATH as CHROMIUM } from '../e2e/chromium';
import {
  auditAtCalibratedSlowdown,
  keepArtifactsIn,
  measuredRuns,
  unmeasured,
} from './lighthouse-report';

const root = path.resolve(__dirname, '../..');
const LANDING_BUDGET_BYTES = 40 * 1024;
const LIGHTHOUSE_MIN_PERFORMANCE = 99;
const LIGHTHOUSE_MIN_ACCESSIBILITY = 100;

/** Code that exists in exactly one module of each package, so a second copy shows up. */
const CODE_MARKERS = {
  'react-dom': '__reactContainer$',
  '@emotion/react': '__EMOTION_TYPE_PLEASE_DO_NOT_USE__',
  // The ripple's class names: only TouchRipple (inside every button) builds them.
  '@mui/material': 'MuiTouchRipple',
} as const;
const SINGLETONS = ['react', 'react-dom', '@mui/material', '@emotion/react'] as const;

export interface FrontendBenchResult {
  landingJsGzipBytes: number;
  landingJsFiles: number;
  landingWithinBudget: boolean;
  /** The same, once the app has started over the landing page. */
  appStartedJsGzipBytes: number;
  appStartedJsFiles: number;
  /** A throttled phone (PHONE_THROTTLING): from the first tap on the menu to the menu open. */
  firstMenuTapMs: number;
  /** Per package: the distinct containers that provided a loaded copy (must be one). */
  singletonProviders: Record<string, string[]>;
  /** Per package: how many downloaded files contain its marker code (must be one). */
  singletonCopies: Record<string, number>;
  singletonsOnce: boolean;
  /** Lighthouse's phone (slow 4G, CPU slowed 4× from a reference desktop) and its desktop preset. */
  lighthouse: Record<LighthouseDevice, LighthouseScores | { skipped: string }>;
}

type LighthouseDevice = 'mobile' | 'desktop';
interface LighthouseScores {
  performance: number;
  accessibility: number;
  /** Largest contentful paint and total blocking time, ms: what the performance score weighs most. */
  lcpMs: number;
  tbtMs: number;
  /** How many runs the figures are the median of (a run that measured nothing is left out). */
  runs?: number;
  /** The CPU slowdown the figures were simulated at (calibratedSlowdown). */
  slowdown: number;
  /** The same run's performance at the preset's own slowdown, whatever this machine's speed. */
  performanceAtDefault: number;
}

/** Lighthouse's own CPU slowdown for each device: 4× for a phone, none for the desktop preset. */
const DEVICE_SLOWDOWN: Record<LighthouseDevice, number> = { mobile: 4, desktop: 1 };

async function waitForHealth(baseUrl: string, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${baseUrl}/health`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error(`the gateway at ${baseUrl} did not become healthy`);
}

function startGateway(port: number): { child: ChildProcess; dataDir: string } {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'ps-bench-front-'));
  const child = spawn('npx', ['tsx', 'services/gateway/src/server.ts'], {
    cwd: root,
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, BCRYPT_ROUNDS: '4' },
    stdio: 'ignore',
    detached: true,
  });
  return { child, dataDir };
}

function stopGateway(child: ChildProcess): void {
  if (child.pid) {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // Already gone.
    }
  }
}

/** Every JavaScript file a fresh visitor downloads: before touching the page, and once the app runs. */
async function landingLoads(browser: Browser, baseUrl: string) {
  const context = await browser.newContext({ serviceWorkers: 'block' });
  const page = await context.newPage();
  const bodies = new Map<string, Buffer>();
  page.on('response', async (response) => {
    if (!/\.m?js(\?|$)/.test(new URL(response.url()).pathname)) return;
    try {
      bodies.set(response.url(), await response.body());
    } catch {
      // A response without a body (redirect) carries no code.
    }
  });
  const downloaded = () => ({
    gzipBytes: [...bodies.values()].reduce((sum, body) => sum + gzipSync(body).length, 0),
    files: bodies.size,
  });
  await page.goto(baseUrl, { waitUntil: 'networkidle' });
  const getStarted = page.getByRole('link', { name: /get started/i }).first();
  await getStarted.waitFor({ timeout: 15_000 });
  await page.waitForLoadState('networkidle');
  const firstLoad = downloaded();
  // A mouse pointer over a link: the app starts.
  await getStarted.hover();
  await page.locator(PRERENDERED).waitFor({ state: 'detached', timeout: 30_000 });
  await page.waitForLoadState('networkidle');
  const appStarted = downloaded();
  await context.close();
  return { firstLoad, appStarted };
}

const PRERENDERED = '[data-prerendered-landing]';
/** Lighthouse's phone: slow 4G and a CPU four times slower than this machine's. */
const PHONE_THROTTLING = { cpuRate: 4, latencyMs: 150, downBitsPerSecond: 1.6e6 };

/**
 * On a throttled phone, the menu as the first thing touched: from the tap to the menu on screen.
 * The menu is a popover the browser opens itself, so this should not wait for the app.
 */
async function firstMenuTap(browser: Browser, baseUrl: string): Promise<number> {
  const context = await browser.newContext({
    serviceWorkers: 'block',
    viewport: { width: 390, height: 844 },
    hasTouch: true,
    isMobile: true,
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: PHONE_THROTTLING.cpuRate });
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: PHONE_THROTTLING.latencyMs,
    downloadThroughput: PHONE_THROTTLING.downBitsPerSecond / 8,
    uploadThroughput: PHONE_THROTTLING.downBitsPerSecond / 8,
  });
  await page.goto(baseUrl, { waitUntil: 'load' });
  const toggle = page.getByRole('button', { name: 'Menu' });
  const tappedAt = Date.now();
  await toggle.tap();
  await page.locator('nav[popover]').waitFor({ state: 'visible', timeout: 60_000 });
  const waited = Date.now() - tappedAt;
  await context.close();
  return waited;
}

interface ShareEntry {
  from?: string;
  loaded?: boolean;
}

/** Which containers provided a loaded copy of each package, after every remote has loaded. */
async function sharedProviders(page: Page): Promise<Record<string, string[]>> {
  const scopes = await page.evaluate(
    (global) =>
      JSON.parse(
        JSON.stringify((window as unknown as Record<string, unknown>)[global] ?? {}),
      ) as Record<string, Record<string, Record<string, ShareEntry>>>,
    SHARE_SCOPES_GLOBAL,
  );
  const providers: Record<string, Set<string>> = {};
  for (const packages of Object.values(scopes)) {
    for (const [name, versions] of Object.entries(packages)) {
      const singleton = SINGLETONS.find(
        (pkg) => name === pkg || (pkg === '@mui/material' && name.startsWith('@mui/material/')),
      );
      if (!singleton) continue;
      for (const entry of Object.values(versions)) {
        if (!entry.loaded) continue;
        // Each '@mui/material/X' module may come from any one container; per module, one.
        const key = singleton === '@mui/material' ? name : singleton;
        (providers[key] ??= new Set()).add(entry.from ?? '?');
      }
    }
  }
  return Object.fromEntries(Object.entries(providers).map(([k, v]) => [k, [...v]]));
}

/** Signs a fresh user up and loads the dashboard, where all five remotes are on one page. */
async function dashboardSingletons(browser: Browser, baseUrl: string) {
  const context = await browser.newContext({ serviceWorkers: 'block' });
  const page = await context.newPage();
  const scripts = new Map<string, string>();
  page.on('response', async (response) => {
    if (!/\.m?js(\?|$)/.test(new URL(response.url()).pathname)) return;
    try {
      scripts.set(response.url(), (await response.body()).toString('utf8'));
    } catch {
      // No body.
    }
  });
  const username = `bench${Date.now().toString(36)}`;
  const signup = await page.request.post(`${baseUrl}/api/auth/signup`, {
    data: { username, password: 'bench-secret' },
  });
  if (!signup.ok()) throw new Error(`sign-up failed: ${signup.status()}`);
  await page.goto(baseUrl, { waitUntil: 'networkidle' });
  await page.getByRole('heading', { level: 1 }).first().waitFor({ timeout: 60_000 });
  await page.goto(`${baseUrl}/habits`, { waitUntil: 'networkidle' });
  await page.goto(`${baseUrl}/login`, { waitUntil: 'networkidle' });
  await page.goto(baseUrl, { waitUntil: 'networkidle' });
  const providers = await sharedProviders(page);
  await context.close();

  const copies = Object.fromEntries(
    Object.entries(CODE_MARKERS).map(([pkg, marker]) => [
      pkg,
      [...scripts.values()].filter((code) => code.includes(marker)).length,
    ]),
  );
  return { providers, copies };
}

function lighthouseBinary(): string | null {
  const bin = path.join(root, 'node_modules', '.bin', 'lighthouse');
  return existsSync(bin) ? bin : null;
}

function runLighthouse(
  baseUrl: string,
  device: LighthouseDevice,
): LighthouseScores | { skipped: string } {
  const bin = lighthouseBinary();
  if (!bin) return { skipped: 'lighthouse is not installed (npm install -D lighthouse@12)' };
  const out = mkdtempSync(path.join(os.tmpdir(), 'ps-lighthouse-'));
  const report = path.join(out, 'report.json');
  const artifacts = path.join(out, 'artifacts');
  const settings = [
    '--only-categories=performance,accessibility',
    ...(device === 'desktop' ? ['--preset=desktop'] : []),
  ];
  try {
    const result = spawnSync(
      bin,
      [
        `${baseUrl}/`,
        ...settings,
        ...keepArtifactsIn(artifacts),
        '--output=json',
        `--output-path=${report}`,
        `--chrome-path=${CHROMIUM}`,
        '--chrome-flags=--headless=new --no-sandbox --disable-gpu',
        '--quiet',
      ],
      { encoding: 'utf8', timeout: 180_000, env: { ...process.env, CHROME_PATH: CHROMIUM } },
    );
    if (!existsSync(report)) {
      return {
        skipped: `lighthouse failed: ${(result.stderr || result.stdout || '').slice(-300)}`,
      };
    }
    const atDefault = reportFigures(report);
    if ('skipped' in atDefault) return atDefault;
    // Simulated again at the slowdown calibrated to this machine, as the signed-in bench does.
    const again = auditAtCalibratedSlowdown(
      bin,
      artifacts,
      { slowdown: DEVICE_SLOWDOWN[device], benchmarkIndex: atDefault.benchmarkIndex },
      settings,
    );
    if ('failed' in again) return { skipped: `lighthouse could not audit again: ${again.failed}` };
    const figures = reportFigures(again.report);
    if ('skipped' in figures) return figures;
    return { ...figures, slowdown: again.slowdown, performanceAtDefault: atDefault.performance };
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
}

function reportFigures(report: string):
  | (Omit<LighthouseScores, 'slowdown' | 'performanceAtDefault'> & { benchmarkIndex: number })
  | {
      skipped: string;
    } {
  const json = JSON.parse(readFileSync(report, 'utf8')) as {
    runtimeError?: { code: string };
    environment: { benchmarkIndex: number };
    categories: Record<string, { score: number }>;
    audits: Record<string, { numericValue: number }>;
  };
  const nothingMeasured = unmeasured(json);
  if (nothingMeasured) return { skipped: nothingMeasured };
  return {
    performance: Math.round(json.categories.performance.score * 100),
    accessibility: Math.round(json.categories.accessibility.score * 100),
    lcpMs: Math.round(json.audits['largest-contentful-paint']!.numericValue),
    tbtMs: Math.round(json.audits['total-blocking-time']!.numericValue),
    benchmarkIndex: Math.round(json.environment.benchmarkIndex),
  };
}

const LIGHTHOUSE_RUNS = 3;

/**
 * Lighthouse varies from run to run; its authors advise the median of several. A run that
 * measured nothing is made again (measuredRuns).
 */
async function medianLighthouse(
  baseUrl: string,
  device: LighthouseDevice,
): Promise<LighthouseScores | { skipped: string }> {
  const runs = await measuredRuns(
    LIGHTHOUSE_RUNS,
    () => runLighthouse(baseUrl, device),
    (run) => !('skipped' in run),
  );
  const scored = runs.filter((run): run is LighthouseScores => !('skipped' in run));
  if (scored.length === 0) return runs[0]!;
  const median = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
  return {
    runs: scored.length,
    performance: median(scored.map((run) => run.performance)),
    accessibility: median(scored.map((run) => run.accessibility)),
    lcpMs: median(scored.map((run) => run.lcpMs)),
    tbtMs: median(scored.map((run) => run.tbtMs)),
    slowdown: median(scored.map((run) => run.slowdown)),
    performanceAtDefault: median(scored.map((run) => run.performanceAtDefault)),
  };
}

export async function runFrontendBench(
  options: { baseUrl?: string } = {},
): Promise<FrontendBenchResult> {
  const port = Number(process.env.BENCH_FRONTEND_PORT || 3112);
  const gateway = options.baseUrl ? null : startGateway(port);
  const baseUrl = options.baseUrl ?? `http://localhost:${port}`;
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ['--no-sandbox', '--disable-gpu'],
  });
  try {
    await waitForHealth(baseUrl);
    const landing = await landingLoads(browser, baseUrl);
    const firstMenuTapMs = await firstMenuTap(browser, baseUrl);
    const { providers, copies } = await dashboardSingletons(browser, baseUrl);
    const lighthouse = {
      mobile: await medianLighthouse(baseUrl, 'mobile'),
      desktop: await medianLighthouse(baseUrl, 'desktop'),
    };
    const singletonsOnce =
      Object.values(providers).every((from) => from.length === 1) &&
      Object.values(copies).every((count) => count === 1);
    const result: FrontendBenchResult = {
      landingJsGzipBytes: landing.firstLoad.gzipBytes,
      landingJsFiles: landing.firstLoad.files,
      landingWithinBudget: landing.firstLoad.gzipBytes <= LANDING_BUDGET_BYTES,
      appStartedJsGzipBytes: landing.appStarted.gzipBytes,
      appStartedJsFiles: landing.appStarted.files,
      firstMenuTapMs,
      singletonProviders: providers,
      singletonCopies: copies,
      singletonsOnce,
      lighthouse,
    };
    print(result);
    return result;
  } finally {
    await browser.close();
    if (gateway) {
      stopGateway(gateway.child);
      rmSync(gateway.dataDir, { recursive: true, force: true });
    }
  }
}

function print(result: FrontendBenchResult): void {
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
  const mark = (ok: boolean) => {
    if (!ok) process.exitCode = 1;
    return ok ? 'PASS' : 'FAIL';
  };
  console.log('\nFront end');
  console.log(
    `  landing first load: ${kb(result.landingJsGzipBytes)} gzipped JS in ${result.landingJsFiles} files` +
      ` (budget ${kb(LANDING_BUDGET_BYTES)}): ${mark(result.landingWithinBudget)}`,
  );
  console.log(
    `  once the app has started over it (first touch): ${kb(result.appStartedJsGzipBytes)} in ${result.appStartedJsFiles} files`,
  );
  console.log(
    `  a throttled phone's first tap on the menu (CPU ${PHONE_THROTTLING.cpuRate}x, ${PHONE_THROTTLING.latencyMs} ms RTT, ` +
      `${PHONE_THROTTLING.downBitsPerSecond / 1e6} Mbps) opens it after ${result.firstMenuTapMs} ms`,
  );
  // The share scope marks each copy a remote took, with the build that provided it: the shell,
  // which imports its own copies directly (a package only the shell uses is taken by no remote).
  const core = ['react', 'react-dom', '@emotion/react'];
  for (const pkg of core) {
    const from = result.singletonProviders[pkg];
    console.log(
      `  ${pkg}: ${from ? `taken by the remotes from the copy of ${from.join(', ')}` : 'taken by no remote'}`,
    );
  }
  const muiModules = Object.entries(result.singletonProviders).filter(([k]) =>
    k.startsWith('@mui/material/'),
  );
  const muiTwice = muiModules.filter(([, from]) => from.length > 1).map(([k]) => k);
  console.log(
    `  @mui/material: ${muiModules.length} shared modules taken by remotes, ${muiTwice.length} more than once` +
      (muiTwice.length ? ` (${muiTwice.join(', ')})` : ''),
  );
  for (const [pkg, count] of Object.entries(result.singletonCopies)) {
    console.log(`  files containing ${pkg}'s code: ${count}`);
  }
  console.log(`  singletons loaded once (budget: yes): ${mark(result.singletonsOnce)}`);
  for (const [device, scores] of Object.entries(result.lighthouse)) {
    if ('skipped' in scores) {
      console.log(`  Lighthouse ${device}: skipped (${scores.skipped})`);
      continue;
    }
    console.log(
      `  Lighthouse ${device}, median of ${scores.runs ?? LIGHTHOUSE_RUNS}, CPU ${scores.slowdown}× (calibrated):` +
        ` performance ${scores.performance}` +
        ` (budget ${LIGHTHOUSE_MIN_PERFORMANCE}): ${mark(scores.performance >= LIGHTHOUSE_MIN_PERFORMANCE)},` +
        ` accessibility ${scores.accessibility} (budget ${LIGHTHOUSE_MIN_ACCESSIBILITY}):` +
        ` ${mark(scores.accessibility >= LIGHTHOUSE_MIN_ACCESSIBILITY)};` +
        ` LCP ${scores.lcpMs} ms, TBT ${scores.tbtMs} ms;` +
        ` performance ${scores.performanceAtDefault} at Lighthouse's own ${DEVICE_SLOWDOWN[device as LighthouseDevice]}×`,
    );
  }
}

/** shared/bench/run.ts calls each module's run(). */
export const run = async (): Promise<void> => {
  await runFrontendBench();
};

if (require.main === module) {
  runFrontendBench({ baseUrl: process.env.BENCH_BASE_URL }).catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
