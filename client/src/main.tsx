import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router-dom';
import { App } from '@/app/App';
import { createRoutes } from '@/app/router';
import { createApolloClient } from '@/lib/apollo';
import { markServerDataFresh } from '@/lib/catalogue-freshness';
import { reloadOnceForChunkError } from '@/lib/lazy-import';
import { readServerState } from '@/lib/server-state';
import { registerServiceWorker } from '@/lib/service-worker';

// Vite reports a failed preload of a lazy chunk's dependencies here (SPEC.md §8: reload once).
window.addEventListener('vite:preloadError', (event) => {
  if (reloadOnceForChunkError()) event.preventDefault();
});

if (import.meta.env.PROD) registerServiceWorker();

const client = createApolloClient();
// A server-rendered page carries the data it was drawn from: start from it instead of asking again.
const serverState = readServerState();
if (serverState) {
  client.cache.restore(serverState);
  markServerDataFresh();
}

const router = createBrowserRouter(createRoutes());

/** Resolves once the router has the matched routes' lazy screens (at once when there are none). */
function routerReady(): Promise<void> {
  return new Promise((resolve) => {
    if (router.state.initialized) return resolve();
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });
}

// The server-rendered markup stays on screen until the live app can draw the same page in one go.
void routerReady().then(() => {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App client={client} router={router} />
    </StrictMode>,
  );
});
