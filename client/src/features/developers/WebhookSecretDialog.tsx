import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { useId, useState, type ReactNode } from 'react';
import { MODAL_ANIMATION_MS } from '@/lib/constants';

export interface WebhookSecretDialogProps {
  /** The signing secret to show; null closes the dialog (and forgets the secret). */
  secret: string | null;
  title: string;
  /** What else the user should know, e.g. how long the previous secret keeps signing. */
  note?: ReactNode;
  onClose: () => void;
}

/**
 * The one-time reveal of a webhook signing secret with a copy button (issue 17), like the API key's. Deliveries are
 * signed with it per the Standard Webhooks specification; the page never shows it again.
 */
export function WebhookSecretDialog({ secret, title, note, onClose }: WebhookSecretDialogProps) {
  const id = useId();
  const [copied, setCopied] = useState(false);

  const handleClose = () => {
    setCopied(false);
    onClose();
  };

  const handleCopy = async () => {
    if (!secret) return;
    try {
      await navigator.clipboard.writeText(secret);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  };

  return (
    <Dialog open={secret !== null} onClose={handleClose} transitionDuration={MODAL_ANIMATION_MS} aria-labelledby={`${id}-title`} fullWidth maxWidth="sm">
      <DialogTitle id={`${id}-title`}>{title}</DialogTitle>
      <DialogContent>
        <Alert severity="warning" sx={{ mb: 2 }}>
          Copy the signing secret now and keep it somewhere safe. It will not be shown again.
        </Alert>
        <TextField
          label="Signing secret"
          value={secret ?? ''}
          fullWidth
          slotProps={{
            input: {
              readOnly: true,
              sx: { fontFamily: 'monospace', fontSize: '0.85rem' },
              endAdornment: (
                <InputAdornment position="end">
                  <IconButton aria-label="Copy the secret" onClick={() => void handleCopy()} edge="end">
                    <ContentCopyIcon />
                  </IconButton>
                </InputAdornment>
              ),
            },
          }}
          onFocus={(e) => e.target.select()}
        />
        <FormHelperText role="status">
          {copied ? 'Copied to the clipboard.' : 'Verify the webhook-signature header of each delivery with it (Standard Webhooks).'}
        </FormHelperText>
        {note ? (
          <Typography variant="body2" sx={{ mt: 2 }}>
            {note}
          </Typography>
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={handleClose}>
          Done
        </Button>
      </DialogActions>
    </Dialog>
  );
}
