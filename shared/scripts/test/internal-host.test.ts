import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(__dirname, '../../..');

/** This machine's addresses other than loopback: where an outsider would connect. */
const outsideAddresses = Object.values(os.networkInterfaces())
  .flat()
  .filter((info) => info && !info.internal && info.family === 'IPv4')
  .map((info) => info!.address);

const canConnect = (host: string, port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = net.connect({ host, port }, () => {
      socket.destroy();
      resolve(true);
    });
    socket.on('error', () => resolve(false));
  });

/**
 * The port the unit says it listens on. It is started with PORT=0, so the system picks a free
 * one: a random port of our own could be taken by another test's connection.
 */
function listeningPort(child: ChildProcess): Promise<number> {
  let output = '';
  return new Promise((resolve, reject) => {
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const port = /listening on http:\/\/[^\s]+:(\d+)/.exec(output)?.[1];
      if (port) resolve(Number(port));
    };
    child.stdout!.on('data', read);
    child.stderr!.on('data', read);
    child.once('exit', (code) =>
      reject(new Error(`exited (${code}) before listening:\n${output}`)),
    );
  });
}

jest.setTimeout(60_000);

describe('an internal unit started on its own', () => {
  it('listens on 127.0.0.1 only by default', async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'ps-host-'));
    const child = spawn(process.execPath, ['--import', 'tsx', 'services/auth/src/server.ts'], {
      cwd: root,
      env: { ...process.env, PORT: '0', DATA_DIR: dataDir, HOST: '' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    try {
      const port = await listeningPort(child);
      expect(await canConnect('127.0.0.1', port)).toBe(true);
      // A machine with no other interface has no outside to refuse.
      for (const address of outsideAddresses) {
        expect(await canConnect(address, port)).toBe(false);
      }
    } finally {
      child.kill('SIGKILL');
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
