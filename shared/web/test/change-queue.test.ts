import { ApiError } from '../src/api';
import { createChangeQueue, type ChangeQueueDeps } from '../src/offline/change-queue';
import type { OfflineChange, QueuedChange } from '../src/offline/change';
import { memoryStore } from '../src/offline/idb-store';

const offlineError = () => new TypeError('Failed to fetch');
const refusal = (status: number, message: string) =>
  new ApiError(status, JSON.stringify({ message }), { message, code: 'notFound' });

function change(label: string, url = '/api/tasks'): OfflineChange {
  return { method: 'POST', url, body: { label }, label, refresh: [url] };
}

/**
 * A server that records what it applied, once per key as the real one does, and a network that
 * is up or down. `loseNextAnswer` applies the next change but fails as a dropped connection.
 */
function world() {
  const applied: string[] = [];
  const answers = new Map<string, unknown>();
  const state = { online: true, loseNextAnswer: false, refuse: new Map<string, ApiError>() };
  const send = jest.fn(async (queued: QueuedChange) => {
    if (!state.online) throw offlineError();
    const refused = state.refuse.get(queued.label);
    if (refused) throw refused;
    if (!answers.has(queued.key)) {
      applied.push(queued.label);
      answers.set(queued.key, { id: applied.length, label: queued.label });
    }
    if (state.loseNextAnswer) {
      state.loseNextAnswer = false;
      throw offlineError();
    }
    return answers.get(queued.key);
  });
  let keys = 0;
  const deps: ChangeQueueDeps = {
    store: memoryStore(),
    send,
    isOnline: () => state.online,
    newKey: () => `key-${++keys}`,
  };
  const queue = createChangeQueue(deps);
  const onRefused = jest.fn();
  const onSettled = jest.fn();
  queue.listen({ onRefused, onSettled });
  return { queue, deps, applied, state, send, onRefused, onSettled };
}

