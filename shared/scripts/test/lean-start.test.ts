import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, readlinkSync, rmSync } from 'node:fs';
import http from 'node:http';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { SERVER_NODE_FLAGS } from '../server-node-flags.cjs';
import { waitUntilAnswering } from '../distributed/child-process';
import { buildStale } from './built-tree';

/**
 * `npm start`, as the README's quick start runs it, on a built tree: once it serves, exactly one
 * Node process does, plain `node` running built JavaScript (no tsx or other loader, no second
 * npm, no flags but the server's own), whose parent is the user's `npm start` itself. It answers
 * /health, keeps an idle keep-alive connection open past Node's default 5 s, and SIGTERM to npm
 * stops it gracefully. How fast it answers is a figure of `npm run bench` (shared/bench/start.ts),
 * not a check here: a timed assertion fails on a busy machine for reasons that are not the code's.
 */
const root = path.resolve(__dirname, '../../..');
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'ps-lean-start-'));
/** Long enough for a loaded machine: this waits for the server, it does not time it. */
const ANSWERS_WITHIN_MS = 120_000;

jest.setTimeout(600_000);

afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** The socket inodes listening on `port`, from the kernel's tables (IPv4 and IPv6). */
function listeningInodes(port: number): Set<string> {
  const LISTEN = '0A';
  const hexPort = port.toString(16).toUpperCase().padStart(4, '0');
  const inodes = new Set<string>();
  for (const table of ['/proc/net/tcp', '/proc/net/tcp6']) {
    for (const line of readFileSync(table, 'utf8').trim().split('\n').slice(1)) {
      const fields = line.trim().split(/\s+/);
      if (fields[1]?.endsWith(`:${hexPort}`) && fields[3] === LISTEN) inodes.add(fields[9]!);
    }
  }
  return inodes;
}

/** Every process holding one of `inodes` open. */
function processesHolding(inodes: Set<string>): number[] {
  const holders: number[] = [];
  for (const entry of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    let fds: string[];
    try {
      fds = readdirSync(`/proc/${entry}/fd`);
    } catch {
      continue; // gone, or not ours to read
    }
    const holds = fds.some((fd) => {
      try {
        const match = /^socket:\[(\d+)\]$/.exec(readlinkSync(`/proc/${entry}/fd/${fd}`));
        return match !== null && inodes.has(match[1]!);
      } catch {
        return false;
      }
    });
    if (holds) holders.push(Number(entry));
  }
  return holders;
}

const commandLine = (pid: number) =>
  readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').filter(Boolean);
const executable = (pid: number) => path.basename(readlinkSync(`/proc/${pid}/exe`));
/** The parent's pid: the field after the command name, which may itself hold spaces. */
const parentOf = (pid: number) =>
  Number(readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ')[1]);

function nodeDescendantsOf(pid: number): number[] {
  const children = readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .map(Number)
    .filter((child) => {
      try {
        return parentOf(child) === pid;
      } catch {
        return false;
      }
    });
  return children.flatMap((child) => {
    let isNode = false;
    try {
      isNode = executable(child) === 'node';
    } catch {
      // exited meanwhile
    }
    return [...(isNode ? [child] : []), ...nodeDescendantsOf(child)];
  });
}

/** A GET's status, and whether it went on a connection kept from an earlier request. */
function answerOf(url: string, agent: http.Agent) {
  return new Promise<{ status?: number; reusedSocket: boolean }>((resolve, reject) => {
    const request = http.get(url, { agent }, (response) => {
      response.resume();
      response.on('end', () =>
        resolve({ status: response.statusCode, reusedSocket: request.reusedSocket }),
      );
    });
    request.on('error', reject);
  });
}

it('npm start serves from one plain Node process, the child of npm, and stops on SIGTERM', async () => {
  // A built tree, as after a first `npm start`.
  buildStale();

  const port = await freePort();
  const npm = spawn('npm', ['start'], {
    cwd: root,
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  for (const stream of [npm.stdout, npm.stderr]) stream.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => npm.once('exit', resolve));
  try {
    await waitUntilAnswering(`http://127.0.0.1:${port}/health`, {
      timeoutMs: ANSWERS_WITHIN_MS,
      alive: () => npm.exitCode === null,
    });

    const [server, ...others] = processesHolding(listeningInodes(port));
    expect(others).toEqual([]);
    const args = commandLine(server!);
    expect(executable(server!)).toBe('node');
    // Its flags are the server's own (a small young generation keeps it lean under load).
    expect(args.slice(1)).toEqual([...SERVER_NODE_FLAGS, expect.stringMatching(/\.m?js$/)]);
    expect(args.join(' ')).not.toMatch(/tsx|ts-node|--import|--loader|--require|--experimental/);
    expect(parentOf(server!)).toBe(npm.pid);
    expect(nodeDescendantsOf(npm.pid!)).toEqual([server]);

    // A keep-alive connection left idle past Node's default 5 s is still open: a client (a proxy,
    // a test's request context) reusing it is answered, not reset.
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const health = `http://127.0.0.1:${port}/health`;
    expect(await answerOf(health, agent)).toEqual({ status: 200, reusedSocket: false });
    await new Promise((resolve) => setTimeout(resolve, 6_000));
    expect(await answerOf(health, agent)).toEqual({ status: 200, reusedSocket: true });
    agent.destroy();
  } catch (error) {
    console.error(output);
    throw error;
  } finally {
    npm.kill('SIGTERM');
  }
  expect(await exited).toBe(0);
  expect(output).toContain('gateway: stopped');
});
