/*
 * docs/product.md#limits: package and promotion data is refreshed at most every 60 seconds. Screens of the panel that show the
 * catalogue through Apollo read it with the fetch policy chosen here: the cached answer while it is younger than the
 * limit, else the cached answer at once and a fresh one from the server ('cache-and-network'). The public pages
 * read theirs without Apollo (lib/public-data.tsx, `maxAgeMs: CATALOGUE_REFRESH_MS`), with the same rule; there a
 * server-rendered page's embedded answers count as fetched when the page loaded.
 */
import type { WatchQueryFetchPolicy } from '@apollo/client';
import { useState } from 'react';
import { CATALOGUE_REFRESH_MS } from './constants';

const fetchedAt = new Map<string, number>();
export function catalogueFetchPolicy(
  key: string,
  now: number = Date.now(),
  refreshMs: number = CATALOGUE_REFRESH_MS,
): WatchQueryFetchPolicy {
  const at = fetchedAt.get(key);
  return at !== undefined && now - at < refreshMs ? 'cache-first' : 'cache-and-network';
}

/** For tests: forget every fetch time. */
export function resetCatalogueFreshness(): void {
  fetchedAt.clear();
}

/** The fetch policy for one catalogue query (`key` names it with its variables), fixed for the screen's lifetime. */
export function useCatalogueFetchPolicy(key: string): WatchQueryFetchPolicy {
  const [policy] = useState(() => {
    // Rendering on the server: every page is fetched fresh for its own request anyway.
    if (typeof window === 'undefined') return 'cache-first';
    const chosen = catalogueFetchPolicy(key);
    if (chosen === 'cache-and-network') fetchedAt.set(key, Date.now());
    return chosen;
  });
  return policy;
}
