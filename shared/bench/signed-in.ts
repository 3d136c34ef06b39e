/**
 * The signed-in app's loading, in Debian's Chromium against the built server as `npm start` runs
 * it, signed in as the heavy user (20 habits with a year of check-ins, 5,000 tasks, 3,000 focus
 * sessions). Each figure is printed beside its budget with PASS or FAIL; a FAIL makes the bench
 * exit non-zero:
 * 1. the dashboard's first load in a fresh browser: at most 40 requests and 250 KB of gzipped
 *    JavaScript, and no library downloaded twice (code found in exactly one module of each
 *    package appears in one downloaded file);
 * 2. the data calls do not wait for the remotes' code: at the next start (the app's code in the
 *    HTTP cache, as on any later visit) the first data call is made before any remote's code has
 *    run (the page has their files downloading from the start, so what counts is when they run);
 * 3. Lighthouse 12 (a phone on slow 4G, its CPU slowed 4× from a reference desktop: more on a
 *    faster machine, less on a slower one, calibratedSlowdown), median of BENCH_LIGHTHOUSE_RUNS (3)
 *    on each page people open every day: performance 90 or more, accessibility 100, LCP 2.5 s and
 *    TBT 200 ms at most. The same runs at Lighthouse's own 4× are printed beside them.
 * Run alone: `node --import tsx shared/bench/signed-in.ts`.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type Browser, type BrowserContext } from '@playwright/test';
import { REPO_ROOT } from '@ps/service/config';
import { CHROMIUM_PATH as CHROMIUM } from '../e2e/chromium';
import { recordStartOrder } from '../e2e/support';
import { HEAVY_TIME_ZONE, heavyUserDataDir, signInHeavyUser } from './heavy-user';
import { cpuTimesNow, kernelSharePercent } from './kernel-share';
import { lighthouseBrowser } from './lighthouse-browser';
import { cpuBlockingTimeMs, mainThreadRunPercent } from './trace-cpu';
import {
  auditAtCalibratedSlowdown,
  keepArtifactsIn,
  traceIn,
  measuredRuns,
  unmeasured,
} from './lighthouse-report';
import { SERVER_NODE_FLAGS } from '../scripts/server-node-flags.cjs';

const PORT = Number(process.env.BENCH_SIGNED_IN_PORT || 4160);
/** The pages people open every day; BENCH_LIGHTHOUSE_PAGES (`/,/progress`) measures some only. */
const PAGES = process.env.BENCH_LIGHTHOUSE_PAGES?.split(',') ?? [
  '/',
  '/habits',
  '/tasks',
  '/pomodoro',
  '/progress',
];
const LIGHTHOUSE_RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS || 3);
/** A folder to keep each Lighthouse report and trace in (long tasks, script costs), when set. */
const LIGHTHOUSE_KEEP = process.env.BENCH_LIGHTHOUSE_KEEP;
const BUDGET = {
  requests: 40,
  jsGzipBytes: 250 * 1024,
  performance: 90,
  accessibility: 100,
  lcpMs: 2500,
  tbtMs: 200,
};
/** Code that exists in exactly one module of each package, so a second copy shows up. */
const CODE_MARKERS = {
  'react-dom': '__reactContainer$',
  '@emotion/react': '__EMOTION_TYPE_PLEASE_DO_NOT_USE__',
  '@mui/material': 'MuiTouchRipple',
  zod: '$ZodError',
} as const;

let failed = false;
function mark(ok: boolean): string {
  if (!ok) failed = true;
  return ok ? 'PASS' : 'FAIL';
}

