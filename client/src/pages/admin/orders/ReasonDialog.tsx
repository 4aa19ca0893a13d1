/*
 * The confirmation of a staff action on an order (refund, cancel): the action cannot be undone and is audited on the
 * server with the reason typed here, so the reason is required (trimmed) before the confirm button does anything.
 */
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useState, type ReactNode } from 'react';
import { ConfirmDialog } from '@/features/admin/ConfirmDialog';

export interface ReasonDialogProps {
  open: boolean;
  title: string;
  confirmLabel: string;
  children: ReactNode;
  busy?: boolean;
  onConfirm: (reason: string) => void;
  onCancel: () => void;
}

export const REASON_MAX_LENGTH = 1000;

export function ReasonDialog({ open, title, confirmLabel, children, busy = false, onConfirm, onCancel }: ReasonDialogProps) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  // Each opening starts blank.
  useEffect(() => {
    if (open) {
      setReason('');
      setError(null);
    }
  }, [open]);
  const handleConfirm = () => {
    const text = reason.trim();
    if (text === '') return setError('Give a reason: it is kept in the audit log.');
    if (text.length > REASON_MAX_LENGTH) return setError(`At most ${REASON_MAX_LENGTH} characters.`);
    onConfirm(text);
  };
  return (
    <ConfirmDialog
      open={open}
      title={title}
      confirmLabel={confirmLabel}
      cancelLabel="Keep it"
      destructive
      busy={busy}
      onConfirm={handleConfirm}
      onCancel={onCancel}
    >
      <Typography component="div" sx={{ mb: 2 }}>
        {children}
      </Typography>
      <TextField
        label="Reason"
        value={reason}
        onChange={(e) => {
          setReason(e.target.value);
          setError(null);
        }}
        required
        fullWidth
        multiline
        minRows={2}
        autoFocus
        disabled={busy}
        error={Boolean(error)}
        helperText={error ?? 'Kept with the action in the audit log.'}
      />
    </ConfirmDialog>
  );
}
