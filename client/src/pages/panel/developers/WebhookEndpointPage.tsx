/*
 * /panel/developers/webhooks/:id: one endpoint — its events and state, send a test event, edit,
 * rotate the signing secret (the new one revealed once; the old one keeps signing until previousSecretExpiresAt),
 * delete — and its delivery log, newest first, a page per `?page=`, with "Redeliver" on every attempt. While an
 * attempt is pending the log refreshes itself. At 390 px the log keeps event, status and the action (an icon); the
 * time, status code, duration and error move under the event.
 */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import KeyIcon from '@mui/icons-material/Key';
import RefreshIcon from '@mui/icons-material/Refresh';
import ReplayIcon from '@mui/icons-material/Replay';
import SendIcon from '@mui/icons-material/Send';
import { useQuery } from '@apollo/client/react';
import { useMemo, useState } from 'react';
import { Link as RouterLink, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { ListPagination } from '@/components/ListPagination';
import { QueryStates } from '@/components/QueryStates';
import { TableScroller } from '@/components/TableScroller';
import { ConfirmDialog } from '@/features/admin/ConfirmDialog';
import { WebhookEndpointDialog } from '@/features/developers/WebhookEndpointDialog';
import { WebhookEndpointStateChip } from '@/features/developers/WebhookEndpointStateChip';
import { WebhookSecretDialog } from '@/features/developers/WebhookSecretDialog';
import {
  useDeleteWebhookEndpoint,
  useRedeliverWebhookDelivery,
  useRotateWebhookEndpointSecret,
  useTestWebhookEndpoint,
  useUpdateWebhookEndpoint,
} from '@/features/developers/useWebhookMutations';
import { deliveryStatus } from '@/features/developers/webhook-events';
import { graphql } from '@/graphql/generated';
import { formatDateTime, formatNumber } from '@/lib/format';
import { errorCode } from '@/lib/graphql-errors';
import { paths } from '@/lib/paths';

export const WEBHOOK_DELIVERIES_PAGE_SIZE = 20;
/** How often the log asks again while an attempt is pending. */
const PENDING_POLL_MS = 5000;

export const WebhookEndpointQuery = graphql(`
  query WebhookEndpoint($id: Int!) {
    webhookEndpoint(id: $id) {
      ...WebhookEndpointFields
    }
  }
`);

export const WebhookDeliveriesQuery = graphql(`
  query WebhookDeliveries($endpointId: Int!, $page: Int!, $limit: Int!) {
    webhookDeliveries(endpointId: $endpointId, page: $page, limit: $limit) {
      items {
        id
        endpointId
        eventId
        eventType
        attempt
        status
        statusCode
        durationMs
        error
        nextRetryAt
        createdAt
      }
      total
      page
      limit
    }
  }
`);

const wide = { display: { xs: 'none', sm: 'table-cell' } } as const;
const narrow = { display: { xs: 'block', sm: 'none' } } as const;

export function WebhookEndpointPage() {
  const { id: idParam } = useParams();
  const id = Number(idParam);
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const endpointQuery = useQuery(WebhookEndpointQuery, {
    variables: { id },
    skip: !Number.isInteger(id) || id <= 0,
    fetchPolicy: 'cache-and-network',
  });
  const endpoint = endpointQuery.data?.webhookEndpoint;

  const [editing, setEditing] = useState(false);
  const [confirmRotate, setConfirmRotate] = useState(false);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [rotated, setRotated] = useState<{ secret: string; previousSecretExpiresAt: string | null } | null>(null);
  const { updateWebhookEndpoint } = useUpdateWebhookEndpoint();
  const { rotateSecret, rotating } = useRotateWebhookEndpointSecret();
  const { deleteWebhookEndpoint, deleting } = useDeleteWebhookEndpoint();
  const { sendTestEvent, testing } = useTestWebhookEndpoint();

  const formValues = useMemo(
    () =>
      endpoint
        ? { url: endpoint.url, description: endpoint.description ?? '', events: [...endpoint.events], enabled: endpoint.enabled }
        : null,
    [endpoint],
  );

  if (!Number.isInteger(id) || id <= 0 || (endpointQuery.error && errorCode(endpointQuery.error) === 'NOT_FOUND')) {
    return (
      <Alert severity="error">
        This webhook endpoint does not exist or is not yours.{' '}
        <Link component={RouterLink} to={paths.panel.webhooks.list.getHref()}>
          Back to your endpoints
        </Link>
      </Alert>
    );
  }
  if (endpointQuery.error && !endpoint) {
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void endpointQuery.refetch()}>
            Retry
          </Button>
        }
      >
        The webhook endpoint cannot be loaded right now.
      </Alert>
    );
  }
  if (!endpoint || !formValues) {
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 4 }} role="status" aria-label="Loading the webhook endpoint">
        <CircularProgress />
      </Box>
    );
  }

  const previousSigns = endpoint.previousSecretExpiresAt && new Date(endpoint.previousSecretExpiresAt).getTime() > Date.now();

  const handleRotate = async () => {
    const answer = await rotateSecret(endpoint.id);
    setConfirmRotate(false);
    if (answer) setRotated(answer);
  };

  const handleDelete = async () => {
    const done = await deleteWebhookEndpoint(endpoint.id, endpoint.url);
    setConfirmDelete(false);
    if (done) void navigate(paths.panel.webhooks.list.getHref());
  };

  const handleSave = async (values: Parameters<typeof updateWebhookEndpoint>[1]) => {
    const outcome = await updateWebhookEndpoint(endpoint.id, values);
    if (outcome.ok) setEditing(false);
    return outcome;
  };

  return (
    <>
      <Stack direction="row" spacing={1} sx={{ mb: 1, alignItems: 'center', flexWrap: 'wrap' }} useFlexGap>
        <Typography variant="h4" component="h1">
          Webhook endpoint
        </Typography>
        <WebhookEndpointStateChip enabled={endpoint.enabled} />
      </Stack>
      <Typography sx={{ fontFamily: 'monospace', wordBreak: 'break-all', mb: 1 }}>{endpoint.url}</Typography>
      {endpoint.description ? (
        <Typography color="text.secondary" sx={{ wordBreak: 'break-word', mb: 1 }}>
          {endpoint.description}
        </Typography>
      ) : null}
      {!endpoint.enabled ? (
        <Alert severity="warning" sx={{ mb: 2 }}>
          No events are sent to this endpoint
          {endpoint.disabledAt ? ` since ${formatDateTime(endpoint.disabledAt)}` : ''}:{' '}
          {(endpoint.disabledReason ?? 'it is switched off').replace(/\.$/, '')}. Edit it and switch it on to receive events again.
        </Alert>
      ) : null}
      {previousSigns ? (
        <Alert severity="info" sx={{ mb: 2 }}>
          The previous signing secret also signs deliveries until {formatDateTime(endpoint.previousSecretExpiresAt)}.
        </Alert>
      ) : null}
      <Box sx={{ mb: 2 }}>
        <Typography variant="body2" color="text.secondary">
          Events
        </Typography>
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', mt: 0.5 }}>
          {endpoint.events.map((e) => (
            <Chip key={e} size="small" variant="outlined" label={e} />
          ))}
        </Stack>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          Created {formatDateTime(endpoint.createdAt)} · last delivery{' '}
          {endpoint.lastDeliveryAt ? formatDateTime(endpoint.lastDeliveryAt) : 'never'}
        </Typography>
      </Box>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', mb: 3 }}>
        <Button variant="contained" startIcon={<SendIcon />} disabled={testing} onClick={() => void sendTestEvent(endpoint.id)}>
          Send test event
        </Button>
        <Button variant="outlined" startIcon={<EditIcon />} onClick={() => setEditing(true)}>
          Edit
        </Button>
        <Button variant="outlined" startIcon={<KeyIcon />} onClick={() => setConfirmRotate(true)}>
          Rotate secret
        </Button>
        <Button variant="outlined" color="error" startIcon={<DeleteIcon />} onClick={() => setConfirmDelete(true)}>
          Delete
        </Button>
      </Stack>
      <DeliveryLog endpointId={endpoint.id} page={page} />
      <WebhookEndpointDialog open={editing} endpoint={formValues} onClose={() => setEditing(false)} onSubmit={handleSave} />
      <ConfirmDialog
        open={confirmRotate}
        title="Rotate the signing secret?"
        confirmLabel="Rotate secret"
        busy={rotating}
        onConfirm={() => void handleRotate()}
        onCancel={() => setConfirmRotate(false)}
      >
        A new secret signs every delivery from now on. The current one keeps signing beside it for 24 hours, so your receiver can switch
        without missing an event.
      </ConfirmDialog>
      <ConfirmDialog
        open={confirmDelete}
        title="Delete this endpoint?"
        confirmLabel="Delete"
        destructive
        busy={deleting}
        onConfirm={() => void handleDelete()}
        onCancel={() => setConfirmDelete(false)}
      >
        {endpoint.url} receives no more events, and its delivery log is deleted with it. This cannot be undone.
      </ConfirmDialog>
      <WebhookSecretDialog
        secret={rotated?.secret ?? null}
        title="Your new signing secret"
        note={
          rotated?.previousSecretExpiresAt
            ? `The old secret keeps signing deliveries beside the new one until ${formatDateTime(rotated.previousSecretExpiresAt)}: switch your receiver to the new secret before then.`
            : 'Switch your receiver to the new secret.'
        }
        onClose={() => setRotated(null)}
      />
    </>
  );
}

