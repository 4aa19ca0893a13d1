/*
 * The Apollo client for code of the first load (lib/auth.tsx), which must not import Apollo statically (the
 * first load stays light): loaded on first use (a stored session, a login, a logout), then at hand synchronously.
 */
import { importWithReload } from './lazy-import';

export type ApolloLive = typeof import('./apollo-live');

let loaded: ApolloLive | null = null;
let loading: Promise<ApolloLive> | null = null;

export function loadApollo(): Promise<ApolloLive> {
  return (loading ??= importWithReload(() => import('./apollo-live')).then((module) => (loaded = module)));
}

/** The Apollo module if it was loaded already (nothing to clear otherwise). */
export function loadedApollo(): ApolloLive | null {
  return loaded;
}
