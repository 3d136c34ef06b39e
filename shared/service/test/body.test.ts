import Koa from 'koa';
import request from 'supertest';
import { jsonBody } from '../src/body';

/** An app that answers what the parser left in ctx.request.body, and whether the stream was read. */
function echo() {
  const app = new Koa();
  app.use(jsonBody());
  app.use((ctx) => {
    ctx.body = {
      parsed: ctx.request.body === undefined ? 'none' : ctx.request.body,
      streamRead: ctx.req.readableEnded,
    };
  });
  return app.callback();
}

describe('jsonBody', () => {
  it('leaves a GET body alone: not read, not parsed', async () => {
    const response = await request(echo())
      .get('/')
      .set('Content-Type', 'application/json')
      .send('{"a":1}')
      .expect(200);
    expect(response.body).toEqual({ parsed: 'none', streamRead: false });
  });

  it('parses POST, PUT, PATCH and DELETE bodies', async () => {
    for (const method of ['post', 'put', 'patch', 'delete'] as const) {
      const response = await request(echo())[method]('/').send({ a: 1 }).expect(200);
      expect(response.body.parsed).toEqual({ a: 1 });
    }
  });
});
