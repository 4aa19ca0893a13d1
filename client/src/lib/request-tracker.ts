/* Counts requests in flight (GraphQL and REST) so one loading bar can show while any of them runs (docs/product.md#states). */
import { useSyncExternalStore } from 'react';

let active = 0;
const listeners = new Set<() => void>();

function emit() {
  for (const listener of [...listeners]) listener();
}

/** Marks a request as started; the returned function ends it (extra calls are ignored). */
export function startRequest(): () => void {
  active += 1;
  // Apollo starts a query whose variables changed while the component renders (a list's next page); telling the
  // loading bar at once would update another component during that render. The count is right immediately; the
  // bar hears of it a microtask later.
  queueMicrotask(emit);
  let ended = false;
  return () => {
    if (ended) return;
    ended = true;
    active -= 1;
    emit();
  };
}

export function activeRequests(): number {
  return active;
}

export function subscribeRequests(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function useActiveRequests(): number {
  // A server render must not show other visitors' requests (the counter is shared by the whole process there).
  return useSyncExternalStore(subscribeRequests, activeRequests, () => 0);
}