describe('the offline change queue', () => {
  it('sends at once when online and gives the answer', async () => {
    const { queue, applied } = world();
    await queue.setUser(1);
    await expect(queue.sendOrQueue(change('add Swim'))).resolves.toEqual({
      sent: true,
      answer: { id: 1, label: 'add Swim' },
    });
    expect(applied).toEqual(['add Swim']);
    expect(queue.pendingCount()).toBe(0);
  });

  it('keeps changes made offline and sends them in the order they were made', async () => {
    const { queue, applied, state, onSettled } = world();
    await queue.setUser(1);
    state.online = false;
    for (const label of ['first', 'second', 'third']) {
      await expect(queue.sendOrQueue(change(label))).resolves.toEqual({ sent: false });
    }
    expect(queue.pendingCount()).toBe(3);
    state.online = true;
    await queue.replay();
    expect(applied).toEqual(['first', 'second', 'third']);
    expect(queue.pendingCount()).toBe(0);
    expect(onSettled).toHaveBeenCalledWith(['/api/tasks']);
  });

  it('keeps the queue in its store, so a new page (the app reopened) sends it', async () => {
    const first = world();
    await first.queue.setUser(1);
    first.state.online = false;
    await first.queue.sendOrQueue(change('mark Swim done'));
    const reopened = createChangeQueue({ ...first.deps });
    await reopened.setUser(1);
    expect(reopened.pendingCount()).toBe(1);
    first.state.online = true;
    await reopened.replay();
    expect(first.applied).toEqual(['mark Swim done']);
  });

  it('applies a change exactly once when its answer was lost and it is sent again', async () => {
    const { queue, applied, state, send } = world();
    await queue.setUser(1);
    state.loseNextAnswer = true;
    await expect(queue.sendOrQueue(change('complete Buy milk'))).resolves.toEqual({
      sent: false,
    });
    expect(applied).toEqual(['complete Buy milk']);
    await queue.replay();
    expect(send).toHaveBeenCalledTimes(2);
    expect(send.mock.calls[0]![0].key).toBe(send.mock.calls[1]![0].key);
    expect(applied).toEqual(['complete Buy milk']);
    expect(queue.pendingCount()).toBe(0);
  });

  it('a later change waits behind an earlier one that could not be sent', async () => {
    const { queue, applied, state } = world();
    await queue.setUser(1);
    state.loseNextAnswer = true;
    await queue.sendOrQueue(change('first'));
    state.online = false;
    await queue.sendOrQueue(change('second'));
    state.online = true;
    await queue.replay();
    expect(applied).toEqual(['first', 'second']);
  });

  it('withdraws a creation still waiting, so it is never sent; once sent it stays', async () => {
    const { queue, applied, state } = world();
    await queue.setUser(1);
    state.online = false;
    await queue.sendOrQueue({ ...change('add Buy milk'), placeholderId: -1 });
    await queue.sendOrQueue({ ...change('add Walk the dog'), placeholderId: -2 });
    await expect(queue.withdraw(-1)).resolves.toBe(true);
    expect(queue.pendingCount()).toBe(1);
    state.online = true;
    await queue.replay();
    expect(applied).toEqual(['add Walk the dog']);
    await expect(queue.withdraw(-2)).resolves.toBe(false);
    expect(applied).toEqual(['add Walk the dog']);
  });

  it('a refusal while the screen waits rejects for that screen to handle', async () => {
    const { queue, state, onRefused } = world();
    await queue.setUser(1);
    state.refuse.set('mark Swim done', refusal(404, 'Habit not found'));
    await expect(queue.sendOrQueue(change('mark Swim done'))).rejects.toThrow('Habit not found');
    expect(onRefused).not.toHaveBeenCalled();
    expect(queue.pendingCount()).toBe(0);
  });

  it('a refusal of a queued change names it, drops it, refreshes and goes on with the next', async () => {
    const { queue, state, applied, onRefused, onSettled } = world();
    await queue.setUser(1);
    state.online = false;
    await queue.sendOrQueue(change('mark Swim done', '/api/habits/7/complete'));
    await queue.sendOrQueue(change('add Buy milk'));
    state.online = true;
    state.refuse.set('mark Swim done', refusal(404, 'Habit not found'));
    await queue.replay();
    expect(onRefused).toHaveBeenCalledTimes(1);
    const [refused, error] = onRefused.mock.calls[0]!;
    expect(refused.label).toBe('mark Swim done');
    expect((error as ApiError).serverMessage).toBe('Habit not found');
    expect(applied).toEqual(['add Buy milk']);
    expect(onSettled).toHaveBeenCalledWith(['/api/habits/7/complete', '/api/tasks']);
    expect(queue.pendingCount()).toBe(0);
  });

  it('a change made offline does not keep its screen waiting: a refusal the moment the network is back is named', async () => {
    const { queue, state, onRefused } = world();
    await queue.setUser(1);
    state.online = false;
    const outcome = queue.sendOrQueue(change('mark Run done'));
    // The network comes back, and the habit is gone, before the queue has kept the change.
    state.online = true;
    state.refuse.set('mark Run done', refusal(404, 'Habit not found'));
    await expect(outcome).resolves.toEqual({ sent: false });
    await queue.replay();
    expect(onRefused).toHaveBeenCalledWith(
      expect.objectContaining({ label: 'mark Run done' }),
      expect.any(ApiError),
    );
    expect(queue.pendingCount()).toBe(0);
  });

  it('a change the screen waits for hears a server error, to roll back and show it', async () => {
    const { queue, state, applied } = world();
    await queue.setUser(1);
    state.refuse.set('add Swim', refusal(503, 'Service unavailable'));
    await expect(queue.sendOrQueue(change('add Swim'))).rejects.toMatchObject({ status: 503 });
    expect(queue.pendingCount()).toBe(0);
    state.refuse.clear();
    await queue.replay();
    expect(applied).toEqual([]);
  });

  it('keeps changes sent later on a server error or a signed-out answer, to send again', async () => {
    const { queue, state, applied } = world();
    await queue.setUser(1);
    state.online = false;
    await expect(queue.sendOrQueue(change('add Swim'))).resolves.toEqual({ sent: false });
    state.online = true;
    state.refuse.set('add Swim', refusal(503, 'Service unavailable'));
    await queue.replay();
    state.refuse.set('add Swim', refusal(401, 'Unauthorized'));
    await queue.replay();
    expect(queue.pendingCount()).toBe(1);
    state.refuse.clear();
    await queue.replay();
    expect(applied).toEqual(['add Swim']);
  });

  it("keeps each user's changes apart and forgets them at sign-out", async () => {
    const { queue, state, applied } = world();
    await queue.setUser(1);
    state.online = false;
    await queue.sendOrQueue(change("Ann's change"));
    await queue.clear(1);
    await queue.setUser(2);
    await queue.sendOrQueue(change("Bob's change"));
    await queue.setUser(1);
    expect(queue.pendingCount()).toBe(0);
    await queue.setUser(2);
    expect(queue.pendingCount()).toBe(1);
    state.online = true;
    await queue.replay();
    expect(applied).toEqual(["Bob's change"]);
  });

  it('never queues anything but changes to habits, tasks and focus sessions', async () => {
    const { queue, state } = world();
    await queue.setUser(1);
    state.online = false;
    await expect(
      queue.sendOrQueue({ ...change('sign in', '/api/auth/login'), body: { password: 'x' } }),
    ).rejects.toThrow('Failed to fetch');
    expect(queue.pendingCount()).toBe(0);
  });
});
