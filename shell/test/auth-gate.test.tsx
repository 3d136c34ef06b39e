import { act, screen } from '@testing-library/react';
import { navigation } from '@ps/web/navigation';
import { queryKeys } from '@ps/web/queries';
import { fakeRemotes, renderApp, testUser } from './render-app';

beforeEach(() => {
  localStorage.clear();
  fakeRemotes();
});
afterEach(() => {
  jest.restoreAllMocks();
  jest.useRealTimers();
});

describe('the routes and the sign-in gate', () => {
  it('shows a spinner while the current user loads', async () => {
    renderApp({ api: { 'GET /api/auth/user': () => new Promise(() => {}) } });
    expect(await screen.findByRole('progressbar', { name: 'Loading…' })).toBeInTheDocument();
  });

  it('shows the landing page to a visitor at /', async () => {
    renderApp({ route: '/' });
    expect(await screen.findByText('mf-landing/LandingPage')).toBeInTheDocument();
  });

  it('shows the dashboard with the welcome line and every widget slot when signed in', async () => {
    renderApp({ route: '/', user: testUser });
    expect(await screen.findByRole('heading', { name: 'Welcome back, Sam!' })).toBeInTheDocument();
    for (const slot of [
      'mf-progress/StatsRow',
      'mf-habits/TodayHabitsCard',
      'mf-tasks/TodayTasksCard',
      'mf-pomodoro/PomodoroCard',
      'mf-habits/WeeklyProgressCard',
    ]) {
      expect(await screen.findByText(slot)).toBeInTheDocument();
    }
    expect(screen.getByRole('heading', { name: 'Quick Actions' })).toBeInTheDocument();
  });

  it.each([
    ['/habits', 'mf-habits/HabitsPage'],
    ['/tasks', 'mf-tasks/TasksPage'],
    ['/pomodoro', 'mf-pomodoro/PomodoroPage'],
    ['/progress', 'mf-progress/ProgressPage'],
  ])('places the page module of %s for a signed-in user', async (route, module) => {
    renderApp({ route, user: testUser });
    expect(await screen.findByText(module)).toBeInTheDocument();
  });

  it("sends a signed-out visitor of a protected page to /api/login after the 'Unauthorized' toast", async () => {
    jest.useFakeTimers();
    const go = jest.spyOn(navigation, 'fullPageNavigate').mockImplementation(() => {});
    renderApp({ route: '/habits' });
    expect(await screen.findByText('Unauthorized')).toBeInTheDocument();
    expect(screen.getByText('You are logged out. Logging in again...')).toBeInTheDocument();
    expect(screen.queryByText('mf-habits/HabitsPage')).not.toBeInTheDocument();
    act(() => jest.advanceTimersByTime(499));
    expect(go).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(1));
    expect(go).toHaveBeenCalledWith('/api/login');
    expect(go).toHaveBeenCalledTimes(1);
  });

  it('sends a user whose session ends on the dashboard to /login', async () => {
    jest.useFakeTimers();
    const go = jest.spyOn(navigation, 'fullPageNavigate').mockImplementation(() => {});
    const { queryClient } = renderApp({ route: '/', user: testUser });
    expect(await screen.findByRole('heading', { name: 'Welcome back, Sam!' })).toBeInTheDocument();
    act(() => queryClient.setQueryData(queryKeys.currentUser, null));
    expect(await screen.findByText('Unauthorized')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(500));
    expect(go).toHaveBeenCalledWith('/login');
  });

  it("shows '404 Page Not Found' for any other path, signed in or not", async () => {
    renderApp({ route: '/no/such/page' });
    expect(await screen.findByRole('heading', { name: '404 Page Not Found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
  });
});
