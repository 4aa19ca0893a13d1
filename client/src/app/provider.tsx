import type { ReactNode } from 'react';
import { FullPageLoader } from '@/components/FullPageLoader';
import { GateProvider } from '@/lib/gate';
import { NotificationsProvider } from '@/lib/notify';
import { PublicDataProvider, type PublicData } from '@/lib/public-data';

/**
 * The gate's theme and the notifications (stacked top-right, 5000 ms — docs/product.md#limits; notistack loads after the first
 * paint, lib/notify.tsx); needs the public data store above (lib/public-data.tsx).
 */
export function UiProvider({ children }: { children: ReactNode }) {
  return (
    <GateProvider fallback={<FullPageLoader />}>
      <NotificationsProvider>{children}</NotificationsProvider>
    </GateProvider>
  );
}

/**
 * No Apollo Client here. The public pages read their queries from `publicData`; the parts that use
 * Apollo (the panel, the admin, the forms, a stored session) get the shared client themselves (lib/apollo-area.tsx,
 * lib/auth.tsx).
 */
export function AppProvider({ publicData, children }: { publicData: PublicData; children: ReactNode }) {
  return (
    <PublicDataProvider value={publicData}>
      <UiProvider>{children}</UiProvider>
    </PublicDataProvider>
  );
}
