import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { navigation } from '@ps/web/navigation';
import { queryKeys } from '@ps/web/query-keys';
import { taskListAnswer } from '@ps/web/mock-task-list';
import { habit, task } from '@ps/web/test-fixtures';
import { fakeRemotes, renderApp, setScreenWidth, testUser } from './render-app';

const habits = [habit({ id: 1, name: 'Morning run' }), habit({ id: 2, name: 'Read 20 pages' })];
const tasks = [task({ id: 5, description: 'Write the quarterly report', priority: 'high' })];

/** The dashboard, for the sidebar's search: the user's habits, and tasks as `tasksAnswer` gives. */
function renderSearchingDashboard(tasksAnswer: (body: unknown, url: string) => unknown) {
  return renderApp({
    route: '/',
    user: testUser,
    api: { 'GET /api/habits': habits, 'GET /api/tasks': tasksAnswer },
  });
}

beforeEach(() => {
  localStorage.clear();
  fakeRemotes();
});
afterEach(() => jest.restoreAllMocks());

/**
 * The tooltip a hover on `control` shows. The tooltips' code arrives a moment after the sidebar
 * it names (a person's first hover comes later), and a hover before then shows none: the pointer
 * moves off and on again until one shows.
 */
async function tooltipOnHover(user: UserEvent, control: () => HTMLElement): Promise<HTMLElement> {
  return waitFor(
    async () => {
      await user.unhover(control());
      await user.hover(control());
      return screen.findByRole('tooltip', {}, { timeout: 300 });
    },
    { timeout: 3000 },
  );
}

