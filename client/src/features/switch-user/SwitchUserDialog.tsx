/*
 * Switch user (docs/product.md#states and docs/product.md#validation): an e-mail, required, valid, trimmed; admins only (the server refuses
 * others).
 */
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useForm } from 'react-hook-form';
import { switchToUser } from './switch-user-actions';

export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

interface SwitchUserValues {
  email: string;
}

export interface SwitchUserDialogProps {
  open: boolean;
  onClose: () => void;
  /** What happens once the cookie is set; a page reload by default. */
  onSwitched?: () => void;
}

export function SwitchUserDialog({ open, onClose, onSwitched }: SwitchUserDialogProps) {
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<SwitchUserValues>({ defaultValues: { email: '' } });

  const handleClose = () => {
    reset();
    onClose();
  };

  const handleSwitch = handleSubmit(({ email }) => {
    switchToUser(email, onSwitched);
  });

  return (
    <Dialog open={open} onClose={handleClose} aria-labelledby="switch-user-title" fullWidth maxWidth="xs">
      <form noValidate onSubmit={handleSwitch}>
        <DialogTitle id="switch-user-title">Switch user</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>See the site as another user. Use “Avatar Logout” to come back.</DialogContentText>
          <TextField
            label="E-mail"
            autoFocus
            fullWidth
            autoComplete="off"
            error={Boolean(errors.email)}
            helperText={errors.email?.message}
            slotProps={{ htmlInput: { inputMode: 'email' } }}
            {...register('email', {
              setValueAs: (value: unknown) => String(value ?? '').trim(),
              required: 'The e-mail is required.',
              pattern: { value: EMAIL_PATTERN, message: 'Enter a valid e-mail address.' },
            })}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={handleClose}>Cancel</Button>
          <Button type="submit" variant="contained" disabled={isSubmitting}>
            Switch
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
