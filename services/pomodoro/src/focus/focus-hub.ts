import type { Knex } from 'knex';
import type { FocusView } from '@ps/contracts/focus';
import { focusView } from './focus-view';

type Listener = (view: FocusView) => void;

interface Watch {
  timeZone: string;
  listeners: Set<Listener>;
  timer: NodeJS.Timeout;
  lastSent: string;
  /** A poll still waiting on the database: the next tick skips rather than queue behind it. */
  polling: boolean;
}

/**
 * Pushes a user's focus to every open event stream of theirs. A change made through this process
 * is pushed at once (`changed`); a change made elsewhere (another replica), a run reaching zero
 * and a pass running out are found by reading the user's focus every `pollMs` while anyone
 * watches. A view is sent only when it differs from the last one, apart from the clock.
 */
export class FocusHub {
  private readonly watches = new Map<number, Watch>();

  constructor(
    private readonly knex: Knex,
    private readonly pollMs = 1000,
  ) {}

  watch(userId: number, timeZone: string, listener: Listener): () => void {
    let watch = this.watches.get(userId);
    if (!watch) {
      watch = {
        timeZone,
        listeners: new Set(),
        timer: setInterval(() => void this.poll(userId), this.pollMs),
        lastSent: '',
        polling: false,
      };
      this.watches.set(userId, watch);
    }
    watch.listeners.add(listener);
    // The new stream gets the run at once; the first one also sets what the poll compares with.
    void this.view(userId).then((view) => {
      if (!view) return;
      if (watch.lastSent === '') watch.lastSent = fingerprintOf(view);
      listener(view);
    });
    return () => this.unwatch(userId, listener);
  }

  /** Called after a change this process wrote, so its streams need not wait for the poll. */
  changed(userId: number): void {
    void this.refresh(userId, true);
  }

  close(): void {
    for (const watch of this.watches.values()) clearInterval(watch.timer);
    this.watches.clear();
  }

  private unwatch(userId: number, listener: Listener): void {
    const watch = this.watches.get(userId);
    if (!watch) return;
    watch.listeners.delete(listener);
    if (watch.listeners.size === 0) {
      clearInterval(watch.timer);
      this.watches.delete(userId);
    }
  }

  private async view(userId: number): Promise<FocusView | undefined> {
    const watch = this.watches.get(userId);
    if (!watch) return undefined;
    // The database was shut down (the process is stopping): nothing more to read or push.
    if (!this.databaseOpen()) {
      this.close();
      return undefined;
    }
    try {
      return await focusView(this.knex, userId, watch.timeZone);
    } catch (error) {
      // The next poll tries again; a stream is not worth ending for one failed read.
      console.error('focus stream refresh failed', error);
      return undefined;
    }
  }

  private databaseOpen(): boolean {
    return Boolean((this.knex.client as { pool?: unknown }).pool);
  }

  private async poll(userId: number): Promise<void> {
    const watch = this.watches.get(userId);
    if (!watch || watch.polling) return;
    watch.polling = true;
    try {
      await this.refresh(userId);
    } finally {
      watch.polling = false;
    }
  }

  private async refresh(userId: number, force = false): Promise<void> {
    const view = await this.view(userId);
    const watch = this.watches.get(userId);
    if (!view || !watch) return;
    const fingerprint = fingerprintOf(view);
    if (!force && fingerprint === watch.lastSent) return;
    watch.lastSent = fingerprint;
    for (const listener of watch.listeners) listener(view);
  }
}

/** A view apart from the clock: two views with the same fingerprint need not both be sent. */
function fingerprintOf(view: FocusView): string {
  return JSON.stringify({ ...view, serverTime: '', remainingSeconds: 0 });
}
