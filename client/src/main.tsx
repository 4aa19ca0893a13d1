import '@/styles/index.css';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router-dom';
import { App } from '@/app/App';
import { createRoutes, routerOptions } from '@/app/router';
import { getToken } from '@/lib/auth-token';
import { startDrawingLive } from '@/lib/late-component';
import { reloadOnceForChunkError } from '@/lib/lazy-import';
import { logger } from '@/lib/logger';
import { PublicData, readServerData } from '@/lib/public-data';

// Vite reports a failed preload of a lazy chunk's dependencies here (docs/api.md#error-catalogue: reload once).
window.addEventListener('vite:preloadError', (event) => {
  if (reloadOnceForChunkError()) event.preventDefault();
});

if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  window.addEventListener('load', () => void import('@/lib/service-worker').then((m) => m.registerServiceWorker()), { once: true });
}

// A server-rendered page carries the answers it was drawn from: start from them instead of asking again (the
// public pages read them without Apollo Client, which loads only when something needs it).
const serverData = readServerData();
const publicData = new PublicData({ initial: serverData });

/*
 * A visitor's server-rendered page is hydrated, so React adopts the markup on screen instead of
 * drawing it again (the largest paint stays the server's, and the main thread does less). The server renders for a
 * visitor without a session; a browser with a stored session may draw a different header, so it draws the page
 * afresh as before. The markup stays on screen until the live app can take over in one go.
 */
const container = document.getElementById('root')!;
const hydrating = Boolean(serverData && container.firstElementChild && !getToken());
// Drawn afresh, the first page waits for its late components' chunks like a navigation (lib/late-component.tsx).
if (!hydrating) startDrawingLive();

const router = createBrowserRouter(createRoutes(), routerOptions);

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

const app = (
  <StrictMode>
    <App publicData={publicData} router={router} />
  </StrictMode>
);
void routerReady().then(() => {
  if (hydrating) {
    // A mismatch is repaired by React (it draws that part again); it is reported, as it costs what hydration saves.
    // Hydrating as a transition lets React yield to the browser every few milliseconds instead of holding the main
    // thread for the whole page (Lighthouse's Total Blocking Time); the server's markup is on screen meanwhile.
    startTransition(() => {
      hydrateRoot(container, app, { onRecoverableError: (error) => logger.warn('hydration: the server markup was redrawn', error) });
    });
    // Later pages are navigations: their late components are drawn at once (the route waits for their chunks).
    startDrawingLive();
  } else {
    createRoot(container).render(app);
  }
});
