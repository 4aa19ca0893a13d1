import { ApolloProvider } from '@apollo/client/react';
import type { ApolloClient } from '@apollo/client';
import type { ReactNode } from 'react';
import { FullPageLoader } from '@/components/FullPageLoader';
import { GateProvider } from '@/lib/gate';
import { NotificationsProvider } from '@/lib/notify';

/**
 * The gate's theme and the notifications (stacked top-right, 5000 ms — SPEC.md §9; notistack loads after the first
 * paint, lib/notify.tsx); needs an Apollo client above.
 */
export function UiProvider({ children }: { children: ReactNode }) {
  return (
    <GateProvider fallback={<FullPageLoader />}>
      <NotificationsProvider>{children}</NotificationsProvider>
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
