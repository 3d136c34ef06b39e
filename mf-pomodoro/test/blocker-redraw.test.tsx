import { screen } from '@testing-library/react';
import { renderWithShell } from '@ps/web/test-utils';
import PomodoroPage from '../src/exposes/PomodoroPage';
import { summariseToday } from '../src/sessions/today-summary';
import { advance, fakeBlockerExtension, fakePomodoroApi, useFakeClock } from './helpers';

// Every drawing of the whole page summarises the day once: counting the calls counts them.
jest.mock('../src/sessions/today-summary', () => {
  const actual = jest.requireActual<typeof import('../src/sessions/today-summary')>(
    '../src/sessions/today-summary',
  );
  return { ...actual, summariseToday: jest.fn(actual.summariseToday) };
});

/** How long the page waits for an installed extension's answer before it says there is none. */
const ANSWER_WAIT_MS = 1500;

beforeEach(() => {
  localStorage.clear();
  useFakeClock();
});

afterEach(() => {
  jest.clearAllTimers();
  jest.useRealTimers();
});

async function openedPage() {
  fakePomodoroApi();
  renderWithShell(<PomodoroPage />, { route: '/pomodoro' });
  await screen.findByRole('timer');
  // The day's sessions arrive and are drawn: the page as it stays.
  await advance(0);
  return jest.mocked(summariseToday).mock.calls.length;
}

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
