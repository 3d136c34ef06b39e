import request from 'supertest';
import { bufferedLog } from '../src/buffered-log';
import { startGateway } from './support/gateway';
import { describeEachDatabase } from '@ps/db/testing/databases';

/** A sink that keeps each write, as process.stdout would receive it. */
function sink() {
  const writes: string[] = [];
  return { writes, write: (chunk: string) => writes.push(chunk), lines: () => writes.join('') };
}

describe('bufferedLog', () => {
  it('writes the lines of one turn in one write, in order, at the end of the turn', async () => {
    const out = sink();
    const log = bufferedLog(out);
    log('one');
    log('two');
    expect(out.writes).toEqual([]);
    await new Promise((resolve) => setImmediate(resolve));
    expect(out.writes).toEqual(['one\ntwo\n']);
  });

  it('writes what is waiting at once on flush (shutdown), and only once', () => {
    const out = sink();
    const log = bufferedLog(out);
    log('last request');
    log.flush();
    log.flush();
    expect(out.writes).toEqual(['last request\n']);
  });

  it('writes at once past 64 KB waiting, so a burst holds little memory', () => {
    const out = sink();
    const log = bufferedLog(out);
    const line = 'x'.repeat(1000);
    for (let i = 0; i < 70; i += 1) log(line);
    expect(out.writes.length).toBe(1);
    log.flush();
    expect(out.lines().split('\n').filter(Boolean)).toHaveLength(70);
  });
});

describeEachDatabase('access log under load', (db) => {
  it('records every request, each once, when many arrive at once', async () => {
    const out = sink();
    const log = bufferedLog(out);
    const gateway = startGateway(db(), { log });
    try {
      const agent = request.agent(gateway.server);
      const count = 300;
      await Promise.all(
        Array.from({ length: count }, (_, i) => agent.get(`/health?n=${i}`).expect(200)),
      );
      log.flush();
      const lines = out.lines().split('\n').filter(Boolean);
      expect(lines).toHaveLength(count);
      const seen = new Set(lines.map((line) => /\/health\?n=(\d+) 200 /.exec(line)?.[1]));
      expect(seen.size).toBe(count);
    } finally {
      await gateway.close();
    }
  });
});
