import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { useAuth } from '@/lib/auth';
import { paths } from '@/lib/paths';

const shortcuts = [
  { title: 'Projects', text: 'Add the websites that should receive visitors.', to: paths.panel.projects.list.path, action: 'Open projects' },
  { title: 'Purchase Traffic Credits', text: 'Buy a package and assign it to a project.', to: paths.panel.billing.packages.path, action: 'See packages' },
  { title: 'Balance', text: 'Your credits per package.', to: paths.panel.billing.root.path, action: 'Open balance' },
];

export function PanelDashboardPage() {
  const { user } = useAuth();
  return (
    <>
      <Typography variant="h4" component="h1" gutterBottom>
        Welcome{user?.displayName ? `, ${user.displayName}` : ''}
      </Typography>
      <Grid container spacing={3}>
        {shortcuts.map((s) => (
          <Grid key={s.title} size={{ xs: 12, md: 4 }}>
            <Card variant="outlined" sx={{ height: '100%' }}>
              <CardContent>
                <Typography variant="h6" component="h2">
                  {s.title}
                </Typography>
                <Typography color="text.secondary" sx={{ mb: 2 }}>
                  {s.text}
                </Typography>
                <Button component={RouterLink} to={s.to} variant="outlined">
                  {s.action}
                </Button>
              </CardContent>
            </Card>
          </Grid>
        ))}
      </Grid>
    </>
  );
}
