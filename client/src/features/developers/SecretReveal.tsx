import Alert from '@mui/material/Alert';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { useState } from 'react';

export interface SecretRevealProps {
  /** "Copy the key now and keep it somewhere safe. It will not be shown again." */
  warning: string;
  label: string;
  secret: string;
  /** The copy button's accessible name. */
  copyLabel: string;
  /** What to do with the secret, shown until it is copied. */
  hint: string;
}

/** A secret shown once (an API key, a webhook signing secret): read-only, selected on focus, with a copy button. */
export function SecretReveal({ warning, label, secret, copyLabel, hint }: SecretRevealProps) {
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(secret);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  };
  return (
    <>
      <Alert severity="warning" sx={{ mb: 2 }}>
        {warning}
      </Alert>
      <TextField
        label={label}
        value={secret}
        fullWidth
        slotProps={{
          input: {
            readOnly: true,
            sx: { fontFamily: 'monospace', fontSize: '0.85rem' },
            endAdornment: (
              <InputAdornment position="end">
                <IconButton aria-label={copyLabel} onClick={() => void copy()} edge="end">
                  <ContentCopyIcon />
                </IconButton>
              </InputAdornment>
            ),
          },
        }}
        onFocus={(e) => e.target.select()}
      />
      <FormHelperText role="status">{copied ? 'Copied to the clipboard.' : hint}</FormHelperText>
    </>
  );
}
