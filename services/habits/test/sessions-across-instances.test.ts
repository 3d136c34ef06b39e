import { API } from '@ps/contracts/api';
import { describeEachDatabase } from '@ps/db/testing/databases';
import { startService } from '@ps/db/testing/service';
import { createApp } from '../src/app';

describeEachDatabase('a session shared by two instances of the service', (db) => {
  it('a sign-out counts on the very next request in the other instance', async () => {
    const first = startService(db(), createApp);
    const second = startService(db(), createApp);
    try {
      const user = await first.signUp();
      await first.anonymous().get(API.habits).set('Cookie', user.cookie).expect(200);
      await second.anonymous().get(API.habits).set('Cookie', user.cookie).expect(200);
      await first.signOut(user);
      await second.anonymous().get(API.habits).set('Cookie', user.cookie).expect(401);
      await first.anonymous().get(API.habits).set('Cookie', user.cookie).expect(401);
    } finally {
      await first.close();
      await second.close();
    }
  });
});
