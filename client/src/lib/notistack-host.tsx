/*
 * The notistack part of lib/notify.tsx, a chunk of its own: only ever imported dynamically, so
 * notistack is not in a public page's initial JavaScript. docs/product.md#limits: notifications stack top-right, 3 at most,
 * each for 5000 ms.
 */
import { enqueueSnackbar, SnackbarProvider } from 'notistack';
import { useEffect } from 'react';
import { NOTIFICATION_MAX_STACK, NOTIFICATION_TIMEOUT_MS } from './constants';

export { enqueueSnackbar };

/** notistack's provider with the app's settings; calls `onReady` once it is on screen and takes notifications. */
export function NotistackHost({ onReady }: { onReady: () => void }) {
  return (
    <SnackbarProvider
      maxSnack={NOTIFICATION_MAX_STACK}
      autoHideDuration={NOTIFICATION_TIMEOUT_MS}
      anchorOrigin={{ vertical: 'top', horizontal: 'right' }}
    >
      <Ready onReady={onReady} />
    </SnackbarProvider>
  );
}

function Ready({ onReady }: { onReady: () => void }) {
  // Runs after the commit that mounted the provider (its componentDidMount came first), so it can take a snack.
  useEffect(() => onReady(), [onReady]);
  return null;
}
