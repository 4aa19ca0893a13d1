import { use, useEffect, useState, type ReactNode } from 'react';
import { logger } from '@/lib/logger';
import { ServerRequestCookies } from '@/lib/server-request-cookies';
import type { VisitorApi } from './visitor-api';
import { VisitorContext } from './VisitorContext';
import { resolveVisitorIdentity } from './visitor-identity';

export interface VisitorProviderProps {
  children: ReactNode;
  /** Where POST /api/sessions goes (visitor-api.ts by default); tests pass a fake. */
  api?: VisitorApi;
  /** The landing URL's query string; defaults to window.location.search. */
  search?: string;
}

export { ServerRequestCookies } from '@/lib/server-request-cookies';

export function VisitorProvider({ children, api, search }: VisitorProviderProps) {
  const serverCookies = use(ServerRequestCookies);
  // Resolved synchronously so the ids exist on the first render for the features that send them.
  const [identity] = useState(() =>
    resolveVisitorIdentity(search ?? (typeof window === 'undefined' ? '' : window.location.search), serverCookies?.utm),
  );

  useEffect(() => {
    // The registration and its request are a chunk of their own, loaded once the page is drawn.
    import('./visitor-session')
      .then(({ registerSession }) => registerSession(identity, api))
      .catch((error: unknown) => logger.error('Unable to register the visitor session', error));
  }, [identity, api]);

  return <VisitorContext value={identity}>{children}</VisitorContext>;
}
