/* The project fields staff may change (managers and above): the panel's title, address and auto-renew, same rules. */
import Grid from '@mui/material/Grid';
import { CheckboxInput, TextInput } from '@/features/admin/inputs';
import { isProjectUrl, PROJECT_URL_MESSAGE } from '@/features/projects/project-url';

export function ProjectInputs() {
  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, md: 6 }}>
        <TextInput name="title" label="Title" required rules={{ maxLength: { value: 255, message: 'At most 255 characters.' } }} />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <TextInput
          name="url"
          label="Website address"
          type="url"
          required
          // These rules replace TextInput's own "required" check, so they make it too.
          rules={{
            validate: (v: unknown) =>
              String(v ?? '').trim() === '' ? 'Website address is required.' : isProjectUrl(String(v)) || PROJECT_URL_MESSAGE,
          }}
          helperText="The page that receives the visitors."
        />
      </Grid>
      <Grid size={12}>
        <CheckboxInput name="autoRenew" label="Renew automatically from the owner's balance when the package expires" />
      </Grid>
    </Grid>
  );
}
