import Typography from '@mui/material/Typography';
import { useAuth } from '@/lib/auth';

export function AdminDashboardPage() {
  const { user } = useAuth();
  return (
    <>
      <Typography variant="h4" component="h1" gutterBottom>
        Administration
      </Typography>
      <Typography color="text.secondary">Signed in as {user?.login}. Use the sidebar to manage the system.</Typography>
    </>
  );
}
