/*
 * The document title (WCAG 2.4.2 "Page Titled"): "<page> · <site name>" on a page that names itself, else the site's
 * name, as the server renders every public page (entry-server.tsx). A route names its page in its `handle.title`
 * (the panel's and the admin's routes: app/dashboard-routes.tsx, names from lib/page-labels.ts); a screen may name
 * what it shows instead (`<PageTitle name={project.title} />`, the admin's 403 page). The title is written on every
 * change of route, gate or name, so it follows in-app navigation.
 */
import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { useMatches } from 'react-router-dom';
import { useGate } from './gate';

/** A route's page name, as the route table puts it in the route's `handle`. */
export interface TitleHandle {
  title: string;
}

export const TITLE_SEPARATOR = ' · ';

export function documentTitle(page: string | null | undefined, siteName: string): string {
  const name = page?.trim();
  return name ? `${name}${TITLE_SEPARATOR}${siteName}` : siteName;
}

/** The page name of the deepest matched route that has one, or null (the public pages have none). */
export function useRouteTitle(): string | null {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i -= 1) {
    const title = (matches[i].handle as Partial<TitleHandle> | undefined)?.title;
    if (title) return title;
  }
  return null;
}

type SetPageName = (name: string | null) => void;

const PageNameContext = createContext<SetPageName | null>(null);

/** Writes document.title for the matched route (or the screen's own name) and the gate's site name. */
export function DocumentTitle({ children }: { children: ReactNode }) {
  const { config } = useGate();
  const routeTitle = useRouteTitle();
  const [pageName, setPageName] = useState<string | null>(null);
  const title = documentTitle(pageName ?? routeTitle, config.prop.siteName);
  useEffect(() => {
    document.title = title;
  }, [title]);
  return <PageNameContext.Provider value={setPageName}>{children}</PageNameContext.Provider>;
}

/** Names the page shown in the document title while it is mounted, in place of its route's name. */
export function PageTitle({ name }: { name: string | null | undefined }) {
  const setPageName = useContext(PageNameContext);
  const value = name?.trim() || null;
  useEffect(() => {
    if (!setPageName || !value) return;
    setPageName(value);
    return () => setPageName(null);
  }, [setPageName, value]);
  return null;
}
