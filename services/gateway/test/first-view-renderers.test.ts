import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { EventEmitter } from 'node:events';
import os from 'node:os';
import path from 'node:path';
import type { Context } from 'koa';
import { firstViewRendererPath } from '@ps/contracts/api';
import { DRAWING_DEADLINE_MS, drawnWithTheirData } from '../src/first-view-renderers';

/** A remote's build with a renderer that asks the API for the person, as the real ones do. */
function remoteBuildAsking(): string {
  const root = mkdtempSync(path.join(os.tmpdir(), 'ps-renderer-'));
  const file = path.join(
    root,
    'mf-tasks',
    'dist',
    ...firstViewRendererPath('TasksPage').split('/'),
  );
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(
    file,
    `exports.default = async ({ send }) => { await send('/api/auth/user'); return { html: '<p>drawn</p>', reads: [] }; };`,
  );
  return root;
}

const person = { language: 'en', timeZone: 'UTC' };
const requestOn = (socket: { localAddress?: string; localPort?: number }) =>
  ({ req: { socket }, get: () => '' }) as unknown as Context;

describe('the first view drawn with the person’s data', () => {
  let root: string;
  beforeEach(() => {
    root = remoteBuildAsking();
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('is not drawn for a client that has gone (its socket closed): no drawing, no error', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => {});
    const drawn = await drawnWithTheirData(requestOn({}), root, ['mf-tasks', 'TasksPage'], person);
    expect(drawn).toBeUndefined();
    expect(logged).not.toHaveBeenCalled();
    logged.mockRestore();
  });

  it('stops drawing, without an error, for a client that goes while its page is being drawn', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => {});
    // A socket open when the drawing starts, closed a moment later: it then has no address.
    const socket = Object.assign(new EventEmitter(), { localAddress: '127.0.0.1' });
    let open = true;
    Object.defineProperty(socket, 'localPort', { get: () => (open ? 9 : undefined) });
    setImmediate(() => {
      open = false;
      socket.emit('close');
    });
    const drawn = await drawnWithTheirData(
      requestOn(socket as never),
      root,
      ['mf-tasks', 'TasksPage'],
      person,
    );
    expect(drawn).toBeUndefined();
    expect(logged).not.toHaveBeenCalled();
    expect(socket.listenerCount('close')).toBe(0);
    logged.mockRestore();
  });

  it("gives the drawing its whole deadline, after the release's renderer has loaded", async () => {
    const file = path.join(
      root,
      'mf-tasks',
      'dist',
      ...firstViewRendererPath('TasksPage').split('/'),
    );
    // A renderer that takes most of the deadline to load (its code run once per release, as a
    // bundle of React and MUI does on a busy machine), then draws in a fifth of it.
    writeFileSync(
      file,
      `const until = Date.now() + ${DRAWING_DEADLINE_MS - 100};
      while (Date.now() < until) {}
      exports.default = () => new Promise((resolve) =>
        setTimeout(() => resolve({ html: '<p>drawn</p>', reads: {} }), ${DRAWING_DEADLINE_MS / 5}));`,
    );
    const socket = Object.assign(new EventEmitter(), { localAddress: '127.0.0.1', localPort: 9 });
    const drawn = await drawnWithTheirData(
      requestOn(socket as never),
      root,
      ['mf-tasks', 'TasksPage'],
      person,
    );
    expect(drawn?.html).toBe('<p>drawn</p>');
  });
});
