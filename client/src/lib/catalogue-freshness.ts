/*
 * SPEC.md §9: package and promotion data is refreshed at most every 60 seconds. Screens that show the catalogue
 * read it with the fetch policy chosen here: the cached answer while it is younger than the limit, else the cached
 * answer at once and a fresh one from the server ('cache-and-network'). A server-rendered page's embedded data
 * counts as fetched when the page loaded (main.tsx), so taking over from it asks for nothing.
 */
import type { WatchQueryFetchPolicy } from '@apollo/client';
import { useState } from 'react';
import { CATALOGUE_REFRESH_MS } from './constants';

const fetchedAt = new Map<string, number>();
let serverDataAt: number | null = null;

/** The page came with the server's data (embedded Apollo cache) at this time. */
export function markServerDataFresh(at: number = Date.now()): void {
  serverDataAt = at;
}

export function catalogueFetchPolicy(key: string, now: number = Date.now(), refreshMs: number = CATALOGUE_REFRESH_MS): WatchQueryFetchPolicy {
  const at = fetchedAt.get(key) ?? serverDataAt;
  return at !== null && now - at < refreshMs ? 'cache-first' : 'cache-and-network';
}

/** For tests: forget every fetch time. */
export function resetCatalogueFreshness(): void {
  fetchedAt.clear();
  serverDataAt = null;
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
