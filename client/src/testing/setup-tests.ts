import '@testing-library/jest-dom';
import { TextDecoder, TextEncoder } from 'node:util';
import { configure } from '@testing-library/react';
import Cookies from 'js-cookie';
import { setSharedApolloClient } from '@/lib/apollo';
import { resetCatalogueFreshness } from '@/lib/catalogue-freshness';

// Lazy area chunks are transformed on first import; on a loaded CI machine that can take seconds.
configure({ asyncUtilTimeout: 8000 });

// jsdom lacks these; react-router (and MUI X) need them.
Object.assign(globalThis, { TextEncoder, TextDecoder });

// Files may opt into the node environment (`@jest-environment node`): nothing browser-only there.
if (typeof window !== 'undefined') {
  // ScrollRestoration scrolls on navigation; jsdom does not implement it.
  window.scrollTo = () => {};

  afterEach(() => {
    resetCatalogueFreshness();
    // The next test's app gets its own client (render-app.tsx), not this test's cache.
    setSharedApolloClient(null);
    window.localStorage.clear();
    window.sessionStorage.clear();
    for (const name of Object.keys(Cookies.get())) Cookies.remove(name, { path: '/' });
  });
}
