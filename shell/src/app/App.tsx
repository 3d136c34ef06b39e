import { BrowserRouter } from '@ps/web/router';
import type { QueryClient } from '@tanstack/react-query';
import { InstallPrompt } from '../pwa/InstallPrompt';
import { AppRoutes } from '../routes/AppRoutes';
import { ShellProviders } from './ShellProviders';

export function App({ queryClient }: { queryClient: QueryClient }) {
  return (
    <ShellProviders queryClient={queryClient}>
      <BrowserRouter>
        <AppRoutes />
        <InstallPrompt />
      </BrowserRouter>
    </ShellProviders>
  );
}
