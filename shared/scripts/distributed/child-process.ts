import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { REPO_ROOT } from '@ps/service/config';

export interface UnitProcess {
  /** `habits#2`, `gateway`, `mf-tasks`: the log prefix. */
  label: string;
  port: number;
  child: ChildProcess;
  /** Resolves with the exit code (or the signal's name) once the process is gone. */
  exited: Promise<number | string>;
}

export interface LaunchSpec {
  label: string;
  port: number;
  /** The workspace folder, relative to the repository root (or absolute): the process runs there. */
  folder: string;
  /** The entry, relative to the folder: TypeScript run through tsx, or with `compiled` plain JS. */
  entry: string;
  /** A built bundle, run by Node alone as a container image runs it. */
  compiled?: boolean;
  env: NodeJS.ProcessEnv;
}

export type LogSink = (label: string, line: string) => void;

/**
 * A unit as its own Node process, exactly as `npm start -w <unit>` runs it (tsx, the workspace as
 * working directory) but without npm in between, so a signal reaches the server itself.
 */
export function launch(spec: LaunchSpec, log: LogSink): UnitProcess {
  const args = spec.compiled ? [spec.entry] : ['--import', 'tsx', spec.entry];
  const child = spawn(process.execPath, args, {
    cwd: path.resolve(REPO_ROOT, spec.folder),
    env: { ...process.env, ...spec.env, PORT: String(spec.port) },
    stdio: ['ignore', 'pipe', 'pipe'],
    // Its own process group: Ctrl-C in a terminal reaches only the launcher, which then stops
    // the units in order (a second signal would make a unit skip its graceful shutdown).
    detached: true,
  });
  for (const stream of [child.stdout!, child.stderr!]) {
    createInterface({ input: stream }).on('line', (line) => log(spec.label, line));
  }
  const exited = new Promise<number | string>((resolve) => {
    child.once('exit', (code, signal) => resolve(code ?? signal ?? 'unknown'));
  });
  return { label: spec.label, port: spec.port, child, exited };
}

/** SIGTERM, then SIGKILL if it has not stopped by the deadline. Resolves with how it ended. */
export async function stopProcess(
  unit: UnitProcess,
  deadlineMs = 15_000,
): Promise<number | string> {
  if (!isRunning(unit)) return unit.exited;
  unit.child.kill('SIGTERM');
  const timer = setTimeout(() => unit.child.kill('SIGKILL'), deadlineMs);
  const outcome = await unit.exited;
  clearTimeout(timer);
  return outcome;
}

export function isRunning(unit: UnitProcess): boolean {
  return unit.child.exitCode === null && unit.child.signalCode === null;
}

/**
 * Polls `url` until it answers with a status `ready` accepts; fails with the last error, or at
 * once when `alive` says the process behind it is gone.
 */
export async function waitUntilAnswering(
  url: string,
  {
    timeoutMs = 60_000,
    ready = (status: number): boolean => status === 200,
    alive = (): boolean => true,
  }: {
    timeoutMs?: number;
    ready?: (status: number) => boolean;
    alive?: () => boolean;
  } = {},
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let last = 'no answer';
  while (Date.now() < deadline) {
    if (!alive()) throw new Error(`${url}: the process exited before answering`);
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(2000) });
      if (ready(res.status)) return;
      last = `status ${res.status}`;
    } catch (error) {
      last = (error as Error).message;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not become ready within ${timeoutMs} ms (${last})`);
}
