import { act, screen } from '@testing-library/react';
import { renderWithShell } from '@ps/web/test-utils';
import PomodoroPage from '../src/exposes/PomodoroPage';
import { summariseToday } from '../src/sessions/today-summary';
import { runningView } from './focus-view-fixture';
import { advance, fakeBlockerExtension, fakePomodoroApi, T0, useFakeClock } from './helpers';

// Every drawing of the whole page summarises the day once: counting the calls counts them.
jest.mock('../src/sessions/today-summary', () => {
  const actual = jest.requireActual<typeof import('../src/sessions/today-summary')>(
    '../src/sessions/today-summary',
  );
  return { ...actual, summariseToday: jest.fn(actual.summariseToday) };
});

/** The server's stream of the account's focus, as the page opens it (jsdom has none). */
class FakeFocusStream extends EventTarget {
  static opened: FakeFocusStream[] = [];
  constructor(readonly url: string) {
    super();
    FakeFocusStream.opened.push(this);
  }
  close() {}
}

beforeEach(() => {
  localStorage.clear();
  useFakeClock();
  FakeFocusStream.opened = [];
  Object.assign(window, { EventSource: FakeFocusStream });
});

afterEach(() => {
  jest.clearAllTimers();
  jest.useRealTimers();
  delete (window as Partial<typeof window>).EventSource;
});

/** The page opened and its day's sessions drawn; how many times it has been drawn so far. */
async function openedPage() {
  fakePomodoroApi();
  renderWithShell(<PomodoroPage />, { route: '/pomodoro' });
  await screen.findByRole('timer');
  await advance(0);
  return jest.mocked(summariseToday).mock.calls.length;
}

describe("the account's focus pushed to the Pomodoro page", () => {
  it('shows the passes used today, drawing the progress card again but not the page', async () => {
    const pageDrawings = await openedPage();

    const view = runningView(T0, { state: 'idle', endsAt: null, passesUsedToday: 2 });
    await act(async () => {
      FakeFocusStream.opened[0]!.dispatchEvent(
        new MessageEvent('focus', { data: JSON.stringify(view) }),
      );
    });

    expect(screen.getByText('Five-minute passes used today: 2 of 3')).toBeInTheDocument();
    expect(jest.mocked(summariseToday).mock.calls.length).toBe(pageDrawings);
  });
});

/** How long the page waits for an installed extension's answer before it says there is none. */
const ANSWER_WAIT_MS = 1500;

describe('the blocker card answers the extension, not the whole page', () => {
  it('shows how to install the extension when none answers, drawing the page no more', async () => {
    const pageDrawings = await openedPage();

    await advance(ANSWER_WAIT_MS);

    expect(
      screen.getByText(/Blocking other websites needs the Productivity Suite Blocker extension/),
    ).toBeInTheDocument();
    expect(jest.mocked(summariseToday).mock.calls.length).toBe(pageDrawings);
  });

  it('offers to connect an installed extension, drawing the page no more', async () => {
    // A busy browser's extension answers late, after the page has drawn its data.
    const remove = fakeBlockerExtension(false, 500);
    try {
      const pageDrawings = await openedPage();

      await advance(500);

      expect(screen.getByRole('button', { name: 'Connect the blocker' })).toBeInTheDocument();
      expect(jest.mocked(summariseToday).mock.calls.length).toBe(pageDrawings);
    } finally {
      remove();
    }
  });
});

describe("the page's hello to the blocker extension", () => {
  it('is said in a task after the one that draws the page', async () => {
    fakePomodoroApi();
    const post = jest.spyOn(window, 'postMessage');
    renderWithShell(<PomodoroPage />, { route: '/pomodoro' });
    // The page's drawing and its effects have run; no timer has.
    expect(post).not.toHaveBeenCalled();
    await advance(0);
    expect(post).toHaveBeenCalledWith(
      expect.objectContaining({ type: 'hello' }),
      window.location.origin,
    );
    await screen.findByRole('timer');
  });
});
