import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { MODAL_ANIMATION_MS } from '@/lib/constants';

export interface CancelOrderDialogProps {
  /** The order to cancel; null closes the dialog. */
  order: { id: number; packageName: string } | null;
  busy: boolean;
  onClose: () => void;
  onConfirm: (id: number) => void;
}

/** "Are you sure?" before a subscription is cancelled (cancel with a confirmation modal). */
export function CancelOrderDialog({ order, busy, onClose, onConfirm }: CancelOrderDialogProps) {
  return (
    <Dialog
      open={order !== null}
      onClose={busy ? undefined : onClose}
      transitionDuration={MODAL_ANIMATION_MS}
      aria-labelledby="cancel-order-title"
    >
      <DialogTitle id="cancel-order-title">Cancel subscription #{order?.id}?</DialogTitle>
      <DialogContent>
        <DialogContentText>
          {order?.packageName} will not renew and you will not be charged again. The credits you already received stay on your balance.
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          Keep subscription
        </Button>
        <Button color="error" variant="contained" disabled={busy || order === null} onClick={() => order && onConfirm(order.id)}>
          Cancel subscription
        </Button>
      </DialogActions>
    </Dialog>
  );
}
