import { useOnlineStatus } from '@/lib/online-status';
import { Alert } from '@/ui/kit';

export function OfflineNotice() {
  const online = useOnlineStatus();
  if (online) return null;
  return (
    <Alert severity="warning" role="status" className="tg-offline-notice">
      You are offline. Some pages and actions are unavailable until the connection returns.
    </Alert>
  );
}
