import request from 'supertest';
import { API, LANGUAGE_COOKIE } from '@ps/contracts/api';
import { userSchema } from '@ps/contracts/auth';
import { DEMO_CREDENTIALS } from '@ps/contracts/constants';
import type { DemoLimits } from '@ps/db/demo';
import { describeEachDatabase } from '@ps/db/testing/databases';
import { startService } from '@ps/db/testing/service';
import { createApp } from '../src/app';

describeEachDatabase('demo sandboxes', (db) => {
  /** The auth service holding `limits`, trusting X-Forwarded-For for addresses. */
  const withLimits = async (
    limits: DemoLimits,
    run: (
      signIn: (address: string, language?: string) => Promise<request.Response>,
    ) => Promise<void>,
  ) => {
    const auth = startService(db(), (deps) => createApp({ ...deps, trustProxy: true }, limits));
    const signIn = (address: string, language?: string) =>
      request(auth.server)
        .post(API.login)
        .set('X-Forwarded-For', address)
        .set('Cookie', language ? `${LANGUAGE_COOKIE}=${language}` : '')
        .send(DEMO_CREDENTIALS);
    try {
      await run(signIn);
    } finally {
      await auth.close();
    }
  };
  const demoCount = async () =>
    Number((await db().knex('users').where('is_demo', true).count({ n: '*' }))[0]!.n);

  it('gives one address a few new sandboxes an hour, then its newest one again', () =>
    withLimits({ perVisitorPerHour: 3, liveCap: 100 }, async (signIn) => {
      const before = await demoCount();
      const ids: number[] = [];
      for (let i = 0; i < 20; i += 1)
        ids.push(userSchema.parse((await signIn('203.0.113.7')).body).id);
      expect(new Set(ids).size).toBe(3);
      expect(ids.slice(3).every((id) => id === ids[2])).toBe(true);
      expect((await demoCount()) - before).toBe(3);
      // Coming back in another language, the visitor's newest sandbox follows it.
      const again = userSchema.parse((await signIn('203.0.113.7', 'ar')).body);
      expect(again).toMatchObject({ id: ids[2], language: 'ar' });
      // Another visitor still gets a sandbox of their own.
      const other = userSchema.parse((await signIn('198.51.100.2')).body).id;
      expect(ids).not.toContain(other);
    }));

  it('keeps at most the cap of live sandboxes, purging the oldest first, never a real account', () =>
    withLimits({ perVisitorPerHour: 100, liveCap: 4 }, async (signIn) => {
      const real = await db()
        .knex('users')
        .insert({
          username: `real${Date.now()}`,
          password: 'x',
          created_at: '2020-01-01 00:00:00',
          updated_at: '2020-01-01 00:00:00',
        });
      const ids: number[] = [];
      for (let i = 0; i < 7; i += 1)
        ids.push(userSchema.parse((await signIn(`192.0.2.${i}`)).body).id);
      const live = await db().knex('users').where('is_demo', true).pluck('id');
      expect(live.sort((a, b) => a - b)).toEqual(ids.slice(-4));
      expect(await db().knex('users').where('id', real[0]!).first()).toBeDefined();
    }));

  it.each([
    ['fr', 'Démo', 'Méditation du matin', "Payer la facture d'électricité"],
    ['ar', 'زائر', 'تأمل الصباح', 'دفع فاتورة الكهرباء'],
    ['en', 'Demo', 'Morning meditation', 'Pay the electricity bill'],
  ])(
    'writes the sandbox in the language the visitor chose (%s)',
    (language, firstName, habit, task) =>
      withLimits({ perVisitorPerHour: 100, liveCap: 100 }, async (signIn) => {
        const response = await signIn(
          `192.0.2.${language.length}${language.charCodeAt(0)}`,
          language,
        );
        const user = userSchema.parse(response.body);
        expect(user).toMatchObject({ language, firstName });
        const knex = db().knex;
        expect(await knex('habits').where('user_id', user.id).pluck('name')).toContain(habit);
        expect(await knex('tasks').where('user_id', user.id).pluck('description')).toContain(task);
      }),
  );
});