describe('the desktop sidebar', () => {
  beforeEach(() => setScreenWidth(1366));

  it('lists the entries and favorites, and collapses to icons with names kept', async () => {
    const user = userEvent.setup();
    renderApp({ route: '/habits', user: testUser });
    const sidebar = await screen.findByTestId('sidebar');
    const nav = within(sidebar).getByRole('navigation', { name: 'Main navigation' });
    for (const name of ['Dashboard', 'Habits', 'Tasks', 'Pomodoro', 'Progress']) {
      expect(within(nav).getByRole('link', { name })).toBeInTheDocument();
    }
    expect(within(nav).getByRole('link', { name: 'Habits' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(nav).getByRole('link', { name: 'Quick Tasks' })).toHaveAttribute(
      'href',
      '/tasks',
    );
    expect(within(nav).getByRole('link', { name: 'Focus Mode' })).toHaveAttribute(
      'href',
      '/pomodoro',
    );
    expect(within(sidebar).getByText('Favorites')).toBeInTheDocument();

    // The sidebar's controls are named on hover.
    const collapse = () => within(sidebar).getByRole('button', { name: 'Collapse sidebar' });
    expect(await tooltipOnHover(user, collapse)).toHaveTextContent('Collapse sidebar');
    await user.click(within(sidebar).getByRole('button', { name: 'Collapse sidebar' }));
    expect(sidebar).toHaveAttribute('data-collapsed', 'true');
    expect(within(sidebar).queryByText('Favorites')).not.toBeInTheDocument();
    expect(within(sidebar).queryByText('Habits')).not.toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'Habits' })).toBeInTheDocument();
    expect(localStorage.getItem('ps.sidebarCollapsed')).toBe('true');
    // And so are the icons, now without their names.
    const habits = () => within(nav).getByRole('link', { name: 'Habits' });
    expect(await tooltipOnHover(user, habits)).toHaveTextContent('Habits');
    await user.click(within(sidebar).getByRole('button', { name: 'Expand sidebar' }));
    expect(sidebar).toHaveAttribute('data-collapsed', 'false');
  });

  it('starts collapsed when the user left it collapsed', async () => {
    localStorage.setItem('ps.sidebarCollapsed', 'true');
    renderApp({ route: '/tasks', user: testUser });
    expect(await screen.findByTestId('sidebar')).toHaveAttribute('data-collapsed', 'true');
  });

  it("the search box finds the user's habits and tasks and opens their page", async () => {
    const user = userEvent.setup();
    const { server } = renderSearchingDashboard((_body: unknown, url: string) =>
      taskListAnswer(tasks, url),
    );
    const search = await screen.findByRole('combobox', { name: 'Search' });
    await user.type(search, 'Report');
    const option = await screen.findByRole('option', { name: 'Write the quarterly report' });
    expect(screen.queryByRole('option', { name: 'Morning run' })).not.toBeInTheDocument();
    // The server searches the tasks, once typing pauses: no list of every task is downloaded.
    const taskReads = server.calls.filter((call) => call.url.startsWith('/api/tasks'));
    expect(taskReads.map((call) => call.url)).toEqual(['/api/tasks?q=Report&limit=20']);
    await user.click(option);
    expect(await screen.findByText('mf-tasks/TasksPage')).toBeInTheDocument();

    await user.type(screen.getByRole('combobox', { name: 'Search' }), 'run');
    await user.click(await screen.findByRole('option', { name: 'Morning run' }));
    expect(await screen.findByText('mf-habits/HabitsPage')).toBeInTheDocument();
  });

  it('the search box finds the tasks this browser holds when the server cannot be asked', async () => {
    const user = userEvent.setup();
    const { queryClient } = renderSearchingDashboard(() =>
      Promise.reject(new TypeError('Failed to fetch')),
    );
    // What the Tasks page and the dashboard read earlier, kept for offline use.
    queryClient.setQueryData(queryKeys.taskPages('pending'), {
      pages: [{ items: tasks, nextCursor: null }],
      pageParams: [null],
    });
    queryClient.setQueryData(queryKeys.firstTaskPage({ status: 'completed', limit: 5 }), {
      items: [task({ id: 6, description: 'Send the REPORT draft', status: 'completed' })],
      nextCursor: null,
    });

    await user.type(await screen.findByRole('combobox', { name: 'Search' }), 'report');

    expect(
      await screen.findByRole('option', { name: 'Write the quarterly report' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Send the REPORT draft' })).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: 'Morning run' })).not.toBeInTheDocument();
  });

  it('Settings saves language, time zone, names, week start and vacation with PATCH /api/auth/user', async () => {
    const user = userEvent.setup();
    const { server } = renderApp({
      route: '/',
      user: testUser,
      api: {
        'PATCH /api/auth/user': (body: unknown) => ({ ...testUser, ...(body as object) }),
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Settings' }));
    const dialog = await screen.findByRole('dialog', { name: 'Settings' });
    expect(within(dialog).getByRole('combobox', { name: 'Time zone' })).toHaveValue('Europe/Paris');
    await user.clear(within(dialog).getByLabelText('First name'));
    await user.type(within(dialog).getByLabelText('First name'), 'Samira');
    await user.type(within(dialog).getByLabelText('Last name'), 'Haddad');
    await user.click(within(dialog).getByRole('combobox', { name: 'Language' }));
    await user.click(await screen.findByRole('option', { name: 'Français' }));
    await user.click(within(dialog).getByRole('combobox', { name: 'First day of the week' }));
    await user.click(await screen.findByRole('option', { name: 'Sunday' }));
    fireEvent.change(within(dialog).getByLabelText('First day'), {
      target: { value: '2026-08-01' },
    });
    fireEvent.change(within(dialog).getByLabelText('Last day'), {
      target: { value: '2026-08-14' },
    });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() =>
      expect(server.calls).toContainEqual({
        method: 'PATCH',
        url: '/api/auth/user',
        body: {
          language: 'fr',
          timezone: 'Europe/Paris',
          firstName: 'Samira',
          lastName: 'Haddad',
          weekStart: 'sunday',
          vacation: { from: '2026-08-01', to: '2026-08-14' },
        },
      }),
    );
    expect(
      await screen.findByRole('heading', { name: 'Bon retour, Samira !' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Paramètres enregistrés')).toBeInTheDocument();
  });

  it("logs out: 'Logged out successfully' and a full load of /login", async () => {
    const user = userEvent.setup();
    const go = jest.spyOn(navigation, 'fullPageNavigate').mockImplementation(() => {});
    renderApp({ route: '/', user: testUser, api: { 'POST /api/auth/logout': { status: 204 } } });
    await user.click(await screen.findByRole('button', { name: 'Logout' }));
    expect(await screen.findByText('Logged out successfully')).toBeInTheDocument();
    expect(screen.getByText('See you next time!')).toBeInTheDocument();
    expect(go).toHaveBeenCalledWith('/login');
  });

  it("keeps the user on the page with 'Logout Failed' when logout fails", async () => {
    const user = userEvent.setup();
    const go = jest.spyOn(navigation, 'fullPageNavigate').mockImplementation(() => {});
    renderApp({
      route: '/',
      user: testUser,
      api: {
        'POST /api/auth/logout': {
          status: 500,
          body: { message: 'Internal server error', code: 'internal' },
        },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Logout' }));
    expect(await screen.findByText('Logout Failed')).toBeInTheDocument();
    expect(screen.getByText('Something went wrong. Please try again.')).toBeInTheDocument();
    expect(go).not.toHaveBeenCalled();
  });

  it("the header has a 'Get in touch' mail link", async () => {
    renderApp({ route: '/', user: testUser });
    expect(await screen.findByRole('link', { name: 'Get in touch' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^mailto:/),
    );
  });
});

describe('on a phone', () => {
  beforeEach(() => setScreenWidth(390));

  it('has no sidebar; a bottom bar with Focus for Pomodoro; a menu with the same entries', async () => {
    const user = userEvent.setup();
    renderApp({ route: '/', user: testUser });
    const bottom = await screen.findByRole('navigation', { name: 'Quick navigation' });
    expect(screen.queryByTestId('sidebar')).not.toBeInTheDocument();
    expect(
      within(bottom)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Dashboard', 'Habits', 'Tasks', 'Focus', 'Progress']);

    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const menu = await screen.findByRole('navigation', { name: 'Main navigation' });
    for (const name of ['Dashboard', 'Habits', 'Tasks', 'Pomodoro', 'Progress', 'Quick Tasks']) {
      expect(within(menu).getByRole('link', { name })).toBeInTheDocument();
    }
    await user.click(within(menu).getByRole('link', { name: 'Progress' }));
    expect(await screen.findByText('mf-progress/ProgressPage')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('navigation', { name: 'Main navigation' })).not.toBeInTheDocument(),
    );
  });

  it.each([
    ['fr', 'Navigation rapide', ['Accueil', 'Habitudes', 'Tâches', 'Focus', 'Progrès']],
    ['ar', 'التنقل السريع', ['الرئيسية', 'العادات', 'المهام', 'تركيز', 'التقدم']],
  ] as const)(
    'labels the bottom bar in %s with words that fit a fifth of a phone',
    async (language, name, labels) => {
      renderApp({ route: '/', user: { ...testUser, language } });
      const bottom = await screen.findByRole('navigation', { name });
      expect(
        within(bottom)
          .getAllByRole('link')
          .map((link) => link.textContent),
      ).toEqual(labels);
    },
  );
});
