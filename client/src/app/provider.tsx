import { ApolloProvider } from '@apollo/client/react';
import type { ApolloClient } from '@apollo/client';
import { SnackbarProvider } from 'notistack';
import type { ReactNode } from 'react';
import { FullPageLoader } from '@/components/FullPageLoader';
import { NOTIFICATION_MAX_STACK, NOTIFICATION_TIMEOUT_MS } from '@/lib/constants';
import { GateProvider } from '@/lib/gate';

/** The gate's theme and the notifications (stacked top-right, 5000 ms — SPEC.md §9); needs an Apollo client above. */
export function UiProvider({ children }: { children: ReactNode }) {
  return (
    <GateProvider fallback={<FullPageLoader />}>
      <SnackbarProvider
        maxSnack={NOTIFICATION_MAX_STACK}
        autoHideDuration={NOTIFICATION_TIMEOUT_MS}
        anchorOrigin={{ vertical: 'top', horizontal: 'right' }}
      >
        {children}
      </SnackbarProvider>
    </GateProvider>
  );
}

export function AppProvider({ client, children }: { client: ApolloClient; children: ReactNode }) {
  return (
    <ApolloProvider client={client}>
      <UiProvider>{children}</UiProvider>
    </ApolloProvider>
  );
}
