import { act, screen } from '@testing-library/react';
import { renderWithShell } from '@ps/web/test-utils';
import PomodoroPage from '../src/exposes/PomodoroPage';
import { summariseToday } from '../src/sessions/today-summary';
import { runningView } from './focus-view-fixture';
import { fakePomodoroApi, T0, useFakeClock } from './helpers';

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

describe("the account's focus pushed to the Pomodoro page", () => {
  it('shows the passes used today, drawing the progress card again but not the page', async () => {
    fakePomodoroApi();
    renderWithShell(<PomodoroPage />, { route: '/pomodoro' });
    await screen.findByRole('timer');
    await act(async () => {});
    const pageDrawings = jest.mocked(summariseToday).mock.calls.length;

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
