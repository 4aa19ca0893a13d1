/* The fields of a reciprocal link, shared by ReciprocalLinkCreate and ReciprocalLinkEdit. */
import Grid from '@mui/material/Grid';
import { CheckboxInput, IntegerInput, TextInput } from '@/features/admin/inputs';

export function ReciprocalLinkInputs() {
  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, md: 8 }}>
        <TextInput
          name="url"
          label="URL"
          type="url"
          required
          helperText="The page users link to from their site (http or https)."
          rules={{ pattern: { value: /^https?:\/\/\S+$/i, message: 'Enter an address starting with http:// or https://.' } }}
        />
      </Grid>
      <Grid size={{ xs: 12, md: 4 }}>
        <IntegerInput name="gateId" label="Gate ID" min={1} helperText="Empty: offered on every gate." />
      </Grid>
      <Grid size={12}>
        <TextInput name="anchor" label="Anchor text" helperText="The link text users place on their site." />
      </Grid>
      <Grid size={12}>
        <CheckboxInput name="enabled" label="Enabled (offered to projects)" />
      </Grid>
    </Grid>
  );
}
