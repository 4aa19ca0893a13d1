import { use, useEffect, useState, type ReactNode } from 'react';
import { ServerRequestCookies } from '@/lib/server-request-cookies';
import { fetchVisitorApi, type VisitorApi } from './visitor-api';
import { VisitorContext } from './VisitorContext';
import { resolveVisitorIdentity } from './visitor-identity';
import { registerSession } from './visitor-session';

export interface VisitorProviderProps {
  children: ReactNode;
  /** Where POST /api/sessions goes; tests pass a fake. */
  api?: VisitorApi;
  /** The landing URL's query string; defaults to window.location.search. */
  search?: string;
}

export { ServerRequestCookies } from '@/lib/server-request-cookies';

export function VisitorProvider({ children, api = fetchVisitorApi, search }: VisitorProviderProps) {
  const serverCookies = use(ServerRequestCookies);
  // Resolved synchronously so the ids exist on the first render for the features that send them.
  const [identity] = useState(() =>
    resolveVisitorIdentity(search ?? (typeof window === 'undefined' ? '' : window.location.search), serverCookies?.utm),
  );

  useEffect(() => {
    void registerSession(identity, api);
  }, [identity, api]);

  return <VisitorContext value={identity}>{children}</VisitorContext>;
}
