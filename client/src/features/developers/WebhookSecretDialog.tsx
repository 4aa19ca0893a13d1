import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';
import { MODAL_ANIMATION_MS } from '@/lib/constants';
import { SecretReveal } from './SecretReveal';

export interface WebhookSecretDialogProps {
  /** The signing secret to show; null closes the dialog (and forgets the secret). */
  secret: string | null;
  title: string;
  /** What else the user should know, e.g. how long the previous secret keeps signing. */
  note?: ReactNode;
  onClose: () => void;
}

/**
 * The one-time reveal of a webhook signing secret with a copy button, like the API key's. Deliveries are
 * signed with it per the Standard Webhooks specification; the page never shows it again.
 */
export function WebhookSecretDialog({ secret, title, note, onClose }: WebhookSecretDialogProps) {
  const id = useId();
  return (
    <Dialog
      open={secret !== null}
      onClose={onClose}
      transitionDuration={MODAL_ANIMATION_MS}
      aria-labelledby={`${id}-title`}
      fullWidth
      maxWidth="sm"
    >
      <DialogTitle id={`${id}-title`}>{title}</DialogTitle>
      <DialogContent>
        <SecretReveal
          warning="Copy the signing secret now and keep it somewhere safe. It will not be shown again."
          label="Signing secret"
          secret={secret ?? ''}
          copyLabel="Copy the secret"
          hint="Verify the webhook-signature header of each delivery with it (Standard Webhooks)."
        />
        {note ? (
          <Typography variant="body2" sx={{ mt: 2 }}>
            {note}
          </Typography>
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={onClose}>
          Done
        </Button>
      </DialogActions>
    </Dialog>
  );
}
