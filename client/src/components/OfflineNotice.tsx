import Alert from '@mui/material/Alert';
import { useOnlineStatus } from '@/lib/online-status';

export function OfflineNotice() {
  const online = useOnlineStatus();
  if (online) return null;
  return (
    <Alert
      severity="warning"
      role="status"
      sx={{ position: 'fixed', bottom: 16, left: '50%', transform: 'translateX(-50%)', zIndex: (theme) => theme.zIndex.snackbar + 1, boxShadow: 3 }}
    >
      You are offline. Some pages and actions are unavailable until the connection returns.
    </Alert>
  );
}
