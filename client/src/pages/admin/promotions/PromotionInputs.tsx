/* The fields of a promotion, shared by PromotionCreate and PromotionEdit (schema.graphql PromotionCreateInput). */
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { useWatch } from 'react-hook-form';
import { DateTimeInput } from '@/features/admin/DateTimeInput';
import { CheckboxInput, IntegerInput, SelectInput, TextInput } from '@/features/admin/inputs';

const typeOptions = [{ value: 'credits_multiplier', label: 'Credits multiplier' }];

/** docs/product.md#states: the badge reads "Save N%", N = 100 / creditsMultiplier, rounded. */
function badge(multiplier: string): string | null {
  const m = Number(multiplier);
  return Number.isFinite(m) && m > 1 ? `Buyers get ${multiplier}× the credits; the badge reads "Save ${Math.round(100 / m)}%".` : null;
}

export function PromotionInputs() {
  const multiplier = (useWatch({ name: 'creditsMultiplier' }) as string | undefined) ?? '';
  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, md: 6 }}>
        <TextInput name="name" label="Name" required />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <TextInput name="code" label="Code" required helperText="Unique; shown on bonus credits." />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <SelectInput name="type" label="Type" options={typeOptions} required />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <TextInput
          name="creditsMultiplier"
          label="Credits multiplier"
          required
          helperText={badge(multiplier) ?? 'Greater than 1 and at most 10.'}
          rules={{
            validate: (v: unknown) => {
              const text = String(v ?? '').trim();
              if (!/^\d+(\.\d+)?$/.test(text)) return 'Enter a number such as 2 or 1.5.';
              const n = Number(text);
              return (n > 1 && n <= 10) || 'The multiplier must be greater than 1 and at most 10.';
            },
          }}
        />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <DateTimeInput name="startAt" label="Starts at" required />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <DateTimeInput name="endAt" label="Ends at" required helperText="After the start." />
      </Grid>
      <Grid size={12}>
        <TextInput name="offerTitle" label="Offer title" helperText="The popup's and /promotion's heading." />
      </Grid>
      <Grid size={12}>
        <TextInput name="offerDescription" label="Offer description" multiline minRows={2} />
      </Grid>
      <Grid size={12}>
        <Typography variant="subtitle2" color="text.secondary">
          Audience: empty fields do not narrow it
        </Typography>
      </Grid>
      <Grid size={{ xs: 12, md: 3 }}>
        <IntegerInput name="gateId" label="Gate ID" min={1} helperText="Empty: every gate." />
      </Grid>
      <Grid size={{ xs: 12, md: 3 }}>
        <TextInput name="utmSource" label="utm_source" />
      </Grid>
      <Grid size={{ xs: 12, md: 3 }}>
        <TextInput name="utmMedium" label="utm_medium" />
      </Grid>
      <Grid size={{ xs: 12, md: 3 }}>
        <TextInput name="utmCampaign" label="utm_campaign" />
      </Grid>
      <Grid size={12}>
        <CheckboxInput name="enabled" label="Enabled" />
      </Grid>
    </Grid>
  );
}
