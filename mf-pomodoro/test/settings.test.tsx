import { act, screen } from '@testing-library/react';
import { renderWithShell } from '@ps/web/test-utils';
import PomodoroPage from '../src/exposes/PomodoroPage';
import { SETTINGS_KEY } from '../src/settings/settings-store';
import {
  fakeNotifications,
  fakePomodoroApi,
  passTime,
  removeNotifications,
  useFakeClock,
  user,
} from './helpers';

jest.setTimeout(30_000);

const stored = () => JSON.parse(localStorage.getItem(SETTINGS_KEY) ?? '{}');

async function openSettings() {
  const u = user();
  const { unmount } = renderWithShell(<PomodoroPage />, { route: '/pomodoro' });
  const toggle = screen.getByRole('button', { name: 'Timer Settings' });
  expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await u.click(toggle);
  expect(toggle).toHaveAttribute('aria-expanded', 'true');
  // The settings' code comes with their first opening.
  await screen.findByRole('slider', { name: 'Work Duration' });
  return Object.assign(u, { unmount });
}

const slider = (name: string) => screen.getByRole('slider', { name });
const switchNamed = (name: string) => screen.getByRole('switch', { name });

beforeEach(() => {
  localStorage.clear();
  useFakeClock();
  removeNotifications();
  fakePomodoroApi();
});

afterEach(() => {
  jest.clearAllTimers();
  jest.useRealTimers();
});

describe('durations', () => {
  it('work goes from 1 to 60 minutes and break from 1 to 30, in whole minutes', async () => {
    const u = await openSettings();
    const work = slider('Work Duration');
    expect(work).toHaveAttribute('aria-valuemin', '1');
    expect(work).toHaveAttribute('aria-valuemax', '60');
    expect(work).toHaveAttribute('aria-valuenow', '25');
    expect(work).toHaveAttribute('aria-valuetext', '25 minutes');
    act(() => work.focus());
    await u.keyboard('{End}');
    expect(work).toHaveAttribute('aria-valuenow', '60');
    await u.keyboard('{ArrowRight}');
    expect(work).toHaveAttribute('aria-valuenow', '60');
    await u.keyboard('{Home}');
    await u.keyboard('{ArrowLeft}');
    expect(work).toHaveAttribute('aria-valuenow', '1');
    expect(screen.getByRole('button', { name: 'Work (1 minute)' })).toBeInTheDocument();

    const rest = slider('Break Duration');
    expect(rest).toHaveAttribute('aria-valuemax', '30');
    act(() => rest.focus());
    await u.keyboard('{End}');
    expect(rest).toHaveAttribute('aria-valuenow', '30');
    expect(screen.getByText('30 minutes')).toBeInTheDocument();
    expect(stored()).toMatchObject({ workMinutes: 1, breakMinutes: 30 });
  });

  it('are locked while the timer runs', async () => {
    const u = await openSettings();
    await u.click(screen.getByRole('button', { name: 'Start timer' }));
    expect(slider('Work Duration')).toBeDisabled();
    expect(slider('Break Duration')).toBeDisabled();
    expect(screen.getByText('Durations are locked while the timer runs.')).toBeInTheDocument();
    await u.click(screen.getByRole('button', { name: 'Pause timer' }));
    expect(slider('Work Duration')).toBeEnabled();
  });

  it("a new length for the paused session's mode starts it over at that length", async () => {
    const u = await openSettings();
    await u.click(screen.getByRole('button', { name: 'Start timer' }));
    await passTime(5 * 60_000);
    await u.click(screen.getByRole('button', { name: 'Pause timer' }));
    expect(screen.getByRole('timer')).toHaveTextContent('20:00');
    act(() => slider('Work Duration').focus());
    await u.keyboard('{ArrowRight}');
    expect(screen.getByRole('timer')).toHaveTextContent('26:00');
    expect(screen.getByRole('button', { name: 'Start timer' })).toBeInTheDocument();
  });
});

describe('persistence', () => {
  it('keeps every setting across a reload', async () => {
    const u = await openSettings();
    act(() => slider('Work Duration').focus());
    await u.keyboard('{ArrowRight}{ArrowRight}');
    await u.click(switchNamed('Sound Notifications'));
    await u.click(switchNamed('Auto-start Next Session'));
    expect(stored()).toMatchObject({ workMinutes: 27, soundEnabled: false, autoStart: true });

    u.unmount();
    await openSettings();
    expect(slider('Work Duration')).toHaveAttribute('aria-valuenow', '27');
    expect(switchNamed('Sound Notifications')).not.toBeChecked();
    expect(switchNamed('Auto-start Next Session')).toBeChecked();
    expect(screen.getByRole('timer')).toHaveTextContent('27:00');
  });

  it('falls back to the defaults for values that do not fit', async () => {
    localStorage.setItem(
      SETTINGS_KEY,
      JSON.stringify({ workMinutes: 500, breakMinutes: 12, soundEnabled: 'loud' }),
    );
    await openSettings();
    expect(slider('Work Duration')).toHaveAttribute('aria-valuenow', '25');
    expect(slider('Break Duration')).toHaveAttribute('aria-valuenow', '12');
    expect(switchNamed('Sound Notifications')).toBeChecked();
  });

  it('starts from the defaults when the stored text is not JSON', async () => {
    localStorage.setItem(SETTINGS_KEY, '{not json');
    await openSettings();
    expect(slider('Work Duration')).toHaveAttribute('aria-valuenow', '25');
    expect(switchNamed('Sound Notifications')).toBeChecked();
    expect(switchNamed('Auto-start Next Session')).not.toBeChecked();
    expect(switchNamed('Block Distracting Websites')).toBeChecked();
    expect(switchNamed('Push Notifications')).not.toBeChecked();
  });
});

