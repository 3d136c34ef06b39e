import { API, taskCompletePath } from '@ps/contracts/api';
import { describeGateway } from './support/gateway';

describeGateway('cross-site writes', (gateway) => {
  const evil = 'https://evil.example';

  it('refuses a cross-origin write with the victim’s cookie, and changes nothing', async () => {
    const { agent } = await gateway().signUp('victim');
    const task = (await agent.post(API.tasks).send({ description: 'Keep me pending' })).body;

    const forged = await agent
      .post(taskCompletePath(task.id))
      .set('Origin', evil)
      .set('Content-Type', 'text/plain')
      .send('x');
    expect(forged.status).toBe(403);
    expect(forged.body.code).toBe('crossOriginRefused');
    const logout = await agent.post(API.logout).set('Origin', evil);
    expect(logout.status).toBe(403);
    const bySiteOnly = await agent
      .delete(`${API.tasks}/${task.id}`)
      .set('Sec-Fetch-Site', 'cross-site');
    expect(bySiteOnly.status).toBe(403);
    const sibling = await agent
      .put(`${API.tasks}/${task.id}`)
      .set('Sec-Fetch-Site', 'same-site')
      .send({ description: 'x' });
    expect(sibling.status).toBe(403);

    // Still signed in, and the task untouched.
    const [stored] = (await agent.get(API.tasks).expect(200)).body;
    expect(stored).toMatchObject({
      id: task.id,
      status: 'pending',
      description: 'Keep me pending',
    });
  });

  it('accepts writes from its own origin, same-origin fetches, and clients without Origin', async () => {
    const { agent } = await gateway().signUp('owner');
    const own = `http://127.0.0.1:${(gateway().server.address() as { port: number }).port}`;
    const task = (
      await agent.post(API.tasks).set('Origin', own).send({ description: 'A' }).expect(201)
    ).body;
    await agent.post(taskCompletePath(task.id)).set('Sec-Fetch-Site', 'same-origin').expect(200);
    await agent.delete(`${API.tasks}/${task.id}`).expect(204);
    // Reads are never refused: a cross-site GET cannot change anything.
    await agent.get(API.tasks).set('Origin', evil).expect(200);
  });
});
