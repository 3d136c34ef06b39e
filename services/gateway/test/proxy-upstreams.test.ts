import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { API } from '@ps/contracts/api';
import { proxyTo } from '../src/proxy';
import { describeEachDatabase } from '@ps/db/testing/databases';
import { startGateway } from './support/gateway';

/** A real server process answering every request with 200, and its URL. */
async function childServer(): Promise<{ child: ChildProcess; url: string }> {
  const child = spawn(process.execPath, [
    '-e',
    `require('node:http').createServer((q, r) => r.end('{}'))
       .listen(0, '127.0.0.1', function () { console.log(this.address().port); });`,
  ]);
  const port = await new Promise<string>((resolve) =>
    child.stdout!.once('data', (data: Buffer) => resolve(data.toString().trim())),
  );
  return { child, url: `http://127.0.0.1:${port}` };
}

describeEachDatabase('proxying to upstreams that misbehave or live elsewhere', (db) => {
  it('answers 504 soon when a service is frozen (SIGSTOP), and recovers when it thaws', async () => {
    const { child, url } = await childServer();
    const gateway = startGateway(db(), {
      upstreams: { tasks: proxyTo([url], 'Tasks', { responseTimeoutMs: 700 }) },
    });
    try {
      await request(gateway.server).get(API.tasks).expect(200);
      child.kill('SIGSTOP');
      const started = Date.now();
      const frozen = await request(gateway.server).get(API.tasks);
      expect(frozen.status).toBe(504);
      expect(frozen.body).toEqual({
        message: 'Tasks took too long to answer',
        code: 'serviceTimedOut',
        params: { area: 'Tasks' },
      });
      expect(Date.now() - started).toBeLessThan(3000);
      child.kill('SIGCONT');
      await request(gateway.server).get(API.tasks).expect(200);
    } finally {
      child.kill('SIGCONT');
      child.kill('SIGKILL');
      await gateway.close();
    }
  });

  it('keeps an event stream open past the response timeout, quiet gaps and all', async () => {
    const upstream = http.createServer((_, res) => {
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      res.flushHeaders();
      let sent = 0;
      const timer = setInterval(() => {
        res.write(`data: ${++sent}\n\n`);
        if (sent === 3) {
          clearInterval(timer);
          res.end();
        }
      }, 500);
    });
    await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`;
    const gateway = startGateway(db(), {
      upstreams: { pomodoro: proxyTo([url], 'Pomodoro', { responseTimeoutMs: 300 }) },
    });
    try {
      const response = await request(gateway.server).get(API.pomodoroFocusEvents).expect(200);
      expect(response.text).toBe('data: 1\n\ndata: 2\n\ndata: 3\n\n');
    } finally {
      await gateway.close();
      upstream.close();
    }
  });

  it('speaks TLS to an https:// upstream and keeps its path prefix', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'ps-tls-'));
    const [key, cert] = [path.join(dir, 'key.pem'), path.join(dir, 'cert.pem')];
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'rsa:2048',
        '-nodes',
        '-days',
        '1',
        '-subj',
        '/CN=127.0.0.1',
        '-addext',
        'subjectAltName=IP:127.0.0.1',
        '-keyout',
        key,
        '-out',
        cert,
      ],
      { stdio: 'ignore' },
    );
    const seen: string[] = [];
    const upstream = https.createServer(
      { key: readFileSync(key), cert: readFileSync(cert) },
      (req, res) => {
        seen.push(req.url!);
        res.setHeader('content-type', 'application/json');
        res.end(JSON.stringify({ path: req.url }));
      },
    );
    await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
    const { port } = upstream.address() as AddressInfo;
    const gateway = startGateway(db(), {
      upstreams: {
        tasks: proxyTo([`https://127.0.0.1:${port}/tasks-svc/`], 'Tasks', {
          ca: readFileSync(cert),
        }),
      },
    });
    try {
      const response = await request(gateway.server).get(`${API.tasks}?status=pending`).expect(200);
      expect(response.body).toEqual({ path: '/tasks-svc/api/tasks?status=pending' });
      expect(seen).toEqual(['/tasks-svc/api/tasks?status=pending']);
    } finally {
      upstream.closeAllConnections();
      await new Promise((resolve) => upstream.close(resolve));
      await gateway.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('refuses an upstream URL that is neither http nor https at start', () => {
    expect(() => proxyTo(['ftp://example.test/'], 'Tasks')).toThrow(
      'Tasks: ftp://example.test/ is not an http:// or https:// URL',
    );
  });
});
