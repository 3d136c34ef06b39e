import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { navigation } from '@ps/web/navigation';
import { fakeRemotes, rememberVisitorLanguage, renderApp, testUser } from './render-app';

beforeEach(() => {
  localStorage.clear();
  fakeRemotes();
});
afterEach(() => {
  jest.restoreAllMocks();
  jest.useRealTimers();
});

const field = (name: RegExp | string) => screen.getByLabelText(name);

describe('the login screen', () => {
  it('signs in by default, with the fields, autocomplete hints and the demo credentials', async () => {
    renderApp({ route: '/login' });
    expect(await screen.findByRole('heading', { name: 'Welcome back' })).toBeInTheDocument();
    expect(field('Username')).toHaveAttribute('autocomplete', 'username');
    expect(field('Password')).toHaveAttribute('autocomplete', 'current-password');
    expect(screen.queryByLabelText('Email (optional)')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try Demo Account' })).toBeInTheDocument();
    expect(screen.getByText('Demo: demo / demo1234')).toBeInTheDocument();
    expect(screen.getByLabelText('Language')).toBeInTheDocument();
    expect(screen.getByText('Your Personal Productivity Hub')).toBeInTheDocument();
    expect(
      screen.getByText(
        'Take control of your productivity with habit tracking, task management and focus sessions.',
      ),
    ).toBeInTheDocument();
  });

  it('switches to create-account mode and back with the toggle links', async () => {
    const user = userEvent.setup();
    renderApp({ route: '/login' });
    await user.click(await screen.findByRole('button', { name: "Don't have an account? Sign up" }));
    expect(screen.getByRole('heading', { name: 'Create account' })).toBeInTheDocument();
    expect(field('Password')).toHaveAttribute('autocomplete', 'new-password');
    expect(field('Email (optional)')).toHaveAttribute('autocomplete', 'email');
    expect(field('Email (optional)')).toHaveAttribute('type', 'email');
    expect(field('First Name (optional)')).toHaveAttribute('autocomplete', 'given-name');
    expect(field('Last Name (optional)')).toHaveAttribute('autocomplete', 'family-name');
    await user.click(screen.getByRole('button', { name: 'Already have an account? Sign in' }));
    expect(screen.getByRole('heading', { name: 'Welcome back' })).toBeInTheDocument();
  });

  it('shows the sign-in messages beside the empty fields and sends nothing', async () => {
    const user = userEvent.setup();
    const { server } = renderApp({ route: '/login' });
    await user.click(await screen.findByRole('button', { name: 'Sign In' }));
    expect(field('Username')).toHaveAccessibleDescription('Username is required');
    expect(field('Password')).toHaveAccessibleDescription('Password is required');
    expect(server.calls.filter((call) => call.method === 'POST')).toHaveLength(0);
  });

  it('applies the registration rules in create-account mode, translated', async () => {
    const user = userEvent.setup();
    rememberVisitorLanguage('fr');
    renderApp({ route: '/login' });
    await user.click(await screen.findByRole('button', { name: /Inscrivez-vous/ }));
    await user.type(screen.getByLabelText('Nom d’utilisateur'), 'ab');
    await user.type(screen.getByLabelText('Mot de passe'), '123');
    await user.type(screen.getByLabelText('E-mail (facultatif)'), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Créer le compte' }));
    expect(screen.getByLabelText('Nom d’utilisateur')).toHaveAccessibleDescription(
      'Le nom d’utilisateur doit contenir au moins 3 caractères',
    );
    expect(screen.getByLabelText('Mot de passe')).toHaveAccessibleDescription(
      'Le mot de passe doit contenir au moins 6 caractères',
    );
    expect(screen.getByLabelText('E-mail (facultatif)')).toHaveAccessibleDescription(
      'E-mail invalide',
    );
  });

  it('signs in: pending buttons, then after 100 ms the toast and a full load of /', async () => {
    const user = userEvent.setup();
    const go = jest.spyOn(navigation, 'fullPageNavigate').mockImplementation(() => {});
    let answer: (value: unknown) => void = () => {};
    const { server } = renderApp({
      route: '/login',
      api: { 'POST /api/auth/login': () => new Promise((resolve) => (answer = resolve)) },
    });
    await user.type(await screen.findByLabelText('Username'), 'sam');
    await user.type(field('Password'), 'secret123');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    expect(screen.getByRole('button', { name: /Sign In/ })).toBeDisabled();
    expect(screen.getByRole('button', { name: /Try Demo Account/ })).toBeDisabled();
    expect(screen.getAllByRole('progressbar').length).toBeGreaterThan(0);
    expect(server.calls).toContainEqual({
      method: 'POST',
      url: '/api/auth/login',
      body: { username: 'sam', password: 'secret123' },
    });

    server.fetchMock.mockClear();
    act(() => answer(testUser));
    expect(await screen.findByText('Welcome back!')).toBeInTheDocument();
    expect(screen.getByText('You have successfully signed in')).toBeInTheDocument();
    expect(go).toHaveBeenCalledWith('/');
    // The current-user cache was refreshed before leaving.
    expect(server.fetchMock).toHaveBeenCalledWith('/api/auth/user', expect.anything());
  });

  it("shows 'Sign In Failed' with the server's message and lets the user try again", async () => {
    const user = userEvent.setup();
    const go = jest.spyOn(navigation, 'fullPageNavigate').mockImplementation(() => {});
    renderApp({
      route: '/login',
      api: {
        'POST /api/auth/login': {
          status: 401,
          body: { message: 'Invalid username or password', code: 'invalidCredentials' },
        },
      },
    });
    await user.type(await screen.findByLabelText('Username'), 'sam');
    await user.type(field('Password'), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    const toast = await screen.findByRole('alert');
    expect(within(toast).getByText('Sign In Failed')).toBeInTheDocument();
    expect(within(toast).getByText('Invalid username or password')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeEnabled();
    expect(go).not.toHaveBeenCalled();
  });

  it("creates an account: 'Account Created' / 'Welcome to Productivity Suite'", async () => {
    const user = userEvent.setup();
    const go = jest.spyOn(navigation, 'fullPageNavigate').mockImplementation(() => {});
    const { server } = renderApp({
      route: '/login',
      api: {
        'POST /api/auth/signup': { status: 201, body: testUser },
        'PATCH /api/auth/user': testUser,
      },
    });
    await user.click(await screen.findByRole('button', { name: "Don't have an account? Sign up" }));
    await user.type(field('Username'), 'newbie');
    await user.type(field('Password'), 'secret123');
    await user.type(field('First Name (optional)'), 'Nia');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText('Account Created')).toBeInTheDocument();
    expect(screen.getByText('Welcome to Productivity Suite')).toBeInTheDocument();
    expect(server.calls).toContainEqual({
      method: 'POST',
      url: '/api/auth/signup',
      body: {
        username: 'newbie',
        password: 'secret123',
        email: null,
        firstName: 'Nia',
        lastName: null,
      },
    });
    expect(go).toHaveBeenCalledWith('/');
  });

  it("reports 'Account Creation Failed' with the server's message", async () => {
    const user = userEvent.setup();
    renderApp({
      route: '/login',
      api: {
        'POST /api/auth/signup': {
          status: 409,
          body: { message: 'That username is already taken', code: 'usernameTaken' },
        },
      },
    });
    await user.click(await screen.findByRole('button', { name: "Don't have an account? Sign up" }));
    await user.type(field('Username'), 'taken');
    await user.type(field('Password'), 'secret123');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText('Account Creation Failed')).toBeInTheDocument();
    expect(screen.getByText('That username is already taken')).toBeInTheDocument();
  });

  it('the demo button fills the demo account, switches to sign-in and submits after 100 ms', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    jest.spyOn(navigation, 'fullPageNavigate').mockImplementation(() => {});
    const { server } = renderApp({
      route: '/login',
      api: { 'POST /api/auth/login': { ...testUser, username: 'demo' } },
    });
    await user.click(await screen.findByRole('button', { name: "Don't have an account? Sign up" }));
    await user.click(screen.getByRole('button', { name: 'Try Demo Account' }));
    expect(screen.getByRole('heading', { name: 'Welcome back' })).toBeInTheDocument();
    expect(field('Username')).toHaveValue('demo');
    expect(field('Password')).toHaveValue('demo1234');
    act(() => jest.advanceTimersByTime(99));
    expect(server.calls.filter((call) => call.method === 'POST')).toHaveLength(0);
    await act(async () => jest.advanceTimersByTime(1));
    await waitFor(() =>
      expect(server.calls).toContainEqual({
        method: 'POST',
        url: '/api/auth/login',
        body: { username: 'demo', password: 'demo1234' },
      }),
    );
  });
});
