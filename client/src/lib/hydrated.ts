import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False in the server's markup and during hydration, true once the live app runs in the browser. A form drawn by the
 * server has no handler until then: see LiveFieldset.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
