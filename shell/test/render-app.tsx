import type { ComponentType, ReactNode } from 'react';
import { configure, render } from '@testing-library/react';
import { MemoryRouter } from '@ps/web/router';
import { LANGUAGE_COOKIE } from '@ps/contracts/api';
import type { User } from '@ps/contracts/auth';
import { mockApi, type MockRoutes } from '@ps/web/mock-api';
import { createQueryClient } from '@ps/web/query-client';
import type { RemoteName } from '@ps/web/remotes';
import { ShellProviders } from '../src/app/ShellProviders';
import { remoteLoader } from '../src/remotes/remote-loader';
import { AppRoutes } from '../src/routes/AppRoutes';

// Routes are lazy chunks; their first import in jest compiles them, which can take seconds.
configure({ asyncUtilTimeout: 5000 });
// Typing into MUI fields in jsdom is slow on a 2-core machine.
jest.setTimeout(30_000);

export const testUser: User = {
  id: 7,
  username: 'sam',
  email: null,
  firstName: 'Sam',
  lastName: null,
  profileImageUrl: null,
  language: 'en',
  timezone: 'Europe/Paris',
  weekStart: 'monday',
  vacation: null,
  isDemo: false,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};

/** Every remote module renders as a labelled placeholder, unless a test says otherwise. */
export function fakeRemotes(
  overrides: Partial<Record<string, () => Promise<ComponentType<object>>>> = {},
) {
  return jest
    .spyOn(remoteLoader, 'load')
    .mockImplementation(async (remote: RemoteName, module: string) => {
      const override = overrides[`${remote}/${module}`];
      if (override) return override() as never;
      return (() => <div data-testid="remote-module">{`${remote}/${module}`}</div>) as never;
    });
}

/** The shell as the browser runs it (providers, routes), on a fake /api. */
export function renderApp({
  route = '/',
  user = null,
  api = {},
}: {
  route?: string;
  user?: User | null;
  api?: MockRoutes;
} = {}) {
  const server = mockApi({
    'GET /api/auth/user': user ?? {
      status: 401,
      body: { message: 'Unauthorized', code: 'unauthorized' },
    },
    ...api,
  });
  const queryClient = createQueryClient();
  const view = render(
    <ShellProviders queryClient={queryClient}>
      <MemoryRouter initialEntries={[route]}>
        <AppRoutes />
      </MemoryRouter>
    </ShellProviders>,
  );
  return { ...view, queryClient, server };
}

/** Any piece of the shell inside the shell's own providers (its messages, theme, toasts). */
export function renderInShell(ui: ReactNode, { api = {} }: { api?: MockRoutes } = {}) {
  mockApi({
    'GET /api/auth/user': { status: 401, body: { message: 'Unauthorized', code: 'unauthorized' } },
    ...api,
  });
  return render(
    <ShellProviders queryClient={createQueryClient()}>
      <MemoryRouter>{ui}</MemoryRouter>
    </ShellProviders>,
  );
}

/** MUI reads the window size through matchMedia; jsdom has none, so tests choose a width. */
export function setScreenWidth(width: number) {
  window.matchMedia = ((query: string) => {
    const min = /min-width:\s*([\d.]+)px/.exec(query);
    const max = /max-width:\s*([\d.]+)px/.exec(query);
    const matches = (!min || width >= Number(min[1])) && (!max || width <= Number(max[1]));
    return {
      matches,
      media: query,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    };
  }) as typeof window.matchMedia;
}

/** The cookie where the shell keeps a visitor's language (jest.setup.ts clears it after each test). */
export function rememberVisitorLanguage(language: string) {
  document.cookie = `${LANGUAGE_COOKIE}=${language}; path=/`;
}

export function rememberedVisitorLanguage(): string | undefined {
  return new RegExp(`(?:^|; )${LANGUAGE_COOKIE}=(\\w+)`).exec(document.cookie)?.[1];
}
