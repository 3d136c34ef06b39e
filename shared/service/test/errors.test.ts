import { gzipSync } from 'node:zlib';
import Koa from 'koa';
import Router from '@koa/router';
import request from 'supertest';
import * as z from 'zod/mini';
import { jsonBody } from '../src/body';
import { errorHandler, logUnlessClientLeft, notFound } from '../src/errors';

function app(logged: unknown[] = []) {
  const router = new Router();
  router.post('/echo', (ctx) => {
    ctx.body = z
      .object({ name: z.string({ message: 'Name is required' }) })
      .parse(ctx.request.body);
  });
  router.get('/crash', () => {
    throw new Error('SQLITE_ERROR: no such table: secrets at /srv/app.ts:12');
  });
  router.get('/teapot', (ctx) => ctx.throw(418, 'I am a teapot'));
  const koa = new Koa();
  koa.use(errorHandler((error) => logged.push(error)));
  koa.use(jsonBody());
  koa.use(router.routes());
  koa.use(router.allowedMethods({ throw: true }));
  koa.use(notFound);
  return koa.callback();
}

describe('the error boundary', () => {
  it('turns validation failures into 400 {message, issues}', async () => {
    const response = await request(app()).post('/echo').send({}).expect(400);
    expect(response.body).toEqual({
      message: 'Name is required',
      code: 'invalidInput',
      issues: [{ path: ['name'], message: 'Name is required' }],
    });
  });

  it('answers malformed JSON with 400 and oversized bodies with 413', async () => {
    const malformed = await request(app())
      .post('/echo')
      .set('Content-Type', 'application/json')
      .send('{"name":');
    expect(malformed.status).toBe(400);
    expect(malformed.body).toEqual({
      message: 'The request body is not valid JSON',
      code: 'bodyNotJson',
    });
    const large = await request(app())
      .post('/echo')
      .send({ name: 'x'.repeat(200 * 1024) });
    expect(large.status).toBe(413);
    expect(large.body).toEqual({ message: 'The request body is too large', code: 'bodyTooLarge' });
  });

  it.each(['gzip', 'deflate', 'br'])(
    'answers a body that claims %s but is not compressed with 400, and logs nothing',
    async (encoding) => {
      const logged: unknown[] = [];
      const response = await request(app(logged))
        .post('/echo')
        .set('Content-Type', 'application/json')
        .set('Content-Encoding', encoding)
        .send('{"name":"plain text"}');
      expect(response.status).toBe(400);
      expect(response.body).toEqual({
        message: 'The request body could not be decoded',
        code: 'bodyNotDecoded',
      });
      expect(logged).toEqual([]);
    },
  );

  it('answers an encoding it cannot decode with 415, and still reads real gzip', async () => {
    const unsupported = await request(app())
      .post('/echo')
      .set('Content-Type', 'application/json')
      .set('Content-Encoding', 'zstd')
      .send('{"name":"x"}');
    expect(unsupported.status).toBe(415);
    expect(unsupported.body.code).toBe('unsupportedEncoding');
    const gzipped = await request(app())
      .post('/echo')
      .set('Content-Type', 'application/json')
      .set('Content-Encoding', 'gzip')
      .serialize((body: Buffer) => body as unknown as string)
      .send(gzipSync('{"name":"zipped"}'));
    expect(gzipped.status).toBe(200);
    expect(gzipped.body).toEqual({ name: 'zipped' });
  });

  it('never leaks a stack or driver text in a 500, but logs it', async () => {
    const logged: unknown[] = [];
    const response = await request(app(logged)).get('/crash').expect(500);
    expect(response.body).toEqual({ message: 'Internal server error', code: 'internal' });
    expect(response.text).not.toMatch(/SQLITE|secrets|app\.ts/);
    expect(logged).toHaveLength(1);
  });

  it('keeps the message of deliberate 4xx errors and answers JSON 404 and 405', async () => {
    expect((await request(app()).get('/teapot').expect(418)).body).toEqual({
      message: 'I am a teapot',
      code: 'badRequest',
    });
    expect((await request(app()).get('/nowhere').expect(404)).body).toEqual({
      message: 'Not found',
      code: 'notFound',
    });
    const wrongMethod = await request(app()).delete('/echo').expect(405);
    expect(wrongMethod.body.message).toMatch(/not allowed/i);
  });
});

describe('logUnlessClientLeft', () => {
  it('logs a server-side failure, not a browser leaving mid-download or a client error', () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => {});
    const left = Object.assign(new Error('Premature close'), {
      code: 'ERR_STREAM_PREMATURE_CLOSE',
    });
    logUnlessClientLeft(left);
    logUnlessClientLeft(Object.assign(new Error('Not found'), { status: 404 }));
    logUnlessClientLeft(Object.assign(new Error('Bad'), { status: 400, expose: true }));
    expect(log).not.toHaveBeenCalled();
    const broken = Object.assign(new Error('EIO'), { code: 'EIO' });
    logUnlessClientLeft(broken);
    expect(log).toHaveBeenCalledWith(broken);
    log.mockRestore();
  });
});
