import path from 'node:path';
import { REPO_ROOT } from '@ps/service/config';
import {
  isRunning,
  launch,
  stopProcess,
  waitUntilAnswering,
  type LaunchSpec,
  type LogSink,
  type UnitProcess,
} from './child-process';
import { FRONT_END_UNITS, portLayout, SERVICE_UNITS, SHELL_URL_ENV } from './topology';

export interface TopologyOptions {
  basePort: number;
  /** mysql://… of a database that exists (see ensureDatabase). */
  databaseUrl: string;
  sessionKeys: string;
  log: LogSink;
  /** Extra variables for every unit (BCRYPT_ROUNDS, TRUST_PROXY for the gateway…). */
  env?: NodeJS.ProcessEnv;
  /** Relaunch a unit that exits on its own, as `restart: unless-stopped` does in compose. */
  restartCrashed?: boolean;
  /** Where each front end's build is, `<root>/<folder>/dist`; the repository by default. */
  frontEndRoot?: string;
}

interface UnitSpec extends LaunchSpec {
  kind: 'service' | 'front-end' | 'gateway';
}

export interface RunningTopology {
  gatewayUrl: string;
  /** Straight to one replica of a service, bypassing the gateway. */
  serviceUrl(name: (typeof SERVICE_UNITS)[number]['name'], replica?: number): string;
  /** Running units by label: `auth`, `habits#1`, `habits#2`, `gateway`, `shell`, `mf-habits`… */
  units: Map<string, UnitProcess>;
  /** Ends one unit at once (SIGKILL: a crash) or gracefully (SIGTERM); resolves once it is gone. */
  kill(label: string, signal?: NodeJS.Signals): Promise<number | string>;
  /** Starts a stopped unit again on its port and waits until it answers. */
  restart(label: string): Promise<void>;
  /** Graceful stop: the gateway first, so it finishes what it forwards, then everything else. */
  stop(): Promise<Map<string, number | string>>;
}

const local = (port: number) => `http://127.0.0.1:${port}`;

/** The units' launch specifications: one process per service replica, front end and gateway. */
function topologySpecs(options: TopologyOptions): UnitSpec[] {
  const ports = portLayout(options.basePort);
  const shared = {
    ...options.env,
    DATABASE_URL: options.databaseUrl,
    SESSION_KEYS: options.sessionKeys,
  };
  const specs: UnitSpec[] = [];
  const gatewayEnv: NodeJS.ProcessEnv = { ...shared };

  for (const unit of SERVICE_UNITS) {
    const replicaPorts = ports.services.get(unit.name)!;
    replicaPorts.forEach((port, index) => {
      specs.push({
        kind: 'service',
        label: unit.replicas > 1 ? `${unit.name}#${index + 1}` : unit.name,
        port,
        folder: unit.folder,
        entry: 'src/server.ts',
        // Only the gateway reaches a service; it sets X-Forwarded-For and -Proto.
        env: { ...shared, TRUST_PROXY: '1' },
      });
    });
    gatewayEnv[unit.urlEnv] = replicaPorts.map(local).join(',');
  }

  for (const unit of FRONT_END_UNITS) {
    const port = ports.frontEnds.get(unit.name)!;
    specs.push({
      kind: 'front-end',
      label: unit.name,
      port,
      folder: 'services/static',
      entry: 'src/server.ts',
      env: {
        DIST_DIR: path.join(options.frontEndRoot ?? REPO_ROOT, unit.folder, 'dist'),
        STATIC_NAME: unit.name,
        SPA_FALLBACK: unit.remoteEnv ? '0' : '1',
      },
    });
    // The browser fetches remotes itself, so their URLs use the name it knows the host by.
    if (unit.remoteEnv) gatewayEnv[unit.remoteEnv] = `http://localhost:${port}/mf-manifest.json`;
    else gatewayEnv[SHELL_URL_ENV] = local(port);
  }

  specs.push({
    kind: 'gateway',
    label: 'gateway',
    port: ports.gateway,
    folder: 'services/gateway',
    entry: 'src/server.ts',
    env: gatewayEnv,
  });
  return specs;
}