describe('the blocked-sites editor', () => {
  it('adds trimmed sites with Enter or the plus button, ignoring blanks and duplicates', async () => {
    const u = await openSettings();
    await u.click(screen.getByRole('button', { name: 'Manage (6)' }));
    const input = screen.getByRole('textbox', { name: 'Website to block' });
    expect(input).toHaveAttribute('placeholder', 'example.com');
    const add = screen.getByRole('button', { name: 'Add website' });
    expect(add).toBeDisabled();
    await u.type(input, '   ');
    expect(add).toBeDisabled();
    await u.keyboard('{Enter}');
    expect(screen.getByRole('button', { name: 'Hide (6)' })).toBeInTheDocument();

    await u.clear(input);
    await u.type(input, ' https://www.Netflix.com/x {Enter}');
    expect(screen.getByRole('button', { name: 'Hide (7)' })).toBeInTheDocument();
    expect(screen.getByText('netflix.com')).toBeInTheDocument();
    expect(input).toHaveValue('');

    await u.type(input, 'netflix.com');
    await u.click(screen.getByRole('button', { name: 'Add website' }));
    expect(screen.getByRole('button', { name: 'Hide (7)' })).toBeInTheDocument();
    expect(stored().blockedSites).toEqual([
      'facebook.com',
      'instagram.com',
      'twitter.com',
      'youtube.com',
      'tiktok.com',
      'reddit.com',
      'netflix.com',
    ]);
  });

  it('removes sites and says so when none are left', async () => {
    localStorage.setItem(SETTINGS_KEY, JSON.stringify({ blockedSites: ['a.com', 'b.com'] }));
    const u = await openSettings();
    await u.click(screen.getByRole('button', { name: 'Manage (2)' }));
    await u.click(screen.getByRole('button', { name: 'Remove a.com' }));
    expect(screen.queryByText('a.com')).not.toBeInTheDocument();
    await u.click(screen.getByRole('button', { name: 'Remove b.com' }));
    expect(
      screen.getByText('No websites blocked. Add some above to stay focused!'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Hide (0)' })).toBeInTheDocument();
    expect(stored().blockedSites).toEqual([]);
  });

  it('is reachable only while blocking is on', async () => {
    const u = await openSettings();
    await u.click(switchNamed('Block Distracting Websites'));
    expect(screen.queryByRole('button', { name: /Manage/ })).not.toBeInTheDocument();
    await u.click(switchNamed('Block Distracting Websites'));
    expect(screen.getByRole('button', { name: 'Manage (6)' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });
});

describe('notification permission flows', () => {
  const notifications = () => switchNamed('Push Notifications');

  it('asks the browser when not yet asked; granted turns alerts on', async () => {
    const { FakeNotification } = fakeNotifications('default', 'granted');
    const u = await openSettings();
    await u.click(notifications());
    expect(FakeNotification.requestPermission).toHaveBeenCalledTimes(1);
    expect(await screen.findByText('Notifications Enabled')).toBeInTheDocument();
    expect(notifications()).toBeChecked();
    expect(
      screen.getByText(/alert when each session is completed, plus reminders at 10 and 5 minutes/),
    ).toBeInTheDocument();
    expect(stored().notificationsEnabled).toBe(true);

    await u.click(notifications());
    expect(notifications()).not.toBeChecked();
    expect(stored().notificationsEnabled).toBe(false);
  });

  it('asks the browser when not yet asked; denied leaves them off and shows how to fix it', async () => {
    fakeNotifications('default', 'denied');
    const u = await openSettings();
    await u.click(notifications());
    expect(await screen.findByText('Notifications Denied')).toBeInTheDocument();
    expect(notifications()).not.toBeChecked();
    expect(stored().notificationsEnabled).not.toBe(true);
    expect(screen.getByRole('button', { name: 'Enable in Browser' })).toBeInTheDocument();
  });

  it("when denied, 'Enable in Browser' explains where to allow them", async () => {
    const { FakeNotification } = fakeNotifications('denied');
    const u = await openSettings();
    await u.click(screen.getByRole('button', { name: 'Enable in Browser' }));
    expect(await screen.findByText('Enable Notifications')).toBeInTheDocument();
    await u.click(notifications());
    expect(FakeNotification.requestPermission).not.toHaveBeenCalled();
    expect(notifications()).not.toBeChecked();
  });

  it('without the Notification API, says they are not supported', async () => {
    const u = await openSettings();
    await u.click(notifications());
    expect(await screen.findByText('Notifications Not Supported')).toBeInTheDocument();
    expect(notifications()).not.toBeChecked();
  });

  it('already granted: switching on needs no question', async () => {
    const { FakeNotification } = fakeNotifications('granted');
    const u = await openSettings();
    await u.click(notifications());
    expect(FakeNotification.requestPermission).not.toHaveBeenCalled();
    expect(notifications()).toBeChecked();
  });
});
