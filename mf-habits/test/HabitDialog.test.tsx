import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi } from '@ps/web/mock-api';
import { HabitDialog } from '../src/habits/components/HabitDialog';
import { deferred, freezeToday, habit, TODAY } from '@ps/web/test-fixtures';
import { renderRemote } from './support';

jest.setTimeout(60_000);
beforeEach(freezeToday);
afterEach(() => jest.useRealTimers());

function renderDialog(props: Partial<Parameters<typeof HabitDialog>[0]> = {}) {
  const onClose = jest.fn();
  renderRemote(<HabitDialog open habit={null} onClose={onClose} {...props} />, {});
  return { onClose, dialog: screen.getByRole('dialog', { name: 'Add Habit' }) };
}

describe('the add habit dialog', () => {
  it('starts on today, daily, with an empty name', () => {
    mockApi({});
    renderDialog();
    expect(screen.getByLabelText(/Habit name/)).toHaveValue('');
    expect(screen.getByLabelText(/Start date/)).toHaveValue(TODAY);
    expect(screen.getByRole('combobox', { name: 'Frequency' })).toHaveTextContent('Daily');
  });

  it('says the name and the start date are required, and sends nothing', async () => {
    const user = userEvent.setup({ delay: null });
    const { calls } = mockApi({});
    renderDialog();
    fireEvent.change(screen.getByLabelText(/Start date/), { target: { value: '' } });
    await user.click(screen.getByRole('button', { name: 'Create Habit' }));
    expect(screen.getByText('Habit name is required')).toBeInTheDocument();
    expect(screen.getByText('Start date is required')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('says so in French', async () => {
    const user = userEvent.setup({ delay: null });
    mockApi({});
    renderRemote(<HabitDialog open habit={null} onClose={() => {}} />, { language: 'fr' });
    await user.click(screen.getByRole('button', { name: "Créer l'habitude" }));
    expect(screen.getByText("Le nom de l'habitude est obligatoire")).toBeInTheDocument();
  });

  it('creates a weekly habit, toasts, and closes', async () => {
    const user = userEvent.setup({ delay: null });
    const { calls } = mockApi({
      'POST /api/habits': (body: unknown) => ({
        status: 201,
        body: { ...habit(), ...(body as object) },
      }),
      'GET /api/habits': [],
      'GET /api/analytics/stats': {},
    });
    const { onClose } = renderDialog();
    await user.type(screen.getByLabelText(/Habit name/), '  Stretch ');
    await user.type(screen.getByLabelText('Description'), 'Ten minutes');
    await user.click(screen.getByRole('combobox', { name: 'Frequency' }));
    await user.click(screen.getByRole('option', { name: 'Weekly' }));
    fireEvent.change(screen.getByLabelText(/Start date/), { target: { value: '2026-03-02' } });
    await user.click(screen.getByRole('button', { name: 'Create Habit' }));
    expect(await screen.findByText('Habit created successfully')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST')).toEqual({
      method: 'POST',
      url: '/api/habits',
      body: {
        name: 'Stretch',
        description: 'Ten minutes',
        frequency: 'weekly',
        startDate: '2026-03-02',
      },
    });
    expect(onClose).toHaveBeenCalled();
  });

  it('disables the submit button while the request is pending', async () => {
    const user = userEvent.setup({ delay: null });
    const answer = deferred<unknown>();
    mockApi({ 'POST /api/habits': () => answer.promise });
    renderDialog();
    await user.type(screen.getByLabelText(/Habit name/), 'Walk');
    const submit = screen.getByRole('button', { name: 'Create Habit' });
    await user.click(submit);
    expect(submit).toBeDisabled();
    answer.resolve({
      status: 400,
      body: { message: 'Habit name is required', code: 'habitNameRequired' },
    });
    await waitFor(() => expect(submit).toBeEnabled());
  });

  it("keeps the dialog open and shows the server's message when the server refuses", async () => {
    const user = userEvent.setup({ delay: null });
    mockApi({
      'POST /api/habits': {
        status: 400,
        body: { message: 'Keep the name under 100 characters', code: 'nameTooLong' },
      },
    });
    const { onClose } = renderDialog();
    await user.type(screen.getByLabelText(/Habit name/), 'Walk');
    await user.click(screen.getByRole('button', { name: 'Create Habit' }));
    expect(await screen.findByText('Error')).toBeInTheDocument();
    expect(screen.getByText('Keep the name under 100 characters')).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('closes on Escape', async () => {
    const user = userEvent.setup({ delay: null });
    mockApi({});
    const { onClose } = renderDialog();
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalled();
  });
});

describe('the edit habit dialog', () => {
  it('starts from the habit and sends the changes', async () => {
    const user = userEvent.setup({ delay: null });
    const existing = habit({
      name: 'Read',
      description: 'Fiction',
      frequency: 'weekly',
      startDate: '2026-02-01',
    });
    const { calls } = mockApi({
      [`PUT /api/habits/${existing.id}`]: (body: unknown) => ({ ...existing, ...(body as object) }),
      'GET /api/habits': [existing],
      'GET /api/analytics/stats': {},
    });
    renderRemote(<HabitDialog open habit={existing} onClose={() => {}} />);
    const dialog = screen.getByRole('dialog', { name: 'Edit Habit' });
    expect(within(dialog).getByLabelText(/Start date/)).toHaveValue('2026-02-01');
    const name = within(dialog).getByLabelText(/Habit name/);
    await user.clear(name);
    await user.type(name, 'Read a book');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Habit updated successfully')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
      name: 'Read a book',
      description: 'Fiction',
      frequency: 'weekly',
      startDate: '2026-02-01',
    });
  });
});
