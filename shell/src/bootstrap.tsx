import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createQueryClient } from '@ps/web/query';
import { API } from '@ps/contracts/api';
import { App } from './app/App';
import { registerServiceWorker } from './pwa/register-service-worker';
import { remoteLoader } from './remotes/remote-loader';

async function start() {
  const queryClient = createQueryClient();
  // Who the visitor is and where the remotes live are asked for together, before the first render.
  // The key is queryKeys.currentUser's; importing queries.ts here would put zod (via the date
  // rules) on the landing page's first load.
  void queryClient.prefetchQuery({ queryKey: [API.authUser] });
  await remoteLoader.registerFromServer();
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App queryClient={queryClient} />
    </StrictMode>,
  );
  registerServiceWorker();
}

void start();
