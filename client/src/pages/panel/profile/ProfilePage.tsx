/*
 * /panel/profile (docs/product.md#screens-and-routes and docs/product.md#records "Logged-in user"): who the user is, with a way to the
 * settings.
 */
import EditIcon from '@mui/icons-material/Edit';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { roleNames } from '@/features/profile/role-names';
import { useAuth } from '@/lib/auth';
import { paths } from '@/lib/paths';

export function ProfilePage() {
  const { user } = useAuth();
  if (!user) return null;
  const rows: [string, ReactNode][] = [
    ['Name', user.displayName || '—'],
    ['E-mail', user.login],
    ['Roles', roleNames(user.roles).join(', ')],
    [
      'E-mail verified',
      user.emailConfirmed ? <Chip size="small" color="success" label="Yes" /> : <Chip size="small" color="warning" label="Not yet" />,
    ],
  ];
  return (
    <>
      <Typography variant="h4" component="h1" gutterBottom>
        My profile
      </Typography>
      <Card variant="outlined" sx={{ maxWidth: 640 }}>
        <CardContent>
          <Stack component="dl" spacing={1.5} sx={{ m: 0 }}>
            {rows.map(([term, value]) => (
              <Stack key={term} direction="row" spacing={2}>
                <Typography component="dt" sx={{ width: 160, flexShrink: 0 }} color="text.secondary">
                  {term}
                </Typography>
                <Typography component="dd" sx={{ m: 0 }}>
                  {value}
                </Typography>
              </Stack>
            ))}
          </Stack>
          <Button component={RouterLink} to={paths.panel.profile.edit.getHref()} startIcon={<EditIcon />} variant="outlined" sx={{ mt: 3 }}>
            Settings
          </Button>
        </CardContent>
      </Card>
    </>
  );
}
