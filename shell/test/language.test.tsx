import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  fakeRemotes,
  rememberedVisitorLanguage,
  rememberVisitorLanguage,
  renderApp,
  setScreenWidth,
  testUser,
} from './render-app';

beforeEach(() => {
  fakeRemotes();
});
afterEach(() => jest.restoreAllMocks());

async function pick(user: ReturnType<typeof userEvent.setup>, current: string, name: string) {
  await user.selectOptions(
    await screen.findByRole('combobox', { name: current }),
    screen.getByRole('option', { name }),
  );
}

describe('languages', () => {
  it("a visitor's choice turns the page (Arabic right-to-left) and is kept in the browser", async () => {
    const user = userEvent.setup();
    const { server } = renderApp({ route: '/login' });
    expect(await screen.findByRole('heading', { name: 'Welcome back' })).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('dir', 'ltr');

    await pick(user, 'Language', 'العربية');
    expect(await screen.findByRole('heading', { name: 'مرحبًا بعودتك' })).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    expect(document.documentElement).toHaveAttribute('lang', 'ar');
    expect(rememberedVisitorLanguage()).toBe('ar');

    await pick(user, 'اللغة', 'Français');
    expect(await screen.findByRole('heading', { name: 'Bon retour' })).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('dir', 'ltr');
    expect(server.calls.filter((call) => call.method === 'PATCH')).toHaveLength(0);
  });

  it("starts in the visitor's remembered language", async () => {
    rememberVisitorLanguage('fr');
    renderApp({ route: '/login' });
    expect(await screen.findByRole('heading', { name: 'Bon retour' })).toBeInTheDocument();
  });

  it("a signed-in user's language comes from the server and a change is saved there", async () => {
    setScreenWidth(1366);
    const user = userEvent.setup();
    rememberVisitorLanguage('fr');
    const { server } = renderApp({
      route: '/',
      user: { ...testUser, language: 'ar' },
      api: { 'PATCH /api/auth/user': (body: unknown) => ({ ...testUser, ...(body as object) }) },
    });
    expect(await screen.findByRole('heading', { name: 'مرحبًا بعودتك، Sam!' })).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');

    await pick(user, 'اللغة', 'English');
    expect(await screen.findByRole('heading', { name: 'Welcome back, Sam!' })).toBeInTheDocument();
    await waitFor(() =>
      expect(server.calls).toContainEqual({
        method: 'PATCH',
        url: '/api/auth/user',
        body: { language: 'en' },
      }),
    );
    expect(document.documentElement).toHaveAttribute('dir', 'ltr');
  });

  it('on a phone the header offers the same choice behind a Language button', async () => {
    setScreenWidth(390);
    const user = userEvent.setup();
    const { server } = renderApp({
      route: '/',
      user: testUser,
      api: { 'PATCH /api/auth/user': (body: unknown) => ({ ...testUser, ...(body as object) }) },
    });
    await user.click(await screen.findByRole('button', { name: 'Language' }));
    await user.click(await screen.findByRole('menuitem', { name: 'العربية' }));
    expect(await screen.findByRole('heading', { name: 'مرحبًا بعودتك، Sam!' })).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    await waitFor(() =>
      expect(server.calls).toContainEqual({
        method: 'PATCH',
        url: '/api/auth/user',
        body: { language: 'ar' },
      }),
    );
  });
});
