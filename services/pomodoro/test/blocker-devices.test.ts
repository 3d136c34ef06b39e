import { API, blockerDevicePath } from '@ps/contracts/api';
import { blockerDeviceSchema, deviceTokenSchema, pairingSchema } from '@ps/contracts/blocker';
import { focusViewSchema } from '@ps/contracts/focus';
import type request from 'supertest';
import { describeService } from '@ps/db/testing/service';
import { createApp } from '../src/app';

describeService('connecting the blocker extension', createApp, (service) => {
  /** What the extension does with a code the page gave it: trade it for its own token. */
  async function connect(agent: request.Agent): Promise<string> {
    const pairing = pairingSchema.parse((await agent.post(API.blockerPairings).expect(201)).body);
    // Sent from the extension's own origin, with no cookie: the code is the proof.
    const device = await service()
      .anonymous()
      .post(API.blockerDevices)
      .set('Origin', 'chrome-extension://abcdefghijklmnop')
      .send({ code: pairing.code })
      .expect(201);
    return deviceTokenSchema.parse(device.body).token;
  }
  const asDevice = (token: string) => ({ Authorization: `Bearer ${token}` });

  it('lets a connected extension follow and use the focus session with its own token', async () => {
    const { agent } = await service().signUp();
    const token = await connect(agent);
    await agent.post(API.pomodoroFocus).send({ action: 'start' }).expect(200);
    const seen = focusViewSchema.parse(
      (await service().anonymous().get(API.pomodoroFocus).set(asDevice(token)).expect(200)).body,
    );
    expect(seen).toMatchObject({ state: 'running', blocking: true });
    // The extension's own page asks for a pass; it is another origin, trusted by its token.
    await service()
      .anonymous()
      .post(API.pomodoroPasses)
      .set(asDevice(token))
      .set('Origin', 'chrome-extension://abcdefghijklmnop')
      .send({ site: 'facebook.com' })
      .expect(201);
  });

  it('spends a pairing code once, and refuses an unknown or expired one', async () => {
    const { agent } = await service().signUp();
    const { code } = (await agent.post(API.blockerPairings).expect(201)).body;
    await service().anonymous().post(API.blockerDevices).send({ code }).expect(201);
    const again = await service().anonymous().post(API.blockerDevices).send({ code }).expect(400);
    expect(again.body.code).toBe('pairingInvalid');
    await service().anonymous().post(API.blockerDevices).send({ code: 'made-up' }).expect(400);
    await service().anonymous().post(API.blockerDevices).send({}).expect(400);

    const late = (await agent.post(API.blockerPairings).expect(201)).body.code;
    await service()
      .knex('blocker_devices')
      .whereNotNull('pairing_hash')
      .update({ pairing_expires_at: Date.now() - 1 });
    await service().anonymous().post(API.blockerDevices).send({ code: late }).expect(400);
  });

  it('needs a session to ask for a code, and never lets a code or token reach past its user', async () => {
    await service().anonymous().post(API.blockerPairings).expect(401);
    const alice = await service().signUp('alice');
    const bob = await service().signUp('bob');
    const aliceToken = await connect(alice.agent);
    await bob.agent.post(API.pomodoroFocus).send({ action: 'start' }).expect(200);
    expect(
      (await service().anonymous().get(API.pomodoroFocus).set(asDevice(aliceToken))).body.state,
    ).toBe('idle');

    const [aliceDevice] = (await alice.agent.get(API.blockerDevices).expect(200)).body;
    expect(blockerDeviceSchema.parse(aliceDevice)).toMatchObject({ id: expect.any(Number) });
    expect((await bob.agent.get(API.blockerDevices)).body).toEqual([]);
    const refused = await bob.agent.delete(blockerDevicePath(aliceDevice.id)).expect(404);
    expect(refused.body.code).toBe('deviceNotFound');
    await service().anonymous().get(API.pomodoroFocus).set(asDevice(aliceToken)).expect(200);
  });

  it('ends the connection when it is revoked, or when its session signs out', async () => {
    const user = await service().signUp();
    const { agent } = user;
    const revoked = await connect(agent);
    const kept = await connect(agent);
    const devices = (await agent.get(API.blockerDevices)).body;
    expect(devices).toHaveLength(2);
    await agent.delete(blockerDevicePath(devices[0].id)).expect(204);
    await service().anonymous().get(API.pomodoroFocus).set(asDevice(revoked)).expect(401);
    await service().anonymous().get(API.pomodoroFocus).set(asDevice(kept)).expect(200);

    await service().signOut(user);
    const afterLogout = await service()
      .anonymous()
      .get(API.pomodoroFocus)
      .set(asDevice(kept))
      .expect(401);
    expect(afterLogout.body.code).toBe('unauthorized');
    await service().anonymous().get(API.pomodoroFocusEvents).set(asDevice(kept)).expect(401);
  });

  it('refuses a malformed or unknown token with 401, whatever cookie comes with it', async () => {
    const { agent } = await service().signUp();
    await agent.get(API.pomodoroFocus).set('Authorization', 'Bearer short').expect(401);
    await agent
      .get(API.pomodoroFocus)
      .set('Authorization', `Bearer ${'x'.repeat(43)}`)
      .expect(401);
    await agent.get(API.pomodoroFocus).set('Authorization', 'Basic dXNlcjpwYXNz').expect(401);
  });
});
