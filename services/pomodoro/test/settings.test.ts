import { API } from '@ps/contracts/api';
import { DEFAULT_POMODORO_SETTINGS, pomodoroSettingsSchema } from '@ps/contracts/pomodoro-settings';
import { errorBodySchema } from '@ps/contracts/error-body';
import { describeService } from '@ps/db/testing/service';
import { createApp } from '../src/app';

const HUNDRED_AND_ONE_SITES = Array.from({ length: 101 }, (_, i) => `site${i}.test`);

describeService('pomodoro settings', createApp, (service) => {
  it('starts from the defaults, and a PUT changes only the fields it sends', async () => {
    const { agent } = await service().signUp();
    const initial = pomodoroSettingsSchema.parse(
      (await agent.get(API.pomodoroSettings).expect(200)).body,
    );
    expect(initial).toEqual(DEFAULT_POMODORO_SETTINGS);

    const changed = (
      await agent.put(API.pomodoroSettings).send({ workMinutes: 50, sound: false }).expect(200)
    ).body;
    expect(changed).toEqual({ ...DEFAULT_POMODORO_SETTINGS, workMinutes: 50, sound: false });
    await agent.put(API.pomodoroSettings).send({ breakMinutes: 10 }).expect(200);
    expect((await agent.get(API.pomodoroSettings)).body).toEqual({
      ...DEFAULT_POMODORO_SETTINGS,
      workMinutes: 50,
      breakMinutes: 10,
      sound: false,
    });
  });

  it('trims, lowercases, cuts to the host name and de-duplicates blocked sites', async () => {
    const { agent } = await service().signUp();
    const sites = [
      ' https://www.Distract.test/feed?x=1 ',
      'localhost',
      'distract.test',
      'M.Facebook.com',
      'xn--bcher-kva.example',
    ];
    const saved = (await agent.put(API.pomodoroSettings).send({ blockedSites: sites }).expect(200))
      .body;
    expect(saved.blockedSites).toEqual([
      'distract.test',
      'localhost',
      'm.facebook.com',
      'xn--bcher-kva.example',
    ]);
  });

  it.each([
    [
      { workMinutes: 61 },
      'Work duration must be a whole number of minutes from 1 to 60',
      'workMinutesRange',
    ],
    [
      { workMinutes: 2.5 },
      'Work duration must be a whole number of minutes from 1 to 60',
      'workMinutesRange',
    ],
    [
      { breakMinutes: 0 },
      'Break duration must be a whole number of minutes from 1 to 30',
      'breakMinutesRange',
    ],
    [
      { breakMinutes: '5' },
      'Break duration must be a whole number of minutes from 1 to 30',
      'breakMinutesRange',
    ],
    [{ blocking: 'yes' }, 'blocking must be true or false', 'switchInvalid'],
    [
      { blockedSites: 'facebook.com' },
      'blockedSites must be a list of site names',
      'blockedSitesInvalid',
    ],
    [
      { blockedSites: ['ok.com', 'not a site'] },
      'not a site is not a site name such as example.com',
      'siteInvalid',
    ],
    [
      { blockedSites: ['-bad.test'] },
      '-bad.test is not a site name such as example.com',
      'siteInvalid',
    ],
    [
      { blockedSites: ['bad_name.com'] },
      'bad_name.com is not a site name such as example.com',
      'siteInvalid',
    ],
    [{ blockedSites: HUNDRED_AND_ONE_SITES }, 'Block at most 100 sites', 'tooManySites'],
    [{ colour: 'red' }, expect.stringMatching(/^Unknown setting/), 'settingUnknown'],
  ])('refuses %j with 400 and writes nothing', async (body, message, code) => {
    const { agent } = await service().signUp();
    const response = await agent
      .put(API.pomodoroSettings)
      .send({ sound: false, ...body })
      .expect(400);
    expect(errorBodySchema.parse(response.body)).toMatchObject({ message, code });
    expect((await agent.get(API.pomodoroSettings)).body).toEqual(DEFAULT_POMODORO_SETTINGS);
  });

  it('gives the placeholders of a refused site to the client, so it can say it in French', async () => {
    const { agent } = await service().signUp();
    const response = await agent
      .put(API.pomodoroSettings)
      .send({ blockedSites: ['a b'] })
      .expect(400);
    expect(response.body.params).toEqual({ site: 'a b' });
  });

  it("keeps each user's settings apart, and needs a session", async () => {
    const alice = await service().signUp('alice');
    const bob = await service().signUp('bob');
    await alice.agent
      .put(API.pomodoroSettings)
      .send({ blockedSites: ['alice.test'] })
      .expect(200);
    expect((await bob.agent.get(API.pomodoroSettings)).body.blockedSites).toEqual(
      DEFAULT_POMODORO_SETTINGS.blockedSites,
    );
    await service().anonymous().get(API.pomodoroSettings).expect(401);
    await service().anonymous().put(API.pomodoroSettings).send({ sound: false }).expect(401);
  });
});
