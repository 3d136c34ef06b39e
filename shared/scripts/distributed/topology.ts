import { REMOTE_NAMES, type RemoteName } from '@ps/contracts/api';

/**
 * The units of the distributed topology, named once for `npm run start:distributed`, its test,
 * the bench, and the check that docker-compose.yml has the same shape.
 */
export interface ServiceUnit {
  name: 'auth' | 'habits' | 'tasks' | 'pomodoro' | 'progress';
  folder: string;
  /** The gateway's variable for this service's URLs (comma-separated: replicas). */
  urlEnv: string;
  replicas: number;
}

export const SERVICE_UNITS: readonly ServiceUnit[] = [
  { name: 'auth', folder: 'services/auth', urlEnv: 'AUTH_URL', replicas: 1 },
  { name: 'habits', folder: 'services/habits', urlEnv: 'HABITS_URL', replicas: 2 },
  { name: 'tasks', folder: 'services/tasks', urlEnv: 'TASKS_URL', replicas: 1 },
  { name: 'pomodoro', folder: 'services/pomodoro', urlEnv: 'POMODORO_URL', replicas: 1 },
  { name: 'progress', folder: 'services/progress', urlEnv: 'PROGRESS_URL', replicas: 1 },
];

export interface FrontEndUnit {
  name: 'shell' | RemoteName;
  /** The workspace folder; its build is `<folder>/dist`. */
  folder: string;
  /** The gateway's variable for where this remote's mf-manifest.json is; the shell has none. */
  remoteEnv?: string;
}

const remoteUrlEnv = (name: RemoteName) => `REMOTE_${name.replace(/-/g, '_').toUpperCase()}_URL`;

/** The gateway proxies every page and asset that is not /api to the shell's host at this URL. */
export const SHELL_URL_ENV = 'SHELL_URL';

export const FRONT_END_UNITS: readonly FrontEndUnit[] = [
  { name: 'shell', folder: 'shell' },
  ...REMOTE_NAMES.map((name) => ({ name, folder: name, remoteEnv: remoteUrlEnv(name) })),
];

/**
 * Ports from one base: the gateway on it, the remotes' hosts right after it (base+1…, the same
 * public ports as docker-compose.yml when the base is 8080), the shell's host, then the services
 * from base+10, replicas on consecutive ports.
 */
export function portLayout(basePort: number) {
  const services = new Map<ServiceUnit['name'], number[]>();
  let next = basePort + 10;
  for (const unit of SERVICE_UNITS) {
    services.set(
      unit.name,
      Array.from({ length: unit.replicas }, () => next++),
    );
  }
  const frontEnds = new Map<FrontEndUnit['name'], number>();
  REMOTE_NAMES.forEach((name, index) => frontEnds.set(name, basePort + 1 + index));
  frontEnds.set('shell', basePort + 1 + REMOTE_NAMES.length);
  return { gateway: basePort, services, frontEnds };
}
