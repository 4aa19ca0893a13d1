/* The fields of a user an admin may change. Role checkboxes: only those the viewer may grant (user-form.ts). */
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { Controller, useFormContext } from 'react-hook-form';
import { CheckboxInput, TextInput } from '@/features/admin/inputs';
import { roleChoices, roleLabel } from './user-form';

export interface UserInputsProps {
  email: string;
  /** The roles the viewer may grant or remove; the others are shown, not editable. */
  grantable: readonly string[];
  isSelf: boolean;
}

export function UserInputs({ email, grantable, isSelf }: UserInputsProps) {
  const { control } = useFormContext();
  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, md: 6 }}>
        <TextInput name="displayName" label="Display name" required />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <TextField
          label="E-mail"
          value={email}
          fullWidth
          disabled
          helperText="The user changes it from their profile (a confirmation link goes to the new address)."
        />
      </Grid>
      <Grid size={12}>
        <Controller
          name="roles"
          control={control}
          render={({ field, fieldState }) => {
            const held = (field.value as string[]) ?? [];
            const fixed = held.filter((r) => !grantable.includes(r));
            const toggle = (role: string, on: boolean) => field.onChange(on ? [...held, role] : held.filter((r) => r !== role));
            return (
              <FormControl component="fieldset" error={Boolean(fieldState.error)}>
                <FormLabel component="legend">Roles</FormLabel>
                {grantable.length > 0 ? (
                  <FormGroup row>
                    {roleChoices
                      .filter((r) => grantable.includes(r.value))
                      .map((r) => (
                        <FormControlLabel
                          key={r.value}
                          label={r.label}
                          control={<Checkbox checked={held.includes(r.value)} onChange={(e) => toggle(r.value, e.target.checked)} />}
                        />
                      ))}
                  </FormGroup>
                ) : null}
                {fixed.length > 0 ? (
                  <Stack direction="row" spacing={1} sx={{ mt: 1 }} aria-label="Roles you cannot change">
                    {fixed.map((r) => (
                      <Chip key={r} label={roleLabel(r)} size="small" />
                    ))}
                  </Stack>
                ) : null}
                <FormHelperText>
                  {fieldState.error?.message ??
                    (isSelf
                      ? 'Nobody changes their own roles.'
                      : fixed.length > 0
                        ? 'Only a super admin grants or removes the admin roles.'
                        : ' ')}
                </FormHelperText>
              </FormControl>
            );
          }}
        />
      </Grid>
      <Grid size={12}>
        <CheckboxInput name="enabled" label="Enabled (may sign in)" />
        <CheckboxInput name="emailConfirmed" label="E-mail confirmed" />
        <CheckboxInput name="unsubscribed" label="Unsubscribed from e-mails" />
      </Grid>
    </Grid>
  );
}
