import { Outlet, ScrollRestoration, useNavigation } from 'react-router-dom';
import { OfflineNotice } from '@/components/OfflineNotice';
import { LiveChat } from '@/features/chat/LiveChat';
import { deferredComponent } from '@/lib/after-paint';
import { AuthProvider } from '@/lib/auth';
import { DocumentTitle } from '@/lib/document-title';
import { useActiveRequests } from '@/lib/request-tracker';

// The bar shows the live app's requests and navigations, never the server's first page, so its code
// loads right after hydration instead of with the page. (The offline notice stays: it has to work offline.)
const LoadingBar = deferredComponent(() => import('@/components/LoadingBar').then((m) => m.LoadingBar));

/**
 * Everything every page shares: the session, the document title (lib/document-title.tsx), the loading bar (requests
 * and chunk loads), the offline notice, and the live chat of signed-in users (public pages and panel alike).
 */
export function RootLayout() {
  const navigation = useNavigation();
  const requests = useActiveRequests();
  return (
    <AuthProvider>
      <DocumentTitle>
        <LoadingBar active={requests > 0 || navigation.state !== 'idle'} />
        <Outlet />
        <OfflineNotice />
        <LiveChat />
        <ScrollRestoration />
      </DocumentTitle>
    </AuthProvider>
  );
}
