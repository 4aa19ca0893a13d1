/*
 * The confirmation of an audited staff action (an order's refund or cancel, a payment finding marked resolved): the
 * server keeps the text typed here with the action, so it is required (trimmed) before the confirm button does
 * anything, and each opening starts blank.
 */
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useState, type ReactNode } from 'react';
import { ConfirmDialog } from './ConfirmDialog';

export interface ReasonDialogProps {
  open: boolean;
  title: string;
  confirmLabel: string;
  children: ReactNode;
  busy?: boolean;
  onConfirm: (reason: string) => void;
  onCancel: () => void;
  /** The field's label (default "Reason"). */
  label?: string;
  helperText?: string;
  /** Said when Confirm is pressed with nothing typed. */
  emptyMessage?: string;
  maxLength?: number;
  /** An action that cannot be undone (refund, cancel): the confirm button says so and Cancel reads "Keep it". */
  destructive?: boolean;
}

export const REASON_MAX_LENGTH = 1000;

export function ReasonDialog({
  open,
  title,
  confirmLabel,
  children,
  busy = false,
  onConfirm,
  onCancel,
  label = 'Reason',
  helperText = 'Kept with the action in the audit log.',
  emptyMessage = 'Give a reason: it is kept in the audit log.',
  maxLength = REASON_MAX_LENGTH,
  destructive = true,
}: ReasonDialogProps) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (open) {
      setReason('');
      setError(null);
    }
  }, [open]);
  const handleConfirm = () => {
    const text = reason.trim();
    if (text === '') return setError(emptyMessage);
    if (text.length > maxLength) return setError(`At most ${maxLength} characters.`);
    onConfirm(text);
  };
  return (
    <ConfirmDialog
      open={open}
      title={title}
      confirmLabel={confirmLabel}
      {...(destructive ? { cancelLabel: 'Keep it', destructive: true } : {})}
      busy={busy}
      onConfirm={handleConfirm}
      onCancel={onCancel}
    >
      <Typography component="div" sx={{ mb: 2 }}>
        {children}
      </Typography>
      <TextField
        label={label}
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
        helperText={error ?? helperText}
      />
    </ConfirmDialog>
  );
}
