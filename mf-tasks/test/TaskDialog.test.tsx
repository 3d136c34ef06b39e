import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi } from '@ps/web/mock-api';
import AddTaskDialog from '../src/exposes/AddTaskDialog';
import { TaskDialog } from '../src/tasks/components/TaskDialog';
import { deferred, freezeToday, habit, task } from '@ps/web/test-fixtures';
import { renderRemote } from './support';

jest.setTimeout(60_000);
beforeEach(freezeToday);
afterEach(() => jest.useRealTimers());

const postBody = (calls: { method: string; body: unknown }[]) =>
  calls.find((call) => call.method === 'POST')?.body;

describe('the add task dialog', () => {
  it('starts empty, medium priority, no due date, and has no habit select without habits', async () => {
    mockApi({ 'GET /api/habits': [] });
    renderRemote(<AddTaskDialog open onClose={() => {}} />);
    const dialog = screen.getByRole('dialog', { name: 'Add Task' });
    expect(within(dialog).getByLabelText(/Task description/)).toHaveValue('');
    expect(within(dialog).getByRole('combobox', { name: 'Priority' })).toHaveTextContent('Medium');
    expect(within(dialog).getByLabelText('Due date (optional)')).toHaveValue('');
    await waitFor(() =>
      expect(within(dialog).queryByRole('combobox', { name: 'Habit' })).not.toBeInTheDocument(),
    );
  });

  it('says the description is required and sends nothing', async () => {
    const user = userEvent.setup({ delay: null });
    const { calls } = mockApi({ 'GET /api/habits': [] });
    renderRemote(<AddTaskDialog open onClose={() => {}} />);
    await user.type(screen.getByLabelText(/Task description/), '   ');
    await user.click(screen.getByRole('button', { name: 'Create Task' }));
    expect(screen.getByText('Task description is required')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);
  });

  it('says so in Arabic', async () => {
    const user = userEvent.setup({ delay: null });
    mockApi({ 'GET /api/habits': [] });
    renderRemote(<AddTaskDialog open onClose={() => {}} />, { language: 'ar' });
    await user.click(screen.getByRole('button', { name: 'إنشاء المهمة' }));
    expect(screen.getByText('وصف المهمة مطلوب')).toBeInTheDocument();
  });

  it('sends an empty due date and no habit as null, then toasts and closes', async () => {
    const user = userEvent.setup({ delay: null });
    const onClose = jest.fn();
    const { calls } = mockApi({
      'GET /api/habits': [habit({ name: 'Read' })],
      'POST /api/tasks': (body: unknown) => ({
        status: 201,
        body: { ...task(), ...(body as object) },
      }),
      'GET /api/tasks': [],
      'GET /api/analytics/stats': {},
    });
    renderRemote(<AddTaskDialog open onClose={onClose} />);
    await user.type(screen.getByLabelText(/Task description/), 'Buy milk');
    expect(await screen.findByRole('combobox', { name: 'Habit' })).toHaveTextContent('No habit');
    await user.click(screen.getByRole('button', { name: 'Create Task' }));
    expect(await screen.findByText('Task created successfully')).toBeInTheDocument();
    expect(postBody(calls)).toEqual({
      description: 'Buy milk',
      dueDate: null,
      priority: 'medium',
      habitId: null,
    });
    expect(onClose).toHaveBeenCalled();
  });

  it('sends the chosen priority, due date and habit', async () => {
    const user = userEvent.setup({ delay: null });
    const read = habit({ name: 'Read' });
    const { calls } = mockApi({
      'GET /api/habits': [habit({ name: 'Walk' }), read],
      'POST /api/tasks': { status: 201, body: task() },
      'GET /api/tasks': [],
      'GET /api/analytics/stats': {},
    });
    renderRemote(<AddTaskDialog open onClose={() => {}} />);
    await user.type(screen.getByLabelText(/Task description/), 'Finish the book');
    await user.click(screen.getByRole('combobox', { name: 'Priority' }));
    await user.click(screen.getByRole('option', { name: 'High' }));
    fireEvent.change(screen.getByLabelText('Due date (optional)'), {
      target: { value: '2026-03-12' },
    });
    await user.click(await screen.findByRole('combobox', { name: 'Habit' }));
    await user.click(screen.getByRole('option', { name: 'Read' }));
    await user.click(screen.getByRole('button', { name: 'Create Task' }));
    await waitFor(() =>
      expect(postBody(calls)).toEqual({
        description: 'Finish the book',
        dueDate: '2026-03-12',
        priority: 'high',
        habitId: read.id,
      }),
    );
  });

  it('disables the submit button while the request is pending, and shows a refusal', async () => {
    const user = userEvent.setup({ delay: null });
    const answer = deferred<unknown>();
    mockApi({ 'GET /api/habits': [], 'POST /api/tasks': () => answer.promise });
    const onClose = jest.fn();
    renderRemote(<AddTaskDialog open onClose={onClose} />);
    await user.type(screen.getByLabelText(/Task description/), 'Call mum');
    const submit = screen.getByRole('button', { name: 'Create Task' });
    await user.click(submit);
    expect(submit).toBeDisabled();
    answer.resolve({
      status: 400,
      body: { message: 'habitId must be the id of one of your habits', code: 'notYourHabit' },
    });
    expect(
      await screen.findByText('habitId must be the id of one of your habits'),
    ).toBeInTheDocument();
    expect(screen.getByText('Error')).toBeInTheDocument();
    expect(submit).toBeEnabled();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('closes on Escape and on Cancel', async () => {
    const user = userEvent.setup({ delay: null });
    mockApi({ 'GET /api/habits': [] });
    const onClose = jest.fn();
    renderRemote(<AddTaskDialog open onClose={onClose} />);
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledTimes(2);
  });
});

describe('the edit task dialog', () => {
  it('starts from the task and can clear its due date and habit', async () => {
    const user = userEvent.setup({ delay: null });
    const read = habit({ name: 'Read' });
    const existing = task({
      description: 'Chapter 3',
      dueDate: '2026-03-11',
      priority: 'low',
      habitId: read.id,
    });
    const { calls } = mockApi({
      'GET /api/habits': [read],
      [`PUT /api/tasks/${existing.id}`]: { status: 200, body: existing },
      'GET /api/tasks': [existing],
      'GET /api/analytics/stats': {},
    });
    renderRemote(<TaskDialog open task={existing} onClose={() => {}} />);
    const dialog = screen.getByRole('dialog', { name: 'Edit Task' });
    expect(within(dialog).getByLabelText(/Task description/)).toHaveValue('Chapter 3');
    expect(within(dialog).getByRole('combobox', { name: 'Priority' })).toHaveTextContent('Low');
    expect(await within(dialog).findByRole('combobox', { name: 'Habit' })).toHaveTextContent(
      'Read',
    );
    fireEvent.change(within(dialog).getByLabelText('Due date (optional)'), {
      target: { value: '' },
    });
    await user.click(within(dialog).getByRole('combobox', { name: 'Habit' }));
    await user.click(screen.getByRole('option', { name: 'No habit' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Task updated successfully')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
      description: 'Chapter 3',
      dueDate: null,
      priority: 'low',
      habitId: null,
    });
  });
});
