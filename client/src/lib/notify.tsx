/*
 * Notifications (docs/product.md#limits: stacked top-right, 5000 ms) without notistack in a public page's initial JavaScript
 *. `NotificationsProvider` (in app/provider.tsx) draws its children and, once the browser is idle
 * after the first paint or as soon as something is notified, notistack's provider beside them, loaded from a chunk
 * of its own (lib/notistack-host.tsx). `enqueueSnackbar` takes the same message and variant as notistack's and shows
 * it as soon as that provider is on screen, so a notification sent during the first second is not lost.
 */
import { lazy, Suspense, useCallback, useEffect, useState, type ReactNode } from 'react';
import { whenIdle } from './after-paint';
import { importWithReload } from './lazy-import';

export type NotificationVariant = 'default' | 'error' | 'success' | 'warning' | 'info';

export interface NotifyOptions {
  variant?: NotificationVariant;
}

type HostModule = typeof import('./notistack-host');

let loading: Promise<HostModule> | null = null;
const loadHost = () => (loading ??= importWithReload(() => import('./notistack-host')));

let markReady: () => void = () => {};
let ready = new Promise<void>((resolve) => {
  markReady = resolve;
});
let requested = false;
let onRequest: (() => void) | null = null;

function requestHost(): void {
  requested = true;
  onRequest?.();
}

/** Shows a notification (notistack's enqueueSnackbar, once its provider is on screen). */
export function enqueueSnackbar(message: string, options: NotifyOptions = {}): void {
  requestHost();
  void Promise.all([loadHost(), ready]).then(([host]) => {
    host.enqueueSnackbar(message, options);
  });
}

const Host = lazy(async () => ({ default: (await loadHost()).NotistackHost }));

/** The app's notification host: its children at once, notistack's provider beside them after the first paint. */
export function NotificationsProvider({ children }: { children: ReactNode }) {
  // Never in the server's markup nor during hydration: both draw the children alone.
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    onRequest = () => setWanted(true);
    if (requested) setWanted(true);
    const stop = whenIdle(requestHost);
    return () => {
      stop();
      onRequest = null;
      // A provider mounted later (a test's next render) is waited for afresh.
      requested = false;
      ready = new Promise<void>((resolve) => {
        markReady = resolve;
      });
    };
  }, []);
  const onReady = useCallback(() => markReady(), []);
  return (
    <>
      {children}
      {wanted ? (
        <Suspense fallback={null}>
          <Host onReady={onReady} />
        </Suspense>
      ) : null}
    </>
  );
}
