import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(__dirname, '../..');

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

async function waitForPort(port: number) {
  for (let i = 0; i < 150; i += 1) {
    if (await canConnect('127.0.0.1', port)) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`nothing listened on ${port}`);
}

jest.setTimeout(60_000);

describe('an internal unit started on its own', () => {
  it('listens on 127.0.0.1 only by default', async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'ps-host-'));
    const port = 40_000 + Math.floor(Math.random() * 10_000);
    const child = spawn(process.execPath, ['--import', 'tsx', 'services/auth/src/server.ts'], {
      cwd: root,
      env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, HOST: '' },
      stdio: 'ignore',
    });
    try {
      await waitForPort(port);
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
