import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi } from '@ps/web/mock-api';
import { taskListAnswer } from '@ps/web/mock-task-list';
import { renderRemote } from '@ps/web/test-utils';
import { pomodoroMessages } from '../src/i18n/messages';
import { TaskSelector } from '../src/timer/TaskSelector';
import { task } from './helpers';

/** `count` pending tasks, "Task 1"… in the order the list shows them (same priority, by id). */
function fakeTasks(count: number) {
  const tasks = Array.from({ length: count }, (_, i) => task(i + 1, `Task ${i + 1}`));
  return mockApi({
    'GET /api/tasks': (_body: unknown, url: string) => taskListAnswer(tasks, url),
  });
}

/** How tall each task is in the open list, as a browser lays it out. */
const OPTION_PX = 40;

/**
 * The open list's box as a browser lays it out (jsdom lays nothing out): 400 px tall, its content
 * as tall as its options, scrolled to `scrollTop`.
 */
function openListMeasures() {
  const measures = { clientHeight: 400, scrollTop: 0 };
  const isOpenList = (element: Element) => element.classList.contains('MuiMenu-paper');
  jest.spyOn(Element.prototype, 'scrollHeight', 'get').mockImplementation(function (this: Element) {
    return isOpenList(this) ? this.querySelectorAll('[role="option"]').length * OPTION_PX : 0;
  });
  for (const name of ['clientHeight', 'scrollTop'] as const) {
    jest.spyOn(Element.prototype, name, 'get').mockImplementation(function (this: Element) {
      return isOpenList(this) ? measures[name] : 0;
    });
  }
  return measures;
}

const pagesAsked = (calls: { url: string }[]) =>
  calls.filter((call) => call.url.startsWith('/api/tasks'));

afterEach(() => jest.restoreAllMocks());

describe('the task selector', () => {
  it('lists the first page of pending tasks once opened, not before, and the next as it scrolls to its end', async () => {
    const { calls } = fakeTasks(60);
    const measures = openListMeasures();
    renderRemote(pomodoroMessages, <TaskSelector taskId={null} onChange={() => {}} />);
    const selector = await screen.findByRole('combobox', { name: 'Focus on a specific task' });
    expect(selector).toHaveTextContent('No specific task');
    expect(calls).toEqual([]);

    await userEvent.setup().click(selector);
    expect(await screen.findByRole('option', { name: 'Task 25' })).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: 'Task 26' })).not.toBeInTheDocument();
    expect(pagesAsked(calls).map((call) => call.url)).toEqual([
      '/api/tasks?limit=25&status=pending',
    ]);

    // 26 options make 1,040 px: scrolled to 600 px, the list's end is 40 px below its box.
    measures.scrollTop = 600;
    fireEvent.scroll(document.querySelector('.MuiMenu-paper')!);
    expect(await screen.findByRole('option', { name: 'Task 50' })).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: 'Task 51' })).not.toBeInTheDocument();
    expect(pagesAsked(calls)).toHaveLength(2);
  });

  it('keeps reading pages while the open list does not reach below its end', async () => {
    const { calls } = fakeTasks(60);
    renderRemote(pomodoroMessages, <TaskSelector taskId={null} onChange={() => {}} />);
    await userEvent
      .setup()
      .click(await screen.findByRole('combobox', { name: 'Focus on a specific task' }));
    // Three pages read one after the other, each redrawing the open menu (slow in jsdom).
    expect(
      await screen.findByRole('option', { name: 'Task 60' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(pagesAsked(calls)).toHaveLength(3);
  });

  it('shows the chosen task at once, its list read without being opened', async () => {
    fakeTasks(2);
    renderRemote(pomodoroMessages, <TaskSelector taskId={2} onChange={() => {}} />);
    const selector = await screen.findByRole('combobox', { name: 'Focus on a specific task' });
    await waitFor(() => expect(selector).toHaveTextContent('Task 2'));
  });

  it('reads on until it finds a chosen task further down than the first page, and no further', async () => {
    const { calls } = fakeTasks(80);
    renderRemote(pomodoroMessages, <TaskSelector taskId={57} onChange={() => {}} />);
    const selector = await screen.findByRole('combobox', { name: 'Focus on a specific task' });
    await waitFor(() => expect(selector).toHaveTextContent('Task 57'));
    expect(pagesAsked(calls)).toHaveLength(3);
  });

  it('chooses a task from a later page', async () => {
    fakeTasks(30);
    const measures = openListMeasures();
    const chosen = jest.fn();
    renderRemote(pomodoroMessages, <TaskSelector taskId={null} onChange={chosen} />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('combobox', { name: 'Focus on a specific task' }));
    await screen.findByRole('option', { name: 'Task 25' });
    measures.scrollTop = 600;
    fireEvent.scroll(document.querySelector('.MuiMenu-paper')!);
    await user.click(await screen.findByRole('option', { name: 'Task 28' }));
    expect(chosen).toHaveBeenCalledWith(28);
  });
});
