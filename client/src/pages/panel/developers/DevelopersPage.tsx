/*
 * /panel/developers "Developers": the user's API keys — list, create with scopes and expiry, the secret
 * revealed once with a copy button, revoke after a confirmation — and where to read the API reference. At 390 px the
 * table keeps the name, state and action; the other columns appear from the `sm` breakpoint. Webhook endpoints are
 * the section's other tab (WebhooksPage).
 */
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { QueryStates } from '@/components/QueryStates';
import { TableScroller } from '@/components/TableScroller';
import { CreateApiKeyDialog } from '@/features/developers/CreateApiKeyDialog';
import { RevokeApiKeyDialog } from '@/features/developers/RevokeApiKeyDialog';
import { useCreateApiKey, useRevokeApiKey } from '@/features/developers/useApiKeyMutations';
import { graphql } from '@/graphql/generated';
import { formatDate, formatDateTime } from '@/lib/format';
import { DevelopersTabs } from './DevelopersTabs';

export const API_KEYS_PAGE_SIZE = 50;

export const ApiKeysQuery = graphql(`
  query ApiKeys($limit: Int!) {
    apiKeys(limit: $limit, order: [{ field: "id", direction: DESC }]) {
      items {
        id
        name
        prefix
        scopes
        createdAt
        expiresAt
        lastUsedAt
        revokedAt
      }
      total
    }
  }
`);

const wide = { display: { xs: 'none', sm: 'table-cell' } } as const;

type KeyState = 'active' | 'revoked' | 'expired';

function keyState(key: { revokedAt?: string | null; expiresAt?: string | null }, now: number): KeyState {
  if (key.revokedAt) return 'revoked';
  if (key.expiresAt && new Date(key.expiresAt).getTime() <= now) return 'expired';
  return 'active';
}

const STATE_LABEL: Record<KeyState, { label: string; color: 'success' | 'default' | 'warning' }> = {
  active: { label: 'Active', color: 'success' },
  revoked: { label: 'Revoked', color: 'default' },
  expired: { label: 'Expired', color: 'warning' },
};

export function DevelopersPage() {
  const { data, loading, error, refetch } = useQuery(ApiKeysQuery, {
    variables: { limit: API_KEYS_PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
  });
  const [creating, setCreating] = useState(false);
  const [revoking, setRevoking] = useState<{ id: number; name: string } | null>(null);
  const { createApiKey, creating: createBusy } = useCreateApiKey(() => void refetch());
  const { revokeApiKey, revoking: revokeBusy } = useRevokeApiKey();
  const keys = data?.apiKeys.items ?? [];
  const now = Date.now();

  const handleRevoke = async (id: number, name: string) => {
    await revokeApiKey(id, name);
    setRevoking(null);
  };

  return (
    <>
      <DevelopersTabs current="keys" />
      <Typography variant="body1" sx={{ mb: 2 }}>
        API keys let your own programs use the GraphQL API and the REST API at <code>/api</code> on your behalf, limited to the scopes you
        choose. Read the <Link href="/api/docs">API reference</Link> to try calls with a key.
      </Typography>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ mb: 2, alignItems: { sm: 'center' }, justifyContent: 'space-between' }}
      >
        <Typography variant="h5" component="h2">
          API keys
        </Typography>
        <Button variant="contained" startIcon={<AddIcon />} onClick={() => setCreating(true)}>
          Create API key
        </Button>
      </Stack>
      <QueryStates
        error={error}
        loading={loading}
        hasData={!!data}
        onRetry={() => void refetch()}
        errorText="Your API keys cannot be loaded right now."
        loadingLabel="Loading API keys"
      />
      {data ? (
        <TableScroller label="API keys">
          <Table size="small" aria-label="API keys">
            <TableHead>
              <TableRow>
                <TableCell>Name</TableCell>
                <TableCell sx={wide}>Key</TableCell>
                <TableCell sx={wide}>Scopes</TableCell>
                <TableCell sx={wide}>Last used</TableCell>
                <TableCell sx={wide}>Expires</TableCell>
                <TableCell>Status</TableCell>
                <TableCell align="right">Actions</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {keys.map((k) => {
                const state = keyState(k, now);
                return (
                  <TableRow key={k.id}>
                    <TableCell sx={{ wordBreak: 'break-word' }}>{k.name}</TableCell>
                    <TableCell sx={{ ...wide, fontFamily: 'monospace' }}>{k.prefix}…</TableCell>
                    <TableCell sx={wide}>{k.scopes.join(', ')}</TableCell>
                    <TableCell sx={wide}>{k.lastUsedAt ? formatDateTime(k.lastUsedAt) : 'Never'}</TableCell>
                    <TableCell sx={wide}>{k.expiresAt ? formatDate(k.expiresAt) : 'Never'}</TableCell>
                    <TableCell>
                      <Chip size="small" label={STATE_LABEL[state].label} color={STATE_LABEL[state].color} />
                    </TableCell>
                    <TableCell align="right">
                      {state === 'active' ? (
                        <Button
                          size="small"
                          color="error"
                          onClick={() => setRevoking({ id: k.id, name: k.name })}
                          aria-label={`Revoke ${k.name}`}
                        >
                          Revoke
                        </Button>
                      ) : null}
                    </TableCell>
                  </TableRow>
                );
              })}
              {keys.length === 0 ? (
                <TableRow>
                  <TableCell colSpan={7}>No API keys yet. Create one to connect your own systems.</TableCell>
                </TableRow>
              ) : null}
            </TableBody>
          </Table>
        </TableScroller>
      ) : null}
      <CreateApiKeyDialog open={creating} busy={createBusy} onClose={() => setCreating(false)} onSubmit={createApiKey} />
      <RevokeApiKeyDialog
        apiKey={revoking}
        busy={revokeBusy}
        onClose={() => setRevoking(null)}
        onConfirm={(id, name) => void handleRevoke(id, name)}
      />
    </>
  );
}
