/*
 * What the first screen of a public page does not show (the cookie preferences dialog, the
 * country chooser, the promotion popup) is not part of the page's initial JavaScript. Each such piece is a module
 * that is only imported dynamically, so the build gives it a chunk of its own (vite/area-chunks.ts), and it is
 * drawn only in the live app: never in the server's markup nor during hydration, so both always agree.
 */
import { lazy, Suspense, useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { useHydrated } from './hydrated';
import { importWithReload } from './lazy-import';

export interface DeferredComponent<P> {
  (props: P): ReactNode;
  /** Starts the download (e.g. when the browser is idle), so the piece opens at once when it is needed. */
  preload(): Promise<unknown>;
}

/**
 * A component loaded on demand: renders nothing until the live app runs and its chunk is in (a failed chunk load
 * reloads the page once, docs/api.md#error-catalogue), then renders the real component with the same props.
 */
export function deferredComponent<P extends object>(load: () => Promise<ComponentType<P>>): DeferredComponent<P> {
  let loading: Promise<{ default: ComponentType<P> }> | null = null;
  const preload = () => (loading ??= importWithReload(load).then((component) => ({ default: component })));
  const Lazy = lazy(preload);
  function Deferred(props: P) {
    const live = useHydrated();
    if (!live) return null;
    return (
      <Suspense fallback={null}>
        <Lazy {...props} />
      </Suspense>
    );
  }
  Deferred.preload = preload;
  return Deferred;
}

/** Calls `task` once the browser is idle after the page is drawn (at the latest after `timeoutMs`). */
export function whenIdle(task: () => void, timeoutMs = 2000): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(task, { timeout: timeoutMs });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(task, 200);
  return () => window.clearTimeout(id);
}

/** True once the browser has been idle after the first paint: a piece the page shows later may load then. */
export function useIdle(): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => whenIdle(() => setIdle(true)), []);
  return idle;
}
