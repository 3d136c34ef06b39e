import type { ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { ToastProvider } from '@ps/web/toasts';
import { LanguageProvider } from '../language/LanguageProvider';

/**
 * The providers the shell owns once for every remote (architecture: Module Federation rules):
 * the query client, intl and theme (inside LanguageProvider), and the toast queue.
 */
export function ShellProviders({
  queryClient,
  children,
}: {
  queryClient: QueryClient;
  children: ReactNode;
}) {
  return (
    <QueryClientProvider client={queryClient}>
      <LanguageProvider>
        <ToastProvider>{children}</ToastProvider>
      </LanguageProvider>
    </QueryClientProvider>
  );
}