function DeliveryLog({ endpointId, page }: { endpointId: number; page: number }) {
  const [pending, setPending] = useState(false);
  const {
    data: current,
    previousData,
    loading,
    error,
    refetch,
  } = useQuery(WebhookDeliveriesQuery, {
    variables: { endpointId, page, limit: WEBHOOK_DELIVERIES_PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
    pollInterval: pending ? PENDING_POLL_MS : 0,
  });
  const data = current ?? previousData;
  const deliveries = data?.webhookDeliveries.items ?? [];
  const anyPending = deliveries.some((d) => d.status === 'pending');
  if (anyPending !== pending) setPending(anyPending);
  const { redeliver, redelivering } = useRedeliverWebhookDelivery();

  return (
    <>
      <Stack direction="row" spacing={2} sx={{ mb: 1, alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography variant="h5" component="h2">
          Deliveries
        </Typography>
        <Button size="small" startIcon={<RefreshIcon />} disabled={loading} onClick={() => void refetch()}>
          Refresh
        </Button>
      </Stack>
      <QueryStates
        error={error}
        loading={loading}
        hasData={!!data}
        onRetry={() => void refetch()}
        errorText="The delivery log cannot be loaded right now."
        loadingLabel="Loading deliveries"
      />
      {data ? (
        <>
          <TableScroller label="Deliveries">
            <Table size="small" aria-label="Deliveries">
              <TableHead>
                <TableRow>
                  <TableCell sx={wide}>Time</TableCell>
                  <TableCell>Event</TableCell>
                  <TableCell sx={wide}>Event id</TableCell>
                  <TableCell sx={wide}>Attempt</TableCell>
                  <TableCell>Status</TableCell>
                  <TableCell sx={wide}>Code</TableCell>
                  <TableCell sx={wide}>Duration</TableCell>
                  <TableCell sx={wide}>Error</TableCell>
                  <TableCell sx={wide}>Next retry</TableCell>
                  <TableCell align="right">Actions</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {deliveries.map((d) => {
                  const status = deliveryStatus(d.status);
                  const facts = [
                    formatDateTime(d.createdAt),
                    d.statusCode != null ? `HTTP ${d.statusCode}` : null,
                    d.durationMs != null ? `${formatNumber(d.durationMs)} ms` : null,
                    d.error,
                  ]
                    .filter(Boolean)
                    .join(' · ');
                  return (
                    <TableRow key={d.id}>
                      <TableCell sx={wide}>{formatDateTime(d.createdAt)}</TableCell>
                      <TableCell sx={{ overflowWrap: 'anywhere' }}>
                        {d.eventType}
                        <Typography variant="caption" component="span" color="text.secondary" sx={narrow}>
                          {facts}
                        </Typography>
                      </TableCell>
                      <TableCell sx={{ ...wide, fontFamily: 'monospace', wordBreak: 'break-all' }}>{d.eventId}</TableCell>
                      <TableCell sx={wide}>{d.attempt}</TableCell>
                      <TableCell>
                        <Chip size="small" label={status.label} color={status.color} />
                      </TableCell>
                      <TableCell sx={wide}>{d.statusCode ?? '—'}</TableCell>
                      <TableCell sx={wide}>{d.durationMs != null ? `${formatNumber(d.durationMs)} ms` : '—'}</TableCell>
                      <TableCell sx={{ ...wide, wordBreak: 'break-word' }}>{d.error ?? ''}</TableCell>
                      <TableCell sx={wide}>{d.nextRetryAt ? formatDateTime(d.nextRetryAt) : '—'}</TableCell>
                      <TableCell align="right">
                        <Button
                          size="small"
                          startIcon={<ReplayIcon />}
                          disabled={redelivering}
                          onClick={() => void redeliver(d.id, d.eventId)}
                          aria-label={`Redeliver ${d.eventType} ${d.eventId}`}
                          title="Redeliver"
                          sx={{ minWidth: 0, '& .MuiButton-startIcon': { mr: { xs: 0, sm: 1 } } }}
                        >
                          <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>
                            Redeliver
                          </Box>
                        </Button>
                      </TableCell>
                    </TableRow>
                  );
                })}
                {deliveries.length === 0 ? (
                  <TableRow>
                    <TableCell colSpan={10}>No deliveries yet. Send a test event to try the endpoint.</TableCell>
                  </TableRow>
                ) : null}
              </TableBody>
            </Table>
          </TableScroller>
          <ListPagination
            page={page}
            total={data.webhookDeliveries.total}
            limit={WEBHOOK_DELIVERIES_PAGE_SIZE}
            label="Delivery log pages"
          />
        </>
      ) : null}
    </>
  );
}
