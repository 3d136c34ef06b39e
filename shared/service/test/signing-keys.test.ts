import Keygrip from 'keygrip';
import Koa from 'koa';
import request from 'supertest';
import { SigningKeys } from '../src/signing-keys';

describe('SigningKeys, the keys that sign the session cookie', () => {
  const data = 'ps.sid=5f0c2a7e-2f4d-4c61-9d59-1c6b1c1f7a10';

  it('signs as keygrip did, so cookies signed before stay valid', () => {
    const before = new Keygrip(['newest', 'older']);
    const now = new SigningKeys(['newest', 'older']);
    expect(now.sign(data)).toBe(before.sign(data));
    expect(now.index(data, before.sign(data))).toBe(0);
  });

  it('accepts a signature by any of its keys, and tells which', () => {
    const signedByOlder = new Keygrip(['older']).sign(data);
    expect(new SigningKeys(['newest', 'older']).index(data, signedByOlder)).toBe(1);
    expect(new SigningKeys(['newest', 'older']).verify(data, signedByOlder)).toBe(true);
  });

  it('refuses a signature none of its keys made, of any length', () => {
    const keys = new SigningKeys(['newest']);
    const good = keys.sign(data);
    expect(keys.verify(`${data}x`, good)).toBe(false);
    expect(keys.verify(data, new Keygrip(['stranger']).sign(data))).toBe(false);
    expect(keys.verify(data, good.slice(1))).toBe(false);
    expect(keys.verify(data, '')).toBe(false);
  });

  it('signs and checks the cookies of a Koa app', async () => {
    const app = new Koa();
    app.keys = new SigningKeys(['newest']);
    app.use((ctx) => {
      if (ctx.path === '/set') ctx.cookies.set('who', 'ada', { signed: true });
      ctx.body = { who: ctx.cookies.get('who', { signed: true }) ?? null };
    });
    const server = app.callback();
    const set = await request(server).get('/set');
    const cookies = set.headers['set-cookie'] as unknown as string[];
    const jar = cookies.map((cookie) => cookie.split(';')[0]).join('; ');
    expect((await request(server).get('/').set('Cookie', jar)).body).toEqual({ who: 'ada' });
    const forged = jar.replace('who=ada', 'who=eve');
    expect((await request(server).get('/').set('Cookie', forged)).body).toEqual({ who: null });
  });
});
