import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import YAML from 'yaml';
import { FRONT_END_UNITS, SERVICE_UNITS, SHELL_URL_ENV } from '../distributed/topology';
import { SERVER_NODE_FLAGS } from '../server-node-flags.cjs';

/**
 * docker-compose.yml has the shape of the distributed topology: every unit, its health check,
 * its dependencies and its configuration. No Docker engine runs here, so the file is parsed;
 * where the client has the compose plugin, `docker compose config` validates it as well.
 */
const root = path.resolve(__dirname, '../../..');
const composeFile = path.join(root, 'docker-compose.yml');

interface Service {
  build?: { context: string; target: string; args?: Record<string, string> };
  image?: string;
  environment?: Record<string, string>;
  healthcheck?: { test: string[] };
  depends_on?: Record<string, { condition: string }>;
  deploy?: { replicas: number };
  ports?: string[];
  volumes?: string[];
  restart?: string;
  stop_grace_period?: string;
}
interface Compose {
  services: Record<string, Service>;
  volumes?: Record<string, unknown>;
}

const compose = YAML.parse(readFileSync(composeFile, 'utf8'), { merge: true }) as Compose;
const services = compose.services;
const dockerfile = readFileSync(path.join(root, 'Dockerfile'), 'utf8');
const dockerfileTargets = [...dockerfile.matchAll(/^FROM\s+\S+\s+AS\s+(\S+)/gim)].map(
  (match) => match[1],
);

const NODE_UNITS = [
  'gateway',
  ...SERVICE_UNITS.map((unit) => unit.name),
  ...FRONT_END_UNITS.map((unit) => unit.name),
];
const DATABASE = 'productivity';
const SERVICE_PORT = '8080';

