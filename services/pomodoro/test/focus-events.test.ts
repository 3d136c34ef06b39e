import { API } from '@ps/contracts/api';
import { focusViewSchema, type FocusView } from '@ps/contracts/focus';
import { describeService } from '@ps/db/testing/service';
import { createApp } from '../src/app';

/** An open event stream of one signed-in user, read event by event. */
interface FocusStream {
  next(timeoutMs?: number): Promise<FocusView>;
  close(): void;
}

describeService('focus events: every tab and device follows one run', createApp, (service) => {
  const base = () => service().origin();

  async function signUp(): Promise<string> {
    return (await signUpUser()).cookie;
  }

  async function signUpUser(): Promise<{ cookie: string; userId: number }> {
    const { cookie, user } = await service().signUp('watcher');
    return { cookie, userId: user.id };
  }

  const act = (cookie: string, body: object) =>
    fetch(`${base()}${API.pomodoroFocus}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify(body),
    });

  async function open(cookie: string): Promise<FocusStream> {
    const controller = new AbortController();
    const response = await fetch(`${base()}${API.pomodoroFocusEvents}`, {
      headers: { cookie },
      signal: controller.signal,
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/event-stream/);
    const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
    let buffer = '';
    return {
      async next(timeoutMs = 2000) {
        const deadline = Date.now() + timeoutMs;
        for (;;) {
          const match = /event: focus\ndata: (.*)\n\n/.exec(buffer);
          if (match) {
            buffer = buffer.slice(match.index + match[0].length);
            return focusViewSchema.parse(JSON.parse(match[1]!));
          }
          const left = deadline - Date.now();
          if (left <= 0) throw new Error(`no focus event within ${timeoutMs} ms`);
          const chunk = await Promise.race([
            reader.read(),
            new Promise<never>((_, reject) =>
              setTimeout(() => reject(new Error(`no focus event within ${timeoutMs} ms`)), left),
            ),
          ]);
          if (chunk.done) throw new Error('the stream ended');
          buffer += chunk.value;
        }
      },
      close: () => controller.abort(),
    };
  }

  it('sends the current run at once, then each change within 2 s', async () => {
    const cookie = await signUp();
    const stream = await open(cookie);
    try {
      expect(await stream.next()).toMatchObject({ state: 'idle' });
      expect((await act(cookie, { action: 'start' })).status).toBe(200);
      expect(await stream.next()).toMatchObject({ state: 'running', blocking: true });
      expect((await act(cookie, { action: 'pause' })).status).toBe(200);
      expect(await stream.next()).toMatchObject({ state: 'paused', blocking: false });
    } finally {
      stream.close();
    }
  });

  it('tells every stream of the user, and only theirs', async () => {
    const cookie = await signUp();
    const stranger = await signUp();
    const [laptop, phone, other] = await Promise.all([open(cookie), open(cookie), open(stranger)]);
    try {
      await Promise.all([laptop.next(), phone.next(), other.next()]);
      await act(cookie, { action: 'start' });
      expect(await laptop.next()).toMatchObject({ state: 'running' });
      expect(await phone.next()).toMatchObject({ state: 'running' });
      await expect(other.next(1500)).rejects.toThrow('no focus event');
    } finally {
      for (const stream of [laptop, phone, other]) stream.close();
    }
  });

  it('finds a change another replica wrote, and a run reaching zero, by itself', async () => {
    const { cookie, userId } = await signUpUser();
    await act(cookie, { action: 'start' });
    const stream = await open(cookie);
    try {
      const running = await stream.next();
      // Another process changes the run; no call passes through this one.
      const moveRun = (endsAt: number, version: number) =>
        service().knex('focus_runs').where('user_id', userId).update({ ends_at: endsAt, version });
      await moveRun(Date.now() + 10 * 60_000, running.version + 1);
      expect(await stream.next()).toMatchObject({ state: 'running', version: running.version + 1 });
      await moveRun(Date.now() - 1, running.version + 2);
      expect(await stream.next()).toMatchObject({ state: 'idle', mode: 'break' });
      expect(await service().knex('pomodoro_sessions').where('user_id', userId)).toHaveLength(1);
    } finally {
      stream.close();
    }
  });

  it('ends the stream within 2 s of signing out, and a reconnect is refused', async () => {
    const user = await service().signUp('leaver');
    const { cookie } = user;
    const stream = await open(cookie);
    try {
      await stream.next();
      await service().signOut(user);
      await expect(stream.next(2000)).rejects.toThrow('the stream ended');
      const again = await fetch(`${base()}${API.pomodoroFocusEvents}`, { headers: { cookie } });
      expect(again.status).toBe(401);
    } finally {
      stream.close();
    }
  });

  it('needs a session', async () => {
    const response = await fetch(`${base()}${API.pomodoroFocusEvents}`);
    expect(response.status).toBe(401);
  });
});
