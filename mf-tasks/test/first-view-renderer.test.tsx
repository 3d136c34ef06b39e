import { screen } from '@testing-library/react';
import { hydrate, type DehydratedState } from '@tanstack/react-query';
import { firstViewRenderer } from '@ps/web/first-view-renderer';
import { mockApi } from '@ps/web/mock-api';
import { prerenderedUser } from '@ps/web/prerender';
import { createQueryClient } from '@ps/web/query-client';
import { renderWithShell } from '@ps/web/test-utils';
import { RemoteIntlProvider } from '@ps/web/intl';
import { freezeToday, task, TODAY } from '@ps/web/test-fixtures';
import TasksPage from '../src/exposes/TasksPage';
import { messages } from '../src/i18n/messages';
import { taskReadRoutes, taskStore } from './task-server';

jest.setTimeout(30_000);
beforeEach(freezeToday);
afterEach(() => jest.useRealTimers());

const drawTasksPage = firstViewRenderer('/tasks', TasksPage);

/** The gateway's side of a drawing: the API as the person, answered by the fake API. */
function asThePerson(timeZone = 'Pacific/Auckland') {
  return {
    language: 'en',
    timeZone,
    send: (path: string, init?: RequestInit) => fetch(path, init),
  };
}

function personalApi(tasks = [task({ description: 'Water the <b>plants</b>', dueDate: TODAY })]) {
  return mockApi({
    'GET /api/auth/user': prerenderedUser('en', 'Ada'),
    'GET /api/habits': [],
    ...taskReadRoutes(taskStore(tasks)),
  });
}

describe("the Tasks page drawn on the server with the person's data", () => {
  it('draws their tasks and counts, asking for each read once, on their zone', async () => {
    const { calls, fetchMock } = personalApi([
      task({ description: 'Water the <b>plants</b>', dueDate: TODAY }),
      task({ description: 'Call the bank' }),
      task({ description: 'Done already', status: 'completed' }),
    ]);

    const drawn = await drawTasksPage(asThePerson());

    // Their text is escaped, never markup.
    expect(drawn.html).toContain('Water the &lt;b&gt;plants&lt;/b&gt;');
    expect(drawn.html).toContain('Call the bank');
    expect(drawn.html).not.toContain('Done already');
    expect(drawn.html).toContain('Pending (2)');
    const urls = calls.map((call) => call.url);
    expect(new Set(urls).size).toBe(urls.length);
    expect(urls).toEqual(
      expect.arrayContaining(['/api/auth/user', '/api/tasks/counts', '/api/habits']),
    );
    const pendingPage = fetchMock.mock.calls.find(
      ([url]) => url.startsWith('/api/tasks?') && url.includes('status=pending'),
    );
    // Their "today" is the one their browser would send, not the server's.
    expect(pendingPage?.[1]?.headers).toMatchObject({ 'X-Timezone': 'Pacific/Auckland' });
  });

  it('sends the answers, so the app draws the same rows without asking for them again', async () => {
    personalApi();
    const drawn = await drawTasksPage(asThePerson());

    const { calls } = mockApi({});
    const queryClient = createQueryClient();
    hydrate(queryClient, JSON.parse(JSON.stringify(drawn.reads)) as DehydratedState);
    renderWithShell(
      <RemoteIntlProvider catalogue={messages}>
        <TasksPage />
      </RemoteIntlProvider>,
      { queryClient },
    );

    expect(await screen.findByText('Water the <b>plants</b>')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Pending (1)' })).toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it('leaves a read that fails to the app, and draws the rest', async () => {
    mockApi({
      'GET /api/auth/user': prerenderedUser('en', 'Ada'),
      'GET /api/habits': [],
      'GET /api/tasks': { status: 500, body: { message: 'down', code: 'internal' } },
      'GET /api/tasks/counts': { pending: 4, completed: 0 },
    });

    const drawn = await drawTasksPage(asThePerson());

    expect(drawn.html).toContain('Pending (4)');
    const keys = (drawn.reads as DehydratedState).queries.map((query) => query.queryKey);
    expect(keys).toContainEqual(['/api/tasks', 'counts']);
    expect(keys).not.toContainEqual(['/api/tasks', 'pages', { status: 'pending' }]);
  });

  it('draws nothing for a session signed out since the gateway checked it', async () => {
    mockApi({
      'GET /api/auth/user': { status: 401, body: { message: 'no', code: 'unauthorized' } },
    });
    await expect(drawTasksPage(asThePerson())).rejects.toThrow('No one is signed in');
  });
});