describe('docker-compose.yml', () => {
  it('has MySQL 8 on a named volume, with a health check', () => {
    const mysql = services.mysql!;
    expect(mysql.image).toMatch(/^mysql:8/);
    expect(mysql.environment?.MYSQL_DATABASE).toBe(DATABASE);
    const [volume] = mysql.volumes!;
    expect(volume).toMatch(/^[\w-]+:\/var\/lib\/mysql$/);
    expect(compose.volumes).toHaveProperty(volume!.split(':')[0]!);
    expect(mysql.healthcheck?.test.join(' ')).toContain('mysqladmin ping');
  });

  it('migrates once, after MySQL is healthy, and exits', () => {
    const migrate = services.migrate!;
    expect(migrate.build?.args?.UNIT).toBe('migrate');
    expect(migrate.restart).toBe('no');
    expect(migrate.depends_on?.mysql?.condition).toBe('service_healthy');
    expect(migrate.environment?.DATABASE_URL).toMatch(new RegExp(`@mysql:3306/${DATABASE}$`));
  });

  it('has every unit of the topology and nothing else', () => {
    expect(Object.keys(services).sort()).toEqual(['migrate', 'mysql', ...NODE_UNITS].sort());
  });

  it.each(NODE_UNITS)('%s has a health check on its own /health', (name) => {
    const service = services[name]!;
    expect(service.healthcheck?.test.join(' ')).toContain(`127.0.0.1:${SERVICE_PORT}/health`);
    expect(service.environment?.PORT).toBe(SERVICE_PORT);
    expect(service.restart).toBe('unless-stopped');
    expect(service.stop_grace_period).toBeDefined();
  });

  it.each(SERVICE_UNITS.map((unit) => [unit.name, unit]))(
    'the %s service starts after the migrations, on MySQL, with a replica count',
    (name, unit) => {
      const service = services[name]!;
      expect(service.depends_on?.migrate?.condition).toBe('service_completed_successfully');
      expect(service.environment?.DATABASE_URL).toMatch(
        new RegExp(`^mysql://\\w+:.+@mysql:3306/${DATABASE}$`),
      );
      expect(service.environment?.SESSION_KEYS).toMatch(/^\$\{SESSION_KEYS:\?.+\}$/);
      expect(service.environment?.TRUST_PROXY).toBe('1');
      expect(service.deploy?.replicas).toBe(unit.replicas);
      expect(service.build?.args?.UNIT).toBe(name);
      expect(existsSync(path.join(root, unit.folder, 'src/server.ts'))).toBe(true);
    },
  );

  it('runs habits as two replicas, to show the count can be raised', () => {
    expect(services.habits?.deploy?.replicas).toBe(2);
  });

  describe('the gateway', () => {
    const gateway = services.gateway!;
    const env = gateway.environment!;

    it.each(SERVICE_UNITS.map((unit) => [unit.urlEnv, unit.name]))(
      'finds %s at the %s service',
      (variable, name) => {
        expect(env[variable]).toBe(`http://${name}:${SERVICE_PORT}`);
        expect(gateway.depends_on?.[name]?.condition).toBe('service_started');
      },
    );

    it('proxies pages to the shell host', () => {
      expect(env[SHELL_URL_ENV]).toBe(`http://shell:${SERVICE_PORT}`);
    });

    it.each(FRONT_END_UNITS.filter((unit) => unit.remoteEnv).map((unit) => [unit.name, unit]))(
      'serves %s from its host on the compose network, under its own origin',
      (name, unit) => {
        const hostVariable = unit.remoteEnv!.replace(/_URL$/, '_HOST');
        expect(env[hostVariable]).toBe(`http://${name}:${SERVICE_PORT}`);
        // Unset unless a CDN is named, so /remotes.json points at the gateway's own path.
        expect(env[unit.remoteEnv!]).toBe(`\${${unit.remoteEnv}:-}`);
        expect(gateway.depends_on?.[name]?.condition).toBe('service_started');
      },
    );

    it('is the one published origin, with sessions keyed and proxies trusted only by choice', () => {
      expect(gateway.ports).toEqual([`\${GATEWAY_PORT:-8080}:${SERVICE_PORT}`]);
      expect(env.SESSION_KEYS).toMatch(/^\$\{SESSION_KEYS:\?.+\}$/);
      expect(env.TRUST_PROXY).toBe('${TRUST_PROXY:-0}');
    });
  });

  it('publishes the gateway alone: every other unit is reached through it', () => {
    const published = Object.entries(services).filter(([, service]) => service.ports);
    expect(published.map(([name]) => name)).toEqual(['gateway']);
  });

  it.each(NODE_UNITS)('%s listens on its container network (HOST=0.0.0.0)', (name) => {
    expect(services[name]?.environment?.HOST).toBe('0.0.0.0');
  });

  it.each(FRONT_END_UNITS.map((unit) => [unit.name, unit]))(
    '%s has its own static host built from its workspace',
    (name, unit) => {
      const service = services[name]!;
      expect(service.build?.target).toBe('static');
      expect(service.build?.args?.APP).toBe(name);
      const manifest = JSON.parse(
        readFileSync(path.join(root, unit.folder, 'package.json'), 'utf8'),
      );
      expect(manifest.scripts.build).toBeDefined();
      expect(service.environment?.SPA_FALLBACK).toBe(unit.remoteEnv ? undefined : '1');
    },
  );

  it.each(Object.entries(services).filter(([, service]) => service.build))(
    '%s builds a Dockerfile target that exists, as its own versioned image',
    (name, service) => {
      expect(service.build?.context).toBe('.');
      expect(dockerfileTargets).toContain(service.build?.target);
      expect(service.image).toMatch(new RegExp(`/${name}:\\$\\{[A-Z_]+_VERSION:-latest\\}$`));
    },
  );

  it('runs every image on the memory flags of the built server, as npm start runs it', () => {
    const commands = [...dockerfile.matchAll(/^CMD\s+(\[.*\])\s*$/gm)].map(
      (match) => JSON.parse(match[1]!) as string[],
    );
    expect(commands).toHaveLength(2);
    for (const command of commands) {
      expect(command).toEqual(['node', ...SERVER_NODE_FLAGS, 'main.js']);
    }
  });

  const composeAvailable = spawnSync('docker', ['compose', 'version']).status === 0;
  (composeAvailable ? it : it.skip)('passes `docker compose config`', () => {
    execFileSync('docker', ['compose', '-f', composeFile, 'config', '--quiet'], {
      env: { ...process.env, SESSION_KEYS: 'test-key' },
    });
  });
});