/** The last lines each unit printed, so a unit that fails to start says why. */
function withRecentLines(log: LogSink) {
  const recent = new Map<string, string[]>();
  const sink: LogSink = (label, line) => {
    const lines = recent.get(label) ?? [];
    lines.push(line);
    recent.set(label, lines.slice(-15));
    log(label, line);
  };
  return { sink, recentLines: (label: string) => recent.get(label) ?? [] };
}

/** A front end's host is up once it answers; 503 only says its build is missing. */
async function readiness(
  spec: UnitSpec,
  unit: UnitProcess,
  recentLines: (label: string) => string[],
) {
  const ready: (status: number) => boolean =
    spec.kind === 'front-end'
      ? (status: number) => status === 200 || status === 503
      : (status: number) => status === 200;
  try {
    await waitUntilAnswering(`${local(spec.port)}/health`, {
      ready,
      alive: () => isRunning(unit),
    });
  } catch (error) {
    const output = recentLines(spec.label).join('\n  ');
    throw new Error(`${spec.label}: ${(error as Error).message}\n  ${output}`, { cause: error });
  }
}

/** Runs the migrations once as their own process, as the compose `migrate` job does. */
export async function runMigrations(
  options: Pick<TopologyOptions, 'databaseUrl' | 'log' | 'env'>,
): Promise<void> {
  const job = launch(
    {
      label: 'migrate',
      port: 0,
      folder: 'services/db',
      entry: 'src/migrate-cli.ts',
      env: { ...options.env, DATABASE_URL: options.databaseUrl },
    },
    options.log,
  );
  const outcome = await job.exited;
  if (outcome !== 0) throw new Error(`migrations failed (${outcome})`);
}

/** Starts every unit, services and front ends first, then the gateway; resolves once all answer. */
export async function startTopology(options: TopologyOptions): Promise<RunningTopology> {
  const specs = new Map(topologySpecs(options).map((spec) => [spec.label, spec]));
  const units = new Map<string, UnitProcess>();
  const stopping = new Set<string>();
  let shuttingDown = false;
  const { sink: log, recentLines } = withRecentLines(options.log);

  const start = (spec: UnitSpec) => {
    const unit = launch(spec, log);
    units.set(spec.label, unit);
    void unit.exited.then((outcome) => {
      if (shuttingDown || stopping.has(spec.label) || units.get(spec.label) !== unit) return;
      log(spec.label, `exited (${outcome})`);
      if (options.restartCrashed) {
        log(spec.label, 'restarting in 1 s');
        setTimeout(() => !shuttingDown && start(spec), 1000);
      }
    });
    return unit;
  };

  const backEnds = [...specs.values()].filter((spec) => spec.kind !== 'gateway');
  const gateway = specs.get('gateway')!;
  try {
    await Promise.all(backEnds.map((spec) => readiness(spec, start(spec), recentLines)));
    await readiness(gateway, start(gateway), recentLines);
  } catch (error) {
    shuttingDown = true;
    await Promise.all([...units.values()].map((unit) => stopProcess(unit, 5000)));
    throw error;
  }

  const stopUnit = async (label: string, signal: NodeJS.Signals) => {
    const unit = units.get(label);
    if (!unit) throw new Error(`no unit ${label}`);
    stopping.add(label);
    if (signal === 'SIGTERM') return stopProcess(unit);
    unit.child.kill(signal);
    return unit.exited;
  };

  return {
    gatewayUrl: local(gateway.port),
    serviceUrl: (name, replica = 0) =>
      local(portLayout(options.basePort).services.get(name)![replica]!),
    units,
    kill: (label, signal = 'SIGKILL') => stopUnit(label, signal),
    async restart(label) {
      const spec = specs.get(label);
      if (!spec) throw new Error(`no unit ${label}`);
      stopping.delete(label);
      await readiness(spec, start(spec), recentLines);
    },
    async stop() {
      shuttingDown = true;
      const outcomes = new Map<string, number | string>();
      const stopAll = async (labels: string[]) => {
        await Promise.all(
          labels.map(async (label) => outcomes.set(label, await stopProcess(units.get(label)!))),
        );
      };
      await stopAll(['gateway']);
      await stopAll([...units.keys()].filter((label) => label !== 'gateway'));
      return outcomes;
    },
  };
}
