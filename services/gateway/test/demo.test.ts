import { API } from '@ps/contracts/api';
import { DEMO_CREDENTIALS } from '@ps/contracts/constants';
import { todayIn } from '@ps/contracts/dates';
import { describeGateway } from './support/gateway';

describeGateway('the demo sandbox through every service', (gateway) => {
  it('shows each visitor their own seeded data, with stats that agree with the lists', async () => {
    const first = gateway().anonymous();
    const second = gateway().anonymous();
    const zone = 'Pacific/Kiritimati';
    await first.post(API.login).set('X-Timezone', zone).send(DEMO_CREDENTIALS).expect(200);
    await second.post(API.login).send(DEMO_CREDENTIALS).expect(200);

    const habitsA = (await first.get(API.habits).expect(200)).body as { id: number }[];
    const habitsB = (await second.get(API.habits).expect(200)).body as { id: number }[];
    expect(habitsA.length).toBeGreaterThanOrEqual(4);
    expect(habitsA.map((h) => h.id)).not.toEqual(expect.arrayContaining([habitsB[0]!.id]));
    const pending = (await first.get(`${API.tasks}?status=pending`).expect(200)).body;
    expect(pending.length).toBeGreaterThan(3);
    const stats = (await first.get(API.stats).set('X-Timezone', zone).expect(200)).body;
    expect(stats.habits.currentStreak).toBeGreaterThan(0);
    // Today's sessions as the stats count them are the ones the sessions list gives for today.
    const sessionsToday = (
      await first
        .get(`${API.pomodoroSessions}?date=${todayIn(zone)}`)
        .set('X-Timezone', zone)
        .expect(200)
    ).body;
    expect(stats.pomodoro.sessionsToday).toBe(sessionsToday.length);

    // A change in one sandbox is invisible in the other.
    await first.delete(`${API.habits}/${habitsA[0]!.id}`).expect(204);
    expect((await second.get(API.habits)).body).toHaveLength(habitsB.length);
  });
});
