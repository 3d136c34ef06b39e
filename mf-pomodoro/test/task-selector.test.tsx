import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi } from '@ps/web/mock-api';
import { taskListAnswer } from '@ps/web/mock-task-list';
import { renderRemote } from '@ps/web/test-utils';
import { pomodoroMessages } from '../src/i18n/messages';
import { TaskSelector } from '../src/timer/TaskSelector';
import { task } from './helpers';

function fakeTasks() {
  return mockApi({
    'GET /api/tasks': (_body: unknown, url: string) =>
      taskListAnswer([task(4, 'Write the report'), task(9, 'Read mail')], url),
  });
}

describe('the task selector', () => {
  it('lists the pending tasks once opened, not before', async () => {
    const { calls } = fakeTasks();
    renderRemote(pomodoroMessages, <TaskSelector taskId={null} onChange={() => {}} />);
    const selector = await screen.findByRole('combobox', { name: 'Focus on a specific task' });
    expect(selector).toHaveTextContent('No specific task');
    expect(calls).toEqual([]);
    await userEvent.setup().click(selector);
    expect(await screen.findByRole('option', { name: 'Write the report' })).toBeInTheDocument();
    expect(calls.map((call) => call.url)).toEqual(['/api/tasks?status=pending']);
  });

  it('shows the chosen task at once, its list read without being opened', async () => {
    fakeTasks();
    renderRemote(pomodoroMessages, <TaskSelector taskId={9} onChange={() => {}} />);
    const selector = await screen.findByRole('combobox', { name: 'Focus on a specific task' });
    await waitFor(() => expect(selector).toHaveTextContent('Read mail'));
  });
});
