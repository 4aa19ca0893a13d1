/*
 * The devices split, how a visit behaves (bounce rate, visit length, pages per visit, further pages of the site with
 * their weights) and the pace: even, business hours in a time zone (Professional packages) or a ramp-up over the
 * first days, with optional UTM tags.
 */
import DeleteIcon from '@mui/icons-material/Delete';
import Autocomplete from '@mui/material/Autocomplete';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Controller, useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { ChoiceGroup, ListError, NumberBox, Section, SplitTotal, TextBox, useFieldError } from './traffic-fields';
import { LIMITS, type TrafficSettingsValues } from './traffic-settings-values';
import { TierLockNote, useTierLocks } from './TierLockNote';

const DEVICES = [
  { name: 'devices.desktop', label: 'Desktop' },
  { name: 'devices.mobile', label: 'Mobile' },
  { name: 'devices.tablet', label: 'Tablet' },
] as const;

const UTM = [
  { name: 'pace.utm.source', label: 'UTM source' },
  { name: 'pace.utm.medium', label: 'UTM medium' },
  { name: 'pace.utm.campaign', label: 'UTM campaign' },
  { name: 'pace.utm.term', label: 'UTM term' },
  { name: 'pace.utm.content', label: 'UTM content' },
] as const;

let zones: string[] | null = null;

/** The IANA time zones the browser knows. */
function timeZones(): string[] {
  if (!zones) {
    try {
      zones = Intl.supportedValuesOf('timeZone');
    } catch {
      zones = [];
    }
  }
  return zones;
}

function browserTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone;
  } catch {
    return '';
  }
}

export function TrafficDeviceFields() {
  return (
    <Section title="Devices" description="What the visitors browse with, in percent of the visits.">
      <Grid container spacing={2}>
        {DEVICES.map((d) => (
          <Grid key={d.name} size={{ xs: 12, sm: 4 }}>
            <NumberBox name={d.name} label={d.label} unit="%" min={0} max={100} />
          </Grid>
        ))}
      </Grid>
      <SplitTotal names={DEVICES.map((d) => d.name)} errorPath="root.devices" />
    </Section>
  );
}

export function TrafficBehaviourFields() {
  const { control } = useFormContext<TrafficSettingsValues>();
  const { fields, append, remove } = useFieldArray({ control, name: 'behaviour.pages' });
  return (
    <Section title="Behaviour" description="What a visitor does on the site.">
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, sm: 6, md: 3 }}>
          <NumberBox name="behaviour.bounceRate" label="Bounce rate" unit="%" min={0} max={100} helperText="Visits of one page only." />
        </Grid>
        <Grid size={{ xs: 12, sm: 6, md: 3 }}>
          <NumberBox name="behaviour.minDurationSeconds" label="Shortest visit" unit="s" min={5} max={3600} />
        </Grid>
        <Grid size={{ xs: 12, sm: 6, md: 3 }}>
          <NumberBox name="behaviour.maxDurationSeconds" label="Longest visit" unit="s" min={5} max={3600} />
        </Grid>
        <Grid size={{ xs: 12, sm: 6, md: 3 }}>
          <NumberBox name="behaviour.pagesPerVisit" label="Pages per visit" min={1} max={20} />
        </Grid>
      </Grid>
      <Stack spacing={1} sx={{ mt: 2 }}>
        <Typography variant="subtitle2" component="p">
          Further pages
        </Typography>
        <Typography variant="body2" color="text.secondary">
          Up to {LIMITS.pages} pages of the project&apos;s site visited after the landing page, in proportion to their weights (1 to 100).
        </Typography>
        {fields.map((f, i) => (
          <Stack key={f.id} direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'flex-start' } }}>
            <TextBox
              name={`behaviour.pages.${i}.url`}
              label={`Further page ${i + 1}`}
              placeholder="https://www.example.com/pricing"
              required="Enter the address, or remove the row."
            />
            <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start', flexShrink: 0 }}>
              <Stack sx={{ width: 140 }}>
                <NumberBox name={`behaviour.pages.${i}.weight`} label={`Weight of page ${i + 1}`} min={1} max={100} />
              </Stack>
              <IconButton aria-label={`Remove further page ${i + 1}`} onClick={() => remove(i)}>
                <DeleteIcon />
              </IconButton>
            </Stack>
          </Stack>
        ))}
        <ListError path="root.pages" />
        <div>
          <Button onClick={() => append({ url: '', weight: '1' })} disabled={fields.length >= LIMITS.pages}>
            Add a further page
          </Button>
        </div>
      </Stack>
    </Section>
  );
}

export function TrafficPaceFields() {
  const { control, getValues, setValue } = useFormContext<TrafficSettingsValues>();
  const { locks } = useTierLocks();
  const curve = useWatch({ control, name: 'pace.curve' });
  const curveError = useFieldError('pace.curve');
  const zoneError = useFieldError('pace.timeZone');
  const locked = locks['pace.businessHours'];
  return (
    <Section title="Pace" description="How the day's visitors are spread over the day and the first days.">
      <Stack spacing={2}>
        <Controller
          control={control}
          name="pace.curve"
          render={({ field }) => (
            <ChoiceGroup
              label="Pace"
              value={field.value}
              onChange={(v) => {
                field.onChange(v);
                if (v === 'businessHours' && !getValues('pace.timeZone')) setValue('pace.timeZone', browserTimeZone());
              }}
              error={curveError}
              options={[
                { value: 'even', label: 'Even' },
                { value: 'businessHours', label: 'Business hours', disabled: locked },
                { value: 'rampUp', label: 'Ramp-up' },
              ]}
            >
              {locked ? <TierLockNote setting="pace.businessHours" what="Business hours" /> : null}
            </ChoiceGroup>
          )}
        />
        {curve === 'businessHours' ? (
          <Controller
            control={control}
            name="pace.timeZone"
            rules={{ validate: (v) => locked || v !== '' || 'Choose the time zone of the business hours.' }}
            render={({ field }) => (
              <Autocomplete
                disabled={locked}
                options={timeZones().includes(field.value) || !field.value ? timeZones() : [field.value, ...timeZones()]}
                value={field.value || null}
                onChange={(_, next) => field.onChange(next ?? '')}
                onBlur={field.onBlur}
                sx={{ maxWidth: { sm: 360 } }}
                renderInput={(params) => (
                  <TextField
                    {...params}
                    label="Time zone"
                    size="small"
                    error={Boolean(zoneError)}
                    helperText={zoneError ?? 'The zone whose business hours the visits follow.'}
                  />
                )}
              />
            )}
          />
        ) : null}
        {curve === 'rampUp' ? (
          <Stack sx={{ maxWidth: { sm: 240 } }}>
            <NumberBox name="pace.rampUpDays" label="Ramp-up days" min={1} max={30} helperText="Days to reach the full daily pace." />
          </Stack>
        ) : null}
        <div>
          <Typography variant="subtitle2" component="p" sx={{ mb: 1 }}>
            UTM tags (optional)
          </Typography>
          <Grid container spacing={2}>
            {UTM.map((u) => (
              <Grid key={u.name} size={{ xs: 12, sm: 6, md: 4 }}>
                <TextBox name={u.name} label={u.label} />
              </Grid>
            ))}
          </Grid>
        </div>
      </Stack>
    </Section>
  );
}
