/*
 * The gate serving this host is fetched once at start (docs/product.md#records): it brands the theme, the texts and the
 * features. Until it arrives a blank loader shows (no flash of another brand); if it cannot be loaded the
 * product's own brand is used so the site still works. Its site name ends every document title (lib/document-title.tsx).
 */
import { createContext, useContext, useMemo, useRef, type ReactNode } from 'react';
import { graphql } from '@/graphql/generated';
import { fallbackGate, readGateConfig, type Gate } from './gate-config';
import { gateRootCss } from '@/ui/gate-vars';
import { usePublicQuery } from './public-data';

export const CurrentGateQuery = graphql(`
  query CurrentGate {
    currentGate {
      id
      name
      description
      apiBase
      config
    }
  }
`);

const GateContext = createContext<Gate>(fallbackGate);

export function useGate(): Gate {
  return useContext(GateContext);
}

export interface GateProviderProps {
  children: ReactNode;
  /** Rendered while the gate loads for the first time. */
  fallback?: ReactNode;
}

export function GateProvider({ children, fallback = null }: GateProviderProps) {
  // Sent without the session (lib/session-headers.ts): a stale token or a refused switch cannot unbrand the site.
  // Read without Apollo Client (lib/public-data.tsx): a server-rendered page carries the answer.
  const { data, error } = usePublicQuery(CurrentGateQuery);
  const last = useRef<Gate | null>(null);
  const loaded = useMemo<Gate | null>(() => {
    const g = data?.currentGate;
    if (!g) return null;
    return { id: g.id, name: g.name, description: g.description, apiBase: g.apiBase, config: readGateConfig(g.config, g.name) };
  }, [data]);
  if (loaded) last.current = loaded;
  // A cleared store must not blank the site: keep the last gate seen.
  const gate = loaded ?? last.current ?? (error ? fallbackGate : null);
  // The brand reaches the static CSS as variables (ui/gate-vars.ts); the panel and admin build their
  // MUI theme from the same gate (lib/mui-theme.tsx).
  const rootCss = useMemo(() => gateRootCss((gate ?? fallbackGate).config), [gate]);

  return (
    <>
      <style data-gate-style="">{rootCss}</style>
      {gate ? <GateContext.Provider value={gate}>{children}</GateContext.Provider> : fallback}
    </>
  );
}
