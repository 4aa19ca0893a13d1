import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useState, type FormEvent } from 'react';
import { MODAL_ANIMATION_MS } from '@/lib/constants';
import { API_KEY_SCOPES, EXPIRY_CHOICES, expiryDate } from './api-key-scopes';
import { SecretReveal } from './SecretReveal';
import type { CreateApiKeyValues, CreateOutcome } from './useApiKeyMutations';

export interface CreateApiKeyDialogProps {
  open: boolean;
  busy: boolean;
  onClose: () => void;
  onSubmit: (values: CreateApiKeyValues) => Promise<CreateOutcome>;
}

/**
 * The create form, then the one-time reveal of the secret with a copy button. Closing the reveal drops
 * the secret: it cannot be shown again.
 */
export function CreateApiKeyDialog({ open, busy, onClose, onSubmit }: CreateApiKeyDialogProps) {
  const [name, setName] = useState('');
  const [scopes, setScopes] = useState<string[]>(['projects:read']);
  const [expiry, setExpiry] = useState('90');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [secret, setSecret] = useState<string | null>(null);

  const reset = () => {
    setName('');
    setScopes(['projects:read']);
    setExpiry('90');
    setErrors({});
    setFailure(null);
    setSecret(null);
  };

  const handleClose = () => {
    if (busy) return;
    reset();
    onClose();
  };

  const toggleScope = (value: string, checked: boolean) => setScopes((s) => (checked ? [...s, value] : s.filter((v) => v !== value)));

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const local: Record<string, string> = {};
    if (!name.trim()) local.name = 'Give the key a name.';
    if (scopes.length === 0) local.scopes = 'Choose at least one scope.';
    setErrors(local);
    setFailure(null);
    if (Object.keys(local).length) return;
    const outcome = await onSubmit({ name: name.trim(), scopes, expiresAt: expiryDate(expiry) });
    if (outcome.ok) {
      setSecret(outcome.secret);
      return;
    }
    const byField: Record<string, string> = {};
    for (const v of outcome.violations) byField[v.propertyPath.split('.').pop() || ''] = v.message;
    setErrors(byField);
    if (!outcome.violations.length || byField['']) setFailure(byField[''] ?? outcome.message);
  };

  if (secret) {
    return (
      <Dialog
        open={open}
        onClose={handleClose}
        transitionDuration={MODAL_ANIMATION_MS}
        aria-labelledby="api-key-secret-title"
        fullWidth
        maxWidth="sm"
      >
        <DialogTitle id="api-key-secret-title">Your new API key</DialogTitle>
        <DialogContent>
          <SecretReveal
            warning="Copy the key now and keep it somewhere safe. It will not be shown again."
            label="API key"
            secret={secret}
            copyLabel="Copy the key"
            hint="Send it as: Authorization: Bearer <key>"
          />
        </DialogContent>
        <DialogActions>
          <Button variant="contained" onClick={handleClose}>
            Done
          </Button>
        </DialogActions>
      </Dialog>
    );
  }

  return (
    <Dialog
      open={open}
      onClose={handleClose}
      transitionDuration={MODAL_ANIMATION_MS}
      aria-labelledby="api-key-create-title"
      fullWidth
      maxWidth="sm"
    >
      <form onSubmit={(e) => void handleSubmit(e)} noValidate>
        <DialogTitle id="api-key-create-title">Create an API key</DialogTitle>
        <DialogContent>
          {failure ? (
            <Alert severity="error" sx={{ mb: 2 }}>
              {failure}
            </Alert>
          ) : null}
          <TextField
            label="Name"
            value={name}
            onChange={(e) => setName(e.target.value)}
            error={!!errors.name}
            helperText={errors.name ?? 'What the key is for, e.g. "CRM sync".'}
            fullWidth
            required
            autoFocus
            margin="dense"
            slotProps={{ htmlInput: { maxLength: 100 } }}
          />
          <FormControl component="fieldset" error={!!errors.scopes} sx={{ mt: 2 }} fullWidth>
            <FormLabel component="legend">Scopes</FormLabel>
            <FormGroup>
              {API_KEY_SCOPES.map((s) => (
                <FormControlLabel
                  key={s.value}
                  control={<Checkbox checked={scopes.includes(s.value)} onChange={(e) => toggleScope(s.value, e.target.checked)} />}
                  label={`${s.label} (${s.value})`}
                  title={s.hint}
                />
              ))}
            </FormGroup>
            {errors.scopes ? <FormHelperText>{errors.scopes}</FormHelperText> : null}
          </FormControl>
          <TextField
            select
            label="Expires after"
            value={expiry}
            onChange={(e) => setExpiry(e.target.value)}
            error={!!errors.expiresAt}
            helperText={errors.expiresAt}
            fullWidth
            margin="normal"
          >
            {EXPIRY_CHOICES.map((c) => (
              <MenuItem key={c.value} value={c.value}>
                {c.label}
              </MenuItem>
            ))}
          </TextField>
        </DialogContent>
        <DialogActions>
          <Button onClick={handleClose} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" disabled={busy}>
            Create key
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
