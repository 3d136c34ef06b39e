import { API } from '@ps/contracts/api';
import { describeGateway } from './support/gateway';

describeGateway('compressed answers through the gateway', (gateway) => {
  it('compresses an /api answer past one TCP segment for a client that accepts it, not a small one', async () => {
    const { agent } = await gateway().signUp();
    const small = await agent.get(API.habits).set('Accept-Encoding', 'gzip').expect(200);
    expect(small.headers['content-encoding']).toBeUndefined();
    for (let i = 0; i < 20; i += 1) {
      await agent
        .post(API.habits)
        .send({ name: `Habit number ${i}`, description: 'long enough', startDate: '2024-01-01' })
        .expect(201);
    }
    const large = await agent.get(API.habits).set('Accept-Encoding', 'gzip').expect(200);
    expect(large.headers['content-encoding']).toBe('gzip');
    expect(large.body).toHaveLength(20);
    const plain = await agent.get(API.habits).set('Accept-Encoding', 'identity').expect(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toEqual(large.body);
  });
});
