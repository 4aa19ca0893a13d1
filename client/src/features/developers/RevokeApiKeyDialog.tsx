import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { MODAL_ANIMATION_MS } from '@/lib/constants';

export interface RevokeApiKeyDialogProps {
  /** The key to revoke; null closes the dialog. */
  apiKey: { id: number; name: string } | null;
  busy: boolean;
  onClose: () => void;
  onConfirm: (id: number, name: string) => void;
}

/** "Are you sure?" before a key is revoked: revoking cannot be undone. */
export function RevokeApiKeyDialog({ apiKey, busy, onClose, onConfirm }: RevokeApiKeyDialogProps) {
  return (
    <Dialog
      open={apiKey !== null}
      onClose={busy ? undefined : onClose}
      transitionDuration={MODAL_ANIMATION_MS}
      aria-labelledby="revoke-api-key-title"
    >
      <DialogTitle id="revoke-api-key-title">Revoke the key "{apiKey?.name}"?</DialogTitle>
      <DialogContent>
        <DialogContentText>
          Every program using it loses access at once. This cannot be undone; create a new key to replace it.
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          Keep the key
        </Button>
        <Button
          color="error"
          variant="contained"
          disabled={busy || apiKey === null}
          onClick={() => apiKey && onConfirm(apiKey.id, apiKey.name)}
        >
          Revoke
        </Button>
      </DialogActions>
    </Dialog>
  );
}
