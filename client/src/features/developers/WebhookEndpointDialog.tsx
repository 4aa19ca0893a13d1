import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { useQuery } from '@apollo/client/react';
import { useEffect, useId, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { graphql } from '@/graphql/generated';
import { MODAL_ANIMATION_MS } from '@/lib/constants';
import { WEBHOOK_EVENT_HINTS, violationField } from './webhook-events';
import type { FormOutcome, WebhookEndpointValues } from './useWebhookMutations';

export const WebhookEventTypesQuery = graphql(`
  query WebhookEventTypes {
    webhookEventTypes
  }
`);

const FIELDS = ['url', 'description', 'events', 'enabled'] as const;

const EMPTY: WebhookEndpointValues = { url: '', description: '', events: [], enabled: true };

function isWebUrl(value: string): boolean {
  try {
    const u = new URL(value);
    return u.protocol === 'http:' || u.protocol === 'https:';
  } catch {
    return false;
  }
}

export interface WebhookEndpointDialogProps {
  open: boolean;
  /** The endpoint being edited; absent: a new one (no "enabled" switch). */
  endpoint?: WebhookEndpointValues | null;
  onClose: () => void;
  onSubmit: (values: WebhookEndpointValues) => Promise<FormOutcome>;
}

/**
 * Create or edit a webhook endpoint: its URL, a description and the events it receives, chosen from the
 * server's `webhookEventTypes`; editing can also switch it off or back on. The server's violations go under their
 * fields; the rest (a refused private address without a path, a network failure) into the form's alert.
 */
export function WebhookEndpointDialog({ open, endpoint, onClose, onSubmit }: WebhookEndpointDialogProps) {
  const id = useId();
  const editing = !!endpoint;
  const [failure, setFailure] = useState<string | null>(null);
  const types = useQuery(WebhookEventTypesQuery, { skip: !open });
  const {
    register,
    control,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<WebhookEndpointValues>({ defaultValues: endpoint ?? EMPTY });

  useEffect(() => {
    if (open) {
      reset(endpoint ?? EMPTY);
      setFailure(null);
    }
  }, [open, endpoint, reset]);

  const handleClose = () => {
    if (!isSubmitting) onClose();
  };

  const handleSave = handleSubmit(async (values) => {
    setFailure(null);
    const outcome = await onSubmit({ ...values, url: values.url.trim(), description: values.description.trim() });
    if (outcome.ok) return;
    const rest: string[] = [];
    let focused = false;
    for (const v of outcome.violations) {
      const field = FIELDS.find((f) => f === violationField(v.propertyPath));
      if (field) {
        setError(field, { type: 'server', message: v.message }, { shouldFocus: !focused });
        focused = true;
      } else if (!rest.includes(v.message)) rest.push(v.message);
    }
    if (outcome.violations.length === 0) setFailure(outcome.message);
    else if (rest.length) setFailure(rest.join(' '));
  });

  const eventTypes = types.data?.webhookEventTypes ?? [];

  return (
    <Dialog
      open={open}
      onClose={handleClose}
      transitionDuration={MODAL_ANIMATION_MS}
      aria-labelledby={`${id}-title`}
      fullWidth
      maxWidth="sm"
    >
      <form onSubmit={(e) => void handleSave(e)} noValidate>
        <DialogTitle id={`${id}-title`}>{editing ? 'Edit the webhook endpoint' : 'Add a webhook endpoint'}</DialogTitle>
        <DialogContent>
          {failure ? (
            <Alert severity="error" sx={{ mb: 2 }}>
              {failure}
            </Alert>
          ) : null}
          <TextField
            label="Endpoint URL"
            type="url"
            placeholder="https://example.com/webhooks/trafficgate"
            error={!!errors.url}
            helperText={errors.url?.message ?? 'A public http(s) address that answers 2xx within 10 seconds.'}
            fullWidth
            required
            autoFocus
            margin="dense"
            {...register('url', {
              validate: (v) =>
                !v.trim() ? 'Enter the URL to send events to.' : isWebUrl(v.trim()) ? true : 'Enter an http:// or https:// address.',
            })}
          />
          <TextField
            label="Description"
            error={!!errors.description}
            helperText={errors.description?.message ?? 'Optional: what receives the events, e.g. "CRM".'}
            fullWidth
            margin="dense"
            {...register('description')}
          />
          <FormControl component="fieldset" error={!!errors.events} sx={{ mt: 2 }} fullWidth>
            <FormLabel component="legend">Events to send</FormLabel>
            {types.loading ? <CircularProgress size={24} aria-label="Loading the event types" sx={{ my: 1 }} /> : null}
            {types.error ? (
              <Alert
                severity="error"
                sx={{ my: 1 }}
                action={
                  <Button color="inherit" size="small" onClick={() => void types.refetch()}>
                    Retry
                  </Button>
                }
              >
                The event types cannot be loaded right now.
              </Alert>
            ) : null}
            <Controller
              name="events"
              control={control}
              rules={{ validate: (v) => (v.length > 0 ? true : 'Choose at least one event.') }}
              render={({ field }) => (
                <FormGroup>
                  {eventTypes.map((type) => (
                    <FormControlLabel
                      key={type}
                      control={
                        <Checkbox
                          checked={field.value.includes(type)}
                          onChange={(e) =>
                            field.onChange(e.target.checked ? [...field.value, type] : field.value.filter((t) => t !== type))
                          }
                          onBlur={field.onBlur}
                        />
                      }
                      label={WEBHOOK_EVENT_HINTS[type] ? `${type} — ${WEBHOOK_EVENT_HINTS[type]}` : type}
                      sx={{ wordBreak: 'break-word' }}
                    />
                  ))}
                </FormGroup>
              )}
            />
            {errors.events ? <FormHelperText>{errors.events.message}</FormHelperText> : null}
          </FormControl>
          {editing ? (
            <Controller
              name="enabled"
              control={control}
              render={({ field }) => (
                <FormControl error={!!errors.enabled} sx={{ mt: 2 }} fullWidth>
                  <FormControlLabel
                    control={<Switch checked={field.value} onChange={(e) => field.onChange(e.target.checked)} onBlur={field.onBlur} />}
                    label="Enabled: events are sent to this endpoint"
                  />
                  {errors.enabled ? <FormHelperText>{errors.enabled.message}</FormHelperText> : null}
                </FormControl>
              )}
            />
          ) : null}
        </DialogContent>
        <DialogActions>
          <Button onClick={handleClose} disabled={isSubmitting}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" disabled={isSubmitting}>
            {editing ? 'Save' : 'Add endpoint'}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
