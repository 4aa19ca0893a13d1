/*
 * The fields of an e-mail campaign, shared by EmailCampaignCreate and EmailCampaignEdit, in sections (what, message,
 * when, who): the segment and its N days, the recurring period.
 */
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { DateTimeInput } from '@/features/admin/DateTimeInput';
import { CheckboxInput, IntegerInput, SelectInput, TextInput } from '@/features/admin/inputs';
import { emailCampaignSegmentOptions, emailCampaignStatusOptions, emailCampaignTypeOptions } from './email-campaign-form';

function Section({ title }: { title: ReactNode }) {
  return (
    <Grid size={12}>
      <Typography variant="subtitle1" component="h2" sx={{ mt: 1 }}>
        {title}
      </Typography>
    </Grid>
  );
}

export function EmailCampaignInputs() {
  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, md: 6 }}>
        <TextInput name="name" label="Name" required />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <TextInput name="code" label="Code" required helperText="Unique, at most 64 characters." />
      </Grid>
      <Grid size={{ xs: 12, md: 4 }}>
        <SelectInput name="type" label="Type" options={emailCampaignTypeOptions} required />
      </Grid>
      <Grid size={{ xs: 12, md: 4 }}>
        <SelectInput name="status" label="Status" options={emailCampaignStatusOptions} required />
      </Grid>
      <Grid size={{ xs: 12, md: 4 }}>
        <CheckboxInput name="enabled" label="Enabled" />
        <CheckboxInput name="onetime" label="One time (never repeated to a user)" />
      </Grid>

      <Section title="Message" />
      <Grid size={12}>
        <TextInput name="subject" label="Subject" />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <TextInput name="bodyText" label="Text body" multiline minRows={8} />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <TextInput name="bodyHtml" label="HTML body" multiline minRows={8} helperText="Sent as the mail's HTML part." />
      </Grid>

      <Section title="When" />
      <Grid size={{ xs: 12, md: 6 }}>
        <DateTimeInput name="startAt" label="Starts at" helperText="Empty: no start." />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <DateTimeInput name="endAt" label="Ends at" helperText="After the start; empty: no end." />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <IntegerInput
          name="periodDays"
          label="Repeat every (days)"
          min={1}
          helperText="Recurring campaigns (not one time): days between runs."
        />
      </Grid>

      <Section title="Who" />
      <Grid size={{ xs: 12, md: 4 }}>
        <IntegerInput name="gateId" label="Gate ID" min={1} helperText="Empty: the users of every gate." />
      </Grid>
      <Grid size={{ xs: 12, md: 4 }}>
        <SelectInput name="segment" label="Segment" options={emailCampaignSegmentOptions} required />
      </Grid>
      <Grid size={{ xs: 12, md: 4 }}>
        <IntegerInput name="segmentDays" label="N days" min={1} helperText="For “credits unused” and “project expiring”." />
      </Grid>
    </Grid>
  );
}
