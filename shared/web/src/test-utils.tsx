import type { ReactElement, ReactNode } from 'react';
import { act, render, type RenderOptions } from '@testing-library/react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { IntlProvider } from 'react-intl';
import { MemoryRouter } from '@ps/web/router';
import type { Language, User } from '@ps/contracts/auth';
import { createQueryClient } from './query-client';
import { queryKeys } from './query-keys';
import { kitCatalogue, RemoteIntlProvider, type Catalogue } from './intl';
import rtlPlugin from 'stylis-plugin-rtl';
import { AppThemeProvider, setRtlPlugin } from './theme';
import { ToastProvider } from './toasts';

// The tests draw Arabic pages at once, as the server does, without waiting for a download.
setRtlPlugin(rtlPlugin);

/**
 * The toasts' code, which a page starts to load at its first touch or key (or notice), arrived
 * and drawn inside act: a test whose last step is such a touch awaits it, so that the arrival is
 * not a state change after the test has looked.
 */
export async function toastsLoaded(): Promise<void> {
  await act(() => import('./toast-queue'));
}

/** The user the shell would have signed in, speaking `language`, with no week start chosen. */
function signedInUser(language: Language): User {
  return {
    id: 1,
    username: 'tester',
    email: null,
    firstName: null,
    lastName: null,
    profileImageUrl: null,
    language,
    timezone: 'UTC',
    vacation: null,
    isDemo: false,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
  };
}

interface Options extends Omit<RenderOptions, 'wrapper'> {
  language?: Language;
  route?: string;
  queryClient?: QueryClient;
}

/**
 * Renders a remote's exposed component inside the providers the shell gives it at run time
 * (router, query client, the shell's intl locale, theme and direction, toasts), so tests see
 * what users see.
 */
export function renderWithShell(ui: ReactElement, options: Options = {}) {
  const { language = 'en', route = '/', queryClient = createQueryClient(), ...rest } = options;
  // The shell has read the signed-in user before any remote renders.
  if (queryClient.getQueryData(queryKeys.currentUser) === undefined) {
    queryClient.setQueryData(queryKeys.currentUser, signedInUser(language));
  }
  function Providers({ children }: { children: ReactNode }) {
    return (
      <QueryClientProvider client={queryClient}>
        <IntlProvider locale={language} defaultLocale="en" messages={kitCatalogue.peek(language)}>
          <AppThemeProvider language={language}>
            <MemoryRouter initialEntries={[route]}>
              <ToastProvider>{children}</ToastProvider>
            </MemoryRouter>
          </AppThemeProvider>
        </IntlProvider>
      </QueryClientProvider>
    );
  }
  return { queryClient, ...render(ui, { wrapper: Providers, ...rest }) };
}

/** A remote's tree with its own texts, inside the shell's providers, as the shell loads it. */
export function renderRemote(
  catalogue: Catalogue,
  ui: ReactElement,
  options: { language?: Language } = {},
) {
  return renderWithShell(
    <RemoteIntlProvider catalogue={catalogue}>{ui}</RemoteIntlProvider>,
    options,
  );
}
