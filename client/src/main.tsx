import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from '@/app/App';
import { createApolloClient } from '@/lib/apollo';
import { reloadOnceForChunkError } from '@/lib/lazy-import';
import { registerServiceWorker } from '@/lib/service-worker';

// Vite reports a failed preload of a lazy chunk's dependencies here (SPEC.md §8: reload once).
window.addEventListener('vite:preloadError', (event) => {
  if (reloadOnceForChunkError()) event.preventDefault();
});

if (import.meta.env.PROD) registerServiceWorker();

const client = createApolloClient();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App client={client} />
  </StrictMode>,
);
