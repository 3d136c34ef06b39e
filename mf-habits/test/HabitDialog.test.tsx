import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
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
  it('starts on today, every day, yes/no, with an empty name', () => {
    mockApi({});
    renderDialog();
    expect(screen.getByLabelText(/Habit name/)).toHaveValue('');
    expect(screen.getByLabelText(/Start date/)).toHaveValue(TODAY);
    expect(screen.getByRole('combobox', { name: 'How often' })).toHaveTextContent('Every day');
    expect(screen.getByRole('switch', { name: 'Measure an amount each day' })).not.toBeChecked();
  });

  it('says the name and the start date are required, and sends nothing', async () => {
    const user = userEvent.setup({ delay: null });
    const { calls } = mockApi({});
    renderDialog();
    fireEvent.change(screen.getByLabelText(/Start date/), { target: { value: '' } });
    await user.click(screen.getByRole('button', { name: 'Create Habit' }));
    expect(screen.getByText('Habit name is required')).toBeInTheDocument();
    expect(screen.getByText('Start date is required')).toBeInTheDocument();
    expect(calls.filter((call) => call.method !== 'GET')).toHaveLength(0);
  });

  it('says so in French', async () => {
    const user = userEvent.setup({ delay: null });
    mockApi({});
    renderRemote(<HabitDialog open habit={null} onClose={() => {}} />, { language: 'fr' });
    await user.click(screen.getByRole('button', { name: "Créer l'habitude" }));
    expect(screen.getByText("Le nom de l'habitude est obligatoire")).toBeInTheDocument();
  });

  it('creates a 3-times-a-week habit, toasts, and closes', async () => {
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
    await user.click(screen.getByRole('combobox', { name: 'How often' }));
    await user.click(screen.getByRole('option', { name: 'A number of times a week' }));
    fireEvent.change(screen.getByLabelText('Times a week'), { target: { value: '3' } });
    fireEvent.change(screen.getByLabelText(/Start date/), { target: { value: '2026-03-02' } });
    // Inside act until the server's answer and its toast are drawn: they come after the click.
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Create Habit' })));
    expect(await screen.findByText('Habit created successfully')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST')).toEqual({
      method: 'POST',
      url: '/api/habits',
      body: {
        name: 'Stretch',
        description: 'Ten minutes',
        schedule: { kind: 'timesPerWeek', times: 3 },
        target: null,
        startDate: '2026-03-02',
      },
    });
    expect(onClose).toHaveBeenCalled();
  });

  it('creates a habit on chosen weekdays with a daily target', async () => {
    const user = userEvent.setup({ delay: null });
    const { calls } = mockApi({
      'POST /api/habits': (body: unknown) => ({
        status: 201,
        body: { ...habit(), ...(body as object) },
      }),
      'GET /api/habits': [],
      'GET /api/analytics/stats': {},
    });
    renderDialog();
    await user.type(screen.getByLabelText(/Habit name/), 'Drink water');
    await user.click(screen.getByRole('combobox', { name: 'How often' }));
    await user.click(screen.getByRole('option', { name: 'On chosen days of the week' }));
    // Monday to Friday are chosen to begin with; Saturday joins, Tuesday leaves.
    await user.click(screen.getByRole('button', { name: 'Saturday' }));
    await user.click(screen.getByRole('button', { name: 'Tuesday' }));
    await user.click(screen.getByRole('switch', { name: 'Measure an amount each day' }));
    await user.type(screen.getByLabelText(/Amount a day/), '8');
    await user.type(screen.getByLabelText('Unit'), 'glasses');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Create Habit' })));
    expect(await screen.findByText('Habit created successfully')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST')?.body).toMatchObject({
      schedule: { kind: 'weekdays', days: [1, 3, 4, 5, 6] },
      target: { amount: 8, unit: 'glasses', direction: 'atLeast' },
    });
  });

  it('says what is wrong with a schedule or a target, and sends nothing', async () => {
    const user = userEvent.setup({ delay: null });
    const { calls } = mockApi({});
    renderDialog();
    await user.type(screen.getByLabelText(/Habit name/), 'Run');
    await user.click(screen.getByRole('combobox', { name: 'How often' }));
    await user.click(screen.getByRole('option', { name: 'Every few days' }));
    fireEvent.change(screen.getByLabelText('Every how many days'), { target: { value: '1' } });
    await user.click(screen.getByRole('switch', { name: 'Measure an amount each day' }));
    await user.click(screen.getByRole('button', { name: 'Create Habit' }));
    expect(screen.getByText(/Choose at least one day/)).toBeInTheDocument();
    expect(screen.getByText('Enter an amount above 0')).toBeInTheDocument();
    expect(calls.filter((call) => call.method !== 'GET')).toHaveLength(0);
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
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Create Habit' })));
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
    await act(async () =>
      fireEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' })),
    );
    expect(await screen.findByText('Habit updated successfully')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
      name: 'Read a book',
      description: 'Fiction',
      schedule: { kind: 'timesPerWeek', times: 1 },
      target: null,
      startDate: '2026-02-01',
    });
  });
});
