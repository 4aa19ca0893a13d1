/*
 * /panel/developers/webhooks: the user's webhook endpoints — list, add one with the events it
 * receives, its signing secret revealed once — on the Developers section's second tab. An endpoint's page
 * (WebhookEndpointPage) edits, rotates, deletes and shows its deliveries. At 390 px the table keeps the URL and
 * the state; a disabled endpoint says why under its URL at every width.
 */
import Button from '@mui/material/Button';
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
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import { ListPagination } from '@/components/ListPagination';
import { QueryStates } from '@/components/QueryStates';
import { TableScroller } from '@/components/TableScroller';
import { WebhookEndpointDialog } from '@/features/developers/WebhookEndpointDialog';
import { WebhookEndpointStateChip } from '@/features/developers/WebhookEndpointStateChip';
import { WebhookSecretDialog } from '@/features/developers/WebhookSecretDialog';
import { useCreateWebhookEndpoint } from '@/features/developers/useWebhookMutations';
import { graphql } from '@/graphql/generated';
import { formatDateTime } from '@/lib/format';
import { paths } from '@/lib/paths';
import { DevelopersTabs } from './DevelopersTabs';

export const WEBHOOK_ENDPOINTS_PAGE_SIZE = 20;

export const WebhookEndpointsQuery = graphql(`
  query WebhookEndpoints($page: Int!, $limit: Int!) {
    webhookEndpoints(page: $page, limit: $limit, order: [{ field: "id", direction: DESC }]) {
      items {
        id
        url
        description
        events
        enabled
        disabledAt
        disabledReason
        lastDeliveryAt
        createdAt
      }
      total
      page
      limit
    }
  }
`);

const wide = { display: { xs: 'none', sm: 'table-cell' } } as const;

export function WebhooksPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const {
    data: current,
    previousData,
    loading,
    error,
    refetch,
  } = useQuery(WebhookEndpointsQuery, {
    variables: { page, limit: WEBHOOK_ENDPOINTS_PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
  });
  const data = current ?? previousData;
  const [creating, setCreating] = useState(false);
  const [created, setCreated] = useState<{ id: number; secret: string } | null>(null);
  const { createWebhookEndpoint } = useCreateWebhookEndpoint((secret, id) => {
    setCreating(false);
    setCreated({ id, secret });
  });
  const endpoints = data?.webhookEndpoints.items ?? [];

  const handleRevealed = () => {
    const id = created?.id;
    setCreated(null);
    if (id) void navigate(paths.panel.webhooks.detail.getHref({ id }));
  };

  return (
    <>
      <DevelopersTabs current="webhooks" />
      <Typography variant="body1" sx={{ mb: 2 }}>
        Webhooks tell your own systems at once when an order is paid, a project expires or your balance runs low: we send a signed HTTP POST
        to your URL (Standard Webhooks: <code>webhook-id</code>, <code>webhook-timestamp</code>, <code>webhook-signature</code>) and retry
        for about three days until it answers 2xx.
      </Typography>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ mb: 2, alignItems: { sm: 'center' }, justifyContent: 'space-between' }}
      >
        <Typography variant="h5" component="h2">
          Webhook endpoints
        </Typography>
        <Button variant="contained" startIcon={<AddIcon />} onClick={() => setCreating(true)}>
          Add endpoint
        </Button>
      </Stack>
      <QueryStates
        error={error}
        loading={loading}
        hasData={!!data}
        onRetry={() => void refetch()}
        errorText="Your webhook endpoints cannot be loaded right now."
        loadingLabel="Loading webhook endpoints"
      />
      {data ? (
        <>
          <TableScroller label="Webhook endpoints">
            <Table size="small" aria-label="Webhook endpoints">
              <TableHead>
                <TableRow>
                  <TableCell>URL</TableCell>
                  <TableCell sx={wide}>Events</TableCell>
                  <TableCell sx={wide}>Last delivery</TableCell>
                  <TableCell>Status</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {endpoints.map((e) => (
                  <TableRow key={e.id}>
                    <TableCell sx={{ wordBreak: 'break-all' }}>
                      <Link component={RouterLink} to={paths.panel.webhooks.detail.getHref({ id: e.id })}>
                        {e.url}
                      </Link>
                      {e.description ? (
                        <Typography variant="body2" color="text.secondary" sx={{ wordBreak: 'break-word' }}>
                          {e.description}
                        </Typography>
                      ) : null}
                      {!e.enabled && e.disabledReason ? (
                        <Typography variant="body2" color="error" sx={{ wordBreak: 'break-word' }}>
                          {e.disabledReason}
                        </Typography>
                      ) : null}
                    </TableCell>
                    <TableCell sx={{ ...wide, wordBreak: 'break-word' }}>{e.events.join(', ')}</TableCell>
                    <TableCell sx={wide}>{e.lastDeliveryAt ? formatDateTime(e.lastDeliveryAt) : 'Never'}</TableCell>
                    <TableCell>
                      <WebhookEndpointStateChip enabled={e.enabled} />
                    </TableCell>
                  </TableRow>
                ))}
                {endpoints.length === 0 ? (
                  <TableRow>
                    <TableCell colSpan={4}>No webhook endpoints yet. Add one to receive events at your own URL.</TableCell>
                  </TableRow>
                ) : null}
              </TableBody>
            </Table>
          </TableScroller>
          <ListPagination
            page={page}
            total={data.webhookEndpoints.total}
            limit={WEBHOOK_ENDPOINTS_PAGE_SIZE}
            label="Webhook endpoint pages"
          />
        </>
      ) : null}
      <WebhookEndpointDialog open={creating} onClose={() => setCreating(false)} onSubmit={createWebhookEndpoint} />
      <WebhookSecretDialog
        secret={created?.secret ?? null}
        title="Your endpoint's signing secret"
        note="Next: send a test event from the endpoint's page and check that your receiver accepts its signature."
        onClose={handleRevealed}
      />
    </>
  );
}
