import { Outlet, ScrollRestoration, useNavigation } from 'react-router-dom';
import { LoadingBar } from '@/components/LoadingBar';
import { OfflineNotice } from '@/components/OfflineNotice';
import { LiveChat } from '@/features/chat/LiveChat';
import { AuthProvider } from '@/lib/auth';
import { useActiveRequests } from '@/lib/request-tracker';

/**
 * Everything every page shares: the session, the loading bar (requests and chunk loads), the offline notice, and the
 * live chat of signed-in users (public pages and panel alike).
 */
export function RootLayout() {
  const navigation = useNavigation();
  const requests = useActiveRequests();
  return (
    <AuthProvider>
      <LoadingBar active={requests > 0 || navigation.state !== 'idle'} />
      <Outlet />
      <OfflineNotice />
      <LiveChat />
      <ScrollRestoration />
    </AuthProvider>
  );
}
