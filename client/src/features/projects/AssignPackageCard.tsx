/*
 * Putting a package from the balance on a project. The confirmation says what it spends ("1 credit of
 * <package> — N left after") and the expiry the project gets; the server spends the credit through the ledger and
 * refuses when the balance ran out meanwhile (its message is shown as it comes).
 */
import { useMutation, useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { graphql } from '@/graphql/generated';
import { formatDate, formatNumber } from '@/lib/format';
import { serverMessage } from '@/lib/form-errors';
import { enqueueSnackbar } from '@/lib/notify';
import { paths } from '@/lib/paths';
import { expiryAfterAssignment } from './assignment';

export const AssignableBalancesQuery = graphql(`
  query AssignableBalances {
    balances(limit: 50) {
      items {
        id
        quantity
        package {
          id
          name
          size
          durationDays
        }
      }
    }
  }
`);

export const AssignPackageMutation = graphql(`
  mutation AssignPackage($projectId: Int!, $packageId: Int!) {
    assignPackage(projectId: $projectId, packageId: $packageId) {
      id
      expiredAt
      campaignStatus
      delivered
      bought
      package {
        id
        name
        size
        durationDays
      }
    }
  }
`);

export interface AssignPackageCardProps {
  project: { id: number; expiredAt?: string | null; package?: { name: string } | null };
}

export function AssignPackageCard({ project }: AssignPackageCardProps) {
  const { data, loading } = useQuery(AssignableBalancesQuery, { fetchPolicy: 'cache-and-network' });
  const [assign, { loading: assigning }] = useMutation(AssignPackageMutation, {
    update: (cache) => {
      // Every list of balances and projects (the dashboard's too) is stale now.
      cache.evict({ id: 'ROOT_QUERY', fieldName: 'balances' });
      cache.evict({ id: 'ROOT_QUERY', fieldName: 'projects' });
      cache.gc();
    },
  });
  const [packageId, setPackageId] = useState('');
  const [confirming, setConfirming] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  // docs/api.md#calls: only balances with credits left count.
  const balances = (data?.balances.items ?? []).filter((b) => b.quantity > 0);
  const chosen = balances.find((b) => String(b.package.id) === packageId) ?? null;
  const newExpiry = chosen ? expiryAfterAssignment(project.expiredAt, chosen.package.durationDays) : null;

  const handleConfirm = async () => {
    if (!chosen) return;
    setFailure(null);
    try {
      await assign({ variables: { projectId: project.id, packageId: chosen.package.id } });
      setConfirming(false);
      setPackageId('');
      enqueueSnackbar(`${chosen.package.name} is on the project.`, { variant: 'success' });
    } catch (error) {
      setFailure(serverMessage(error, 'Unable to assign the package. Please try again.'));
    }
  };

  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          Package
        </Typography>
        <Typography sx={{ mb: 2 }}>
          {project.package ? (
            <>
              {project.package.name}
              {project.expiredAt ? `, runs until ${formatDate(project.expiredAt)}` : ''}
            </>
          ) : (
            'No package yet: the campaign starts when you put one on the project.'
          )}
        </Typography>
        {!loading && balances.length === 0 ? (
          <Alert severity="info">
            You have no credits to assign.{' '}
            <Link component={RouterLink} to={paths.panel.billing.packages.getHref()}>
              Buy traffic credits
            </Link>
            .
          </Alert>
        ) : (
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
            <TextField
              select
              size="small"
              label="Package from your balance"
              value={packageId}
              onChange={(e) => setPackageId(e.target.value)}
              sx={{ minWidth: 280 }}
            >
              {balances.map((b) => (
                <MenuItem key={b.id} value={String(b.package.id)}>
                  {b.package.name} ({formatNumber(b.quantity)} left)
                </MenuItem>
              ))}
            </TextField>
            <Button variant="contained" disabled={!chosen} onClick={() => setConfirming(true)}>
              Assign
            </Button>
          </Stack>
        )}
      </CardContent>
      <Dialog open={confirming && chosen !== null} onClose={() => setConfirming(false)} aria-labelledby="assign-package-title">
        <DialogTitle id="assign-package-title">Assign {chosen?.package.name}?</DialogTitle>
        <DialogContent>
          {failure ? (
            <Alert severity="error" sx={{ mb: 2 }}>
              {failure}
            </Alert>
          ) : null}
          {chosen && newExpiry ? (
            <>
              <DialogContentText>
                This spends 1 credit of {chosen.package.name} — {formatNumber(chosen.quantity - 1)} left after.
              </DialogContentText>
              <DialogContentText>
                {formatNumber(chosen.package.size)} visitors; the project runs until {formatDate(newExpiry)}.
              </DialogContentText>
            </>
          ) : null}
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirming(false)}>Cancel</Button>
          <Button variant="contained" onClick={() => void handleConfirm()} disabled={assigning}>
            Spend 1 credit
          </Button>
        </DialogActions>
      </Dialog>
    </Card>
  );
}
