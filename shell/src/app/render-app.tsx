import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import type { QueryClient } from '@tanstack/react-query';
import { App } from './App';

/** Mounts the app in #root, over the prerendered landing page when the gateway sent one. */
export function renderApp(queryClient: QueryClient): void {
  const root = createRoot(document.getElementById('root')!);
  // Rendered as a transition, React works in slices and yields to the browser between them, so
  // the page keeps answering input while the first render runs.
  startTransition(() =>
    root.render(
      <StrictMode>
        <App queryClient={queryClient} />
      </StrictMode>,
    ),
  );
}
