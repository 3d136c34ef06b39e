import { API } from '@ps/contracts/api';
import { errorBodySchema } from '@ps/contracts/error-body';
import { focusViewSchema } from '@ps/contracts/focus';
import { TIMEZONE_HEADER } from '@ps/contracts/api';
import { describeService } from '@ps/db/testing/service';
import { createApp } from '../src/app';

describeService(
  'the escape hatch: five minutes on a blocked site, three times a day',
  createApp,
  (service) => {
    const HOUR = 60 * 60_000;

    it('opens the blocked entry a host falls under for 5 minutes, 3 times, then refuses', async () => {
      const { agent } = await service().signUp();
      await agent.post(API.pomodoroFocus).send({ action: 'start' }).expect(200);

      const before = Date.now();
      const first = focusViewSchema.parse(
        (
          await agent
            .post(API.pomodoroPasses)
            .send({ site: 'https://www.facebook.com/feed' })
            .expect(201)
        ).body,
      );
      expect(first.passesUsedToday).toBe(1);
      expect(first.allowances).toHaveLength(1);
      expect(first.allowances[0]!.site).toBe('facebook.com');
      const until = Date.parse(first.allowances[0]!.until);
      expect(until).toBeGreaterThanOrEqual(before + 5 * 60_000);
      expect(until).toBeLessThanOrEqual(Date.now() + 5 * 60_000);

      await agent.post(API.pomodoroPasses).send({ site: 'm.youtube.com' }).expect(201);
      await agent.post(API.pomodoroPasses).send({ site: 'reddit.com' }).expect(201);
      const refused = await agent.post(API.pomodoroPasses).send({ site: 'tiktok.com' }).expect(429);
      expect(errorBodySchema.parse(refused.body)).toMatchObject({
        code: 'passesUsedUp',
        params: { limit: 3 },
        message: 'You have used all 3 five-minute passes for today. They come back at midnight.',
      });
      const view = focusViewSchema.parse((await agent.get(API.pomodoroFocus)).body);
      expect(view.passesUsedToday).toBe(3);
      expect(view.allowances.map((a) => a.site)).toEqual([
        'facebook.com',
        'youtube.com',
        'reddit.com',
      ]);
    });

    it('refuses a site that is not blocked now, or when no work session runs', async () => {
      const { agent } = await service().signUp();
      const idle = await agent.post(API.pomodoroPasses).send({ site: 'facebook.com' }).expect(409);
      expect(idle.body).toMatchObject({ code: 'siteNotBlocked', params: { site: 'facebook.com' } });
      await agent.post(API.pomodoroFocus).send({ action: 'start' }).expect(200);
      const other = await agent
        .post(API.pomodoroPasses)
        .send({ site: 'notfacebook.com' })
        .expect(409);
      expect(other.body.code).toBe('siteNotBlocked');
      await agent.post(API.pomodoroFocus).send({ action: 'pause' }).expect(200);
      await agent.post(API.pomodoroPasses).send({ site: 'facebook.com' }).expect(409);
      await agent.post(API.pomodoroPasses).send({}).expect(400);
      expect(focusViewSchema.parse((await agent.get(API.pomodoroFocus)).body).passesUsedToday).toBe(
        0,
      );
    });

    it("counts the passes of the user's own day: they come back at local midnight", async () => {
      const { agent, user } = await service().signUp();
      await agent.post(API.pomodoroFocus).send({ action: 'start' }).expect(200);
      // Kiritimati is UTC+14: three passes granted before its midnight of today do not count.
      const zone = 'Pacific/Kiritimati';
      const localMidnight = new Date(
        `${new Intl.DateTimeFormat('en-CA', { timeZone: zone }).format(new Date())}T00:00:00+14:00`,
      ).getTime();
      const yesterday = localMidnight - HOUR;
      await service()
        .knex('focus_passes')
        .insert(
          ['a.test', 'b.test', 'c.test'].map((site) => ({
            user_id: user.id,
            site,
            granted_at: yesterday,
            until: yesterday + 5 * 60_000,
          })),
        );
      const view = focusViewSchema.parse(
        (await agent.get(API.pomodoroFocus).set(TIMEZONE_HEADER, zone)).body,
      );
      expect(view.passesUsedToday).toBe(0);
      expect(view.allowances).toEqual([]);
      await agent
        .post(API.pomodoroPasses)
        .set(TIMEZONE_HEADER, zone)
        .send({ site: 'facebook.com' })
        .expect(201);
    });

    it("never counts or shows another user's passes", async () => {
      const alice = await service().signUp('alice');
      const bob = await service().signUp('bob');
      await alice.agent.post(API.pomodoroFocus).send({ action: 'start' }).expect(200);
      await alice.agent.post(API.pomodoroPasses).send({ site: 'facebook.com' }).expect(201);
      await bob.agent.post(API.pomodoroFocus).send({ action: 'start' }).expect(200);
      const view = focusViewSchema.parse((await bob.agent.get(API.pomodoroFocus)).body);
      expect(view).toMatchObject({ passesUsedToday: 0, allowances: [] });
    });
  },
);
