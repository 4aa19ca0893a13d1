/*
 * "Send test" (admins only, docs/product.md#roles): mails the campaign to one address. The call is the one docs/api.md#calls lists as
 * `POST /api/admin/email_campaigns/send` with `{ emailCampaignId, email }`, through the same authorized fetch as the
 * other REST calls (bearer token, switch-user). While the server has no sending yet it answers 501, which the dialog
 * says in words. The server refuses the call to anyone below admin whatever this screen shows.
 */
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useId, useState, type FormEvent } from 'react';
import { authorizedFetch } from '@/lib/authorized-fetch';
import { enqueueSnackbar } from '@/lib/notify';

export const SEND_TEST_URL = '/api/admin/email_campaigns/send';

export interface SendTestDialogProps {
  open: boolean;
  campaignId: number;
  campaignName: string;
  /** The address offered first (the admin's own). */
  defaultEmail: string;
  onClose: () => void;
}

interface ErrorBody {
  'hydra:description'?: string;
  message?: string;
  violations?: { propertyPath?: string; message: string }[];
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** What the server's refusal means for the person sending. */
function refusal(status: number, body: ErrorBody | null): { field?: string; message: string } {
  const violation = body?.violations?.find((v) => v.propertyPath === 'email') ?? body?.violations?.[0];
  if (violation) return { field: violation.propertyPath === 'email' ? 'email' : undefined, message: violation.message };
  if (status === 501) return { message: 'Sending e-mail campaigns is not available on this server yet.' };
  if (status === 403) return { message: 'Only admins may send a test.' };
  return { message: body?.['hydra:description'] ?? body?.message ?? 'The test could not be sent. Please try again.' };
}

export function SendTestDialog({ open, campaignId, campaignName, defaultEmail, onClose }: SendTestDialogProps) {
  const id = useId();
  const [email, setEmail] = useState(defaultEmail);
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const address = email.trim();
    setFormError(null);
    if (!EMAIL.test(address)) {
      setFieldError('Enter a valid e-mail address.');
      return;
    }
    setFieldError(null);
    setBusy(true);
    try {
      const response = await authorizedFetch(SEND_TEST_URL, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/ld+json' },
        body: JSON.stringify({ emailCampaignId: campaignId, email: address }),
      });
      if (response.ok) {
        enqueueSnackbar(`Test of "${campaignName}" sent to ${address}`, { variant: 'success' });
        onClose();
        return;
      }
      const body = (await response.json().catch(() => null)) as ErrorBody | null;
      const { field, message } = refusal(response.status, body);
      if (field) setFieldError(message);
      else setFormError(message);
    } catch (error) {
      setFormError(error instanceof Error ? error.message : 'The test could not be sent. Please try again.');
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open={open} onClose={busy ? undefined : onClose} aria-labelledby={`${id}-title`} maxWidth="xs" fullWidth>
      <form noValidate onSubmit={(e) => void handleSubmit(e)} aria-label="Send a test">
        <DialogTitle id={`${id}-title`}>Send a test</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>“{campaignName}” goes to this address only, not to its users.</DialogContentText>
          {formError ? (
            <Alert severity="error" sx={{ mb: 2 }}>
              {formError}
            </Alert>
          ) : null}
          <TextField
            label="E-mail"
            type="email"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            fullWidth
            required
            autoFocus
            error={Boolean(fieldError)}
            helperText={fieldError ?? ' '}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" disabled={busy}>
            {busy ? 'Sending…' : 'Send test'}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