async function waitForHealth(base: string): Promise<void> {
  for (let i = 0; i < 600; i += 1) {
    try {
      if ((await fetch(`${base}/health`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no answer from ${base}/health`);
}

async function signedInContext(browser: Browser, base: string): Promise<BrowserContext> {
  const context = await browser.newContext({
    serviceWorkers: 'block',
    timezoneId: HEAVY_TIME_ZONE,
    viewport: { width: 390, height: 844 },
  });
  await context.addCookies(cookiesFor(base, await signInHeavyUser(base)));
  return context;
}

/** A Cookie header's pairs, as the browser's cookies for `url`'s site. */
function cookiesFor(url: string, cookie: string) {
  const site = new URL(url).origin;
  return cookie.split('; ').map((pair) => {
    const [name, ...value] = pair.split('=');
    return { name: name!, value: value.join('='), url: site };
  });
}

interface Load {
  requests: number;
  jsGzipBytes: number;
  scripts: string[];
  /** When the first data call was asked for and the first remote's code ran, ms after the start. */
  firstDataCallMs: number;
  firstRemoteRunMs: number;
}

async function loadDashboard(context: BrowserContext, base: string): Promise<Load> {
  const page = await context.newPage();
  const startOrder = await recordStartOrder(page);
  let requests = 0;
  const bodies: Promise<Buffer | null>[] = [];
  page.on('request', () => (requests += 1));
  page.on('response', (response) => {
    if (!/\.m?js$/.test(new URL(response.url()).pathname)) return;
    bodies.push(response.body().catch(() => null));
  });
  await page.goto(base, { waitUntil: 'networkidle' });
  await page.getByRole('heading', { name: /^Welcome back/ }).waitFor({ timeout: 60_000 });
  await page.waitForLoadState('networkidle');
  const { dataCalls, firstRemoteRunMs } = await startOrder();
  const scripts = (await Promise.all(bodies)).filter((body): body is Buffer => body !== null);
  await page.close();
  return {
    requests,
    jsGzipBytes: scripts.reduce((sum, body) => sum + gzipSync(body).length, 0),
    scripts: scripts.map((body) => body.toString('utf8')),
    firstDataCallMs: Math.round(Math.min(...dataCalls.map(({ at }) => at))),
    firstRemoteRunMs: Math.round(firstRemoteRunMs),
  };
}

async function dashboardFigures(browser: Browser, base: string): Promise<void> {
  const context = await signedInContext(browser, base);
  const first = await loadDashboard(context, base);
  // The reads noted at the first start are kept a few seconds after it.
  await new Promise((resolve) => setTimeout(resolve, 5500));
  const next = await loadDashboard(context, base);
  await context.close();

  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
  console.log('\nThe signed-in app (the heavy user: a year of data)');
  console.log(
    `  dashboard, first load: ${first.requests} requests (budget ${BUDGET.requests}): ${mark(first.requests <= BUDGET.requests)}`,
  );
  console.log(
    `  dashboard, first load: ${kb(first.jsGzipBytes)} gzipped JavaScript (budget ${kb(BUDGET.jsGzipBytes)}): ${mark(first.jsGzipBytes <= BUDGET.jsGzipBytes)}`,
  );
  for (const [pkg, marker] of Object.entries(CODE_MARKERS)) {
    const files = first.scripts.filter((code) => code.includes(marker)).length;
    console.log(`  files containing ${pkg}'s code: ${files} (budget 1): ${mark(files === 1)}`);
  }
  console.log(
    `  first load: first data call at ${first.firstDataCallMs} ms, first remote's code ran at ${first.firstRemoteRunMs} ms`,
  );
  console.log(
    `  next start: first data call at ${next.firstDataCallMs} ms, before any remote's code ran at ` +
      `${next.firstRemoteRunMs} ms: ${mark(next.firstDataCallMs < next.firstRemoteRunMs)}`,
  );
}

interface Scores {
  performance: number;
  accessibility: number;
  lcpMs: number;
  tbtMs: number;
  /** Lighthouse's measure of this machine's CPU speed: its TBT scales with the machine. */
  benchmarkIndex: number;
  /** The CPU slowdown these figures were simulated at (calibratedSlowdown). */
  slowdown: number;
  /** The same run's figures at Lighthouse's own 4×, whatever this machine's speed. */
  atDefault: Pick<Scores, 'performance' | 'lcpMs' | 'tbtMs'>;
  /** How much of its tasks' wall time the page's thread ran (mainThreadRunPercent). */
  runPercent: number | null;
  /** The run's TBT from its tasks' CPU time at the same slowdown (cpuBlockingTimeMs). */
  cpuTbtMs: number | null;
}

/** The settings of the signed-in pages' runs, the same when a run is audited again. */
const LIGHTHOUSE_SETTINGS = ['--only-categories=performance,accessibility'];
/** Lighthouse's CPU slowdown for a phone. */
const PHONE_SLOWDOWN = 4;

/**
 * One Lighthouse run on `url`, signed in with `cookie`. The cookie goes into the browser's own
 * cookie jar, as a signed-in person's would be, and Lighthouse drives that browser (`--port`).
 * Sent as Lighthouse's extra header instead, it reached only the page's own requests: once the
 * service worker took the page over, every data call it passed on went without it and answered
 * 401, so the pages were measured empty. Lighthouse keeps cookies when it resets storage.
 */
async function lighthouseOnce(url: string, cookie: string): Promise<Scores | string> {
  const bin = path.join(REPO_ROOT, 'node_modules', '.bin', 'lighthouse');
  if (!existsSync(bin)) return 'lighthouse is not installed';
  const out = mkdtempSync(path.join(os.tmpdir(), 'ps-lighthouse-'));
  const report = path.join(out, 'report.json');
  const artifacts = path.join(out, 'artifacts');
  const port = PORT + 1;
  const browser = await lighthouseBrowser(CHROMIUM, port, cookiesFor(url, cookie));
  try {
    const stderr = await finished(
      spawn(
        bin,
        [
          url,
          ...LIGHTHOUSE_SETTINGS,
          ...keepArtifactsIn(artifacts),
          '--output=json',
          `--output-path=${report}`,
          `--port=${port}`,
          '--quiet',
        ],
        { stdio: ['ignore', 'ignore', 'pipe'], timeout: 180_000 },
      ),
    );
    if (!existsSync(report)) return `lighthouse failed: ${stderr.slice(-300)}`;
    const atDefault = scoresOf(JSON.parse(readFileSync(report, 'utf8')) as LighthouseReport);
    if (typeof atDefault === 'string') return atDefault;
    return calibrated(bin, artifacts, atDefault, url);
  } finally {
    await browser.close();
    rmSync(out, { recursive: true, force: true });
  }
}

/** A run's figures simulated again at the slowdown calibrated to this machine (in the same run). */
function calibrated(
  bin: string,
  artifacts: string,
  atDefault: RunFigures,
  url: string,
): Scores | string {
  const again = auditAtCalibratedSlowdown(
    bin,
    artifacts,
    { slowdown: PHONE_SLOWDOWN, benchmarkIndex: atDefault.benchmarkIndex },
    LIGHTHOUSE_SETTINGS,
  );
  if ('failed' in again) return `lighthouse could not audit again: ${again.failed}`;
  if (LIGHTHOUSE_KEEP) keepReport(again.report, artifacts, url);
  const scores = scoresOf(JSON.parse(readFileSync(again.report, 'utf8')) as LighthouseReport);
  if (typeof scores === 'string') return scores;
  const { performance, lcpMs, tbtMs } = atDefault;
  const cpuTbtMs = cpuBlockingTimeMs(traceIn(artifacts), again.slowdown);
  return {
    ...scores,
    slowdown: again.slowdown,
    atDefault: { performance, lcpMs, tbtMs },
    cpuTbtMs,
    runPercent: mainThreadRunPercent(traceIn(artifacts)),
  };
}

/** Keeps the run's report and its trace, named by page and time, to read each long task after. */
function keepReport(report: string, artifacts: string, url: string): void {
  mkdirSync(LIGHTHOUSE_KEEP!, { recursive: true });
  const page = new URL(url).pathname.replace(/\W/g, '') || 'dashboard';
  const name = path.join(LIGHTHOUSE_KEEP!, `${page}-${Date.now()}`);
  copyFileSync(report, `${name}.json`);
  const trace = traceIn(artifacts);
  if (existsSync(trace)) copyFileSync(trace, `${name}.trace.json`);
}

/** Waits for `child` to end; answers what it wrote to stderr. */
function finished(child: ChildProcess): Promise<string> {
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise((resolve) => child.on('close', () => resolve(stderr)));
}

interface LighthouseReport {
  runtimeError?: { code: string };
  environment: { benchmarkIndex: number };
  categories: Record<string, { score: number }>;
  audits: Record<
    string,
    { numericValue: number; details?: { items?: { url?: string; statusCode?: number }[] } }
  >;
}

type RunFigures = Omit<Scores, 'slowdown' | 'atDefault' | 'cpuTbtMs' | 'runPercent'>;

/** The run's figures, or why it measured something other than the signed-in page. */
function scoresOf(json: LighthouseReport): RunFigures | string {
  const nothingMeasured = unmeasured(json);
  if (nothingMeasured) return nothingMeasured;
  const failedCalls = (json.audits['network-requests']?.details?.items ?? []).filter(
    (request) => request.url?.includes('/api/') && (request.statusCode ?? 0) >= 400,
  );
  if (failedCalls.length > 0) {
    const first = failedCalls[0]!;
    return `${failedCalls.length} data calls failed, e.g. ${first.statusCode} ${first.url}`;
  }
  return {
    performance: Math.round(json.categories.performance!.score * 100),
    accessibility: Math.round(json.categories.accessibility!.score * 100),
    lcpMs: Math.round(json.audits['largest-contentful-paint']!.numericValue),
    tbtMs: Math.round(json.audits['total-blocking-time']!.numericValue),
    benchmarkIndex: Math.round(json.environment.benchmarkIndex),
  };
}

/**
 * The middle of the figures the runs gave. A run without one (Lighthouse found no LCP element) is
 * left out rather than sorted in as NaN, which made the median NaN; with none at all it is NaN.
 */
function median(values: number[]): number {
  const measured = values.filter(Number.isFinite).sort((a, b) => a - b);
  return measured[Math.floor(measured.length / 2)] ?? Number.NaN;
}

/** A page's medians beside their budgets, or FAIL with why when no run measured the page. */
function printPageFigures(page: string, runs: (Scores | string)[]): void {
  const scored = runs.filter((run): run is Scores => typeof run !== 'string');
  if (scored.length === 0) {
    console.log(`  Lighthouse ${page}: FAIL (${String(runs[0])})`);
    failed = true;
    return;
  }
  const s = {
    performance: median(scored.map((run) => run.performance)),
    accessibility: median(scored.map((run) => run.accessibility)),
    lcpMs: median(scored.map((run) => run.lcpMs)),
    tbtMs: median(scored.map((run) => run.tbtMs)),
    slowdown: median(scored.map((run) => run.slowdown)),
  };
  const atDefault = {
    performance: median(scored.map((run) => run.atDefault.performance)),
    lcpMs: median(scored.map((run) => run.atDefault.lcpMs)),
    tbtMs: median(scored.map((run) => run.atDefault.tbtMs)),
  };
  console.log(
    `  Lighthouse mobile ${page}, median of ${scored.length}, CPU ${s.slowdown}× (calibrated): ` +
      `performance ${s.performance} (budget ${BUDGET.performance}): ${mark(s.performance >= BUDGET.performance)}, ` +
      `accessibility ${s.accessibility} (budget ${BUDGET.accessibility}): ${mark(s.accessibility >= BUDGET.accessibility)}, ` +
      `LCP ${s.lcpMs} ms (budget ${BUDGET.lcpMs}): ${mark(s.lcpMs <= BUDGET.lcpMs)}, ` +
      `TBT ${s.tbtMs} ms (budget ${BUDGET.tbtMs}): ${mark(s.tbtMs <= BUDGET.tbtMs)}`,
  );
  console.log(
    `    the same runs at Lighthouse's own 4× (kinder on a fast machine, harsher on a slow one): ` +
      `performance ${atDefault.performance}, LCP ${atDefault.lcpMs} ms, TBT ${atDefault.tbtMs} ms`,
  );
  // On this machine one build's runs spread widely (430 to 1,020 ms on one page): printed so that
  // a median is read with the spread it came from, and a change is not judged on noise.
  const eachTbt = scored.map((run) => run.tbtMs).sort((a, b) => a - b);
  console.log(`    TBT of each run, calibrated, lowest first: ${eachTbt.join(', ')} ms`);
  const eachCpuTbt = scored.map((run) => run.cpuTbtMs ?? NaN).sort((a, b) => a - b);
  console.log(
    `    the same from each task's CPU time, the machine's contention left out (a diagnosis): ` +
      `${eachCpuTbt.join(', ')} ms`,
  );
  const eachRunPercent = scored.map((run) => run.runPercent ?? NaN).sort((a, b) => a - b);
  console.log(
    `    the share of its tasks' wall time the page's thread ran, each run (the machine's ` +
      `contention; alone on a phone's cores it is near 100 %): ${eachRunPercent.join(', ')} %`,
  );
}

/**
 * LIGHTHOUSE_RUNS measured runs on `page` where it can (measuredRuns), each with a fresh session,
 * with no earlier visit's state.
 */
async function runsOn(base: string, page: string): Promise<(Scores | string)[]> {
  const runs = await measuredRuns(
    LIGHTHOUSE_RUNS,
    async () => lighthouseOnce(`${base}${page}`, await signInHeavyUser(base)),
    (run) => typeof run !== 'string',
  );
  const again = runs.filter((run) => typeof run === 'string').length;
  if (again > 0) console.log(`  Lighthouse ${page}: ${again} run(s) measured nothing, made again`);
  return runs;
}

async function lighthouseFigures(base: string): Promise<void> {
  if (LIGHTHOUSE_RUNS < 1) {
    console.log('  Lighthouse: skipped (BENCH_LIGHTHOUSE_RUNS=0)');
    return;
  }
  const benchmarkIndexes: number[] = [];
  for (const page of PAGES) {
    const before = cpuTimesNow();
    const runs = await runsOn(base, page);
    const kernelShare = kernelSharePercent(before, cpuTimesNow());
    for (const run of runs) if (typeof run !== 'string') benchmarkIndexes.push(run.benchmarkIndex);
    printPageFigures(page, runs);
    if (kernelShare !== undefined) {
      console.log(
        `    the kernel's share of the CPU time the machine used meanwhile (page faults, thread switches; it lengthens every task, and differs between machines): ${kernelShare} %`,
      );
    }
  }
  // The verdicts are simulated at a slowdown calibrated to this speed (calibratedSlowdown); it is
  // printed so that runs on different machines can be told apart.
  console.log(
    `  this machine's speed for Lighthouse (benchmarkIndex), median of the runs: ${median(benchmarkIndexes)}`,
  );
}

export async function run(): Promise<void> {
  const dataDir = await heavyUserDataDir('ps-bench-signed-in-');
  const gateway = spawn(process.execPath, [...SERVER_NODE_FLAGS, 'shared/scripts/start.mjs'], {
    cwd: REPO_ROOT,
    env: { ...process.env, PORT: String(PORT), DATA_DIR: dataDir },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    const base = `http://localhost:${PORT}`;
    await waitForHealth(base);
    const browser = await chromium.launch({
      executablePath: CHROMIUM,
      args: ['--no-sandbox', '--disable-gpu'],
    });
    // Closed before Lighthouse starts: an idle browser still takes its share of the two cores.
    await dashboardFigures(browser, base).finally(() => browser.close());
    await lighthouseFigures(base);
  } finally {
    gateway.kill('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  }
  if (failed) process.exitCode = 1;
}

if (require.main === module) {
  run().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
