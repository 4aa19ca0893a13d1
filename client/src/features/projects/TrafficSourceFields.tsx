/*
 * Where the visits come through: the direct, organic, social and referral shares (adding up to 100), and what each
 * share needs: the search engine and keywords of the organic share (keywords on Professional packages), the networks
 * of the social share, the referring URLs of the referral share.
 */
import DeleteIcon from '@mui/icons-material/Delete';
import Autocomplete from '@mui/material/Autocomplete';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Controller, useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { ListError, NumberBox, Section, SplitTotal, TextBox, useFieldError } from './traffic-fields';
import { LIMITS, percentTotal, SEARCH_ENGINES, SOCIAL_NETWORKS, type TrafficSettingsValues } from './traffic-settings-values';
import { TierLockNote, useTierLocks } from './TierLockNote';

const SHARES = [
  { name: 'sources.direct', label: 'Direct' },
  { name: 'sources.organic', label: 'Organic search' },
  { name: 'sources.social', label: 'Social' },
  { name: 'sources.referral', label: 'Referral' },
] as const;

const networkLabel = (value: string) => SOCIAL_NETWORKS.find((n) => n.value === value)?.label ?? value;

export function TrafficSourceFields() {
  const { control } = useFormContext<TrafficSettingsValues>();
  const [organic, social, referral] = useWatch({ control, name: ['sources.organic', 'sources.social', 'sources.referral'] });
  const positive = (v: string) => percentTotal([v]) > 0;
  return (
    <Section title="Sources" description="How the visitors reach the site, in percent of the visits.">
      <Grid container spacing={2}>
        {SHARES.map((s) => (
          <Grid key={s.name} size={{ xs: 12, sm: 6, md: 3 }}>
            <NumberBox name={s.name} label={s.label} unit="%" min={0} max={100} />
          </Grid>
        ))}
      </Grid>
      <SplitTotal names={SHARES.map((s) => s.name)} errorPath="root.sources" />
      <Stack spacing={2} sx={{ mt: 2 }}>
        {positive(organic) ? <OrganicFields /> : null}
        {positive(social) ? <SocialNetworksField /> : null}
        {positive(referral) ? <ReferrersField /> : null}
      </Stack>
    </Section>
  );
}

function OrganicFields() {
  const { control } = useFormContext<TrafficSettingsValues>();
  const { locks } = useTierLocks();
  const engineError = useFieldError('sources.searchEngine');
  const keywordsError = useFieldError('sources.keywords');
  const locked = locks['sources.keywords'];
  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, md: 4 }}>
        <Controller
          control={control}
          name="sources.searchEngine"
          rules={{ validate: (v) => v !== '' || 'Choose the search engine of the organic share.' }}
          render={({ field }) => (
            <TextField
              select
              size="small"
              fullWidth
              label="Search engine"
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              inputRef={field.ref}
              error={Boolean(engineError)}
              helperText={engineError}
            >
              {SEARCH_ENGINES.map((e) => (
                <MenuItem key={e.value} value={e.value}>
                  {e.label}
                </MenuItem>
              ))}
            </TextField>
          )}
        />
      </Grid>
      <Grid size={{ xs: 12, md: 8 }}>
        <Controller
          control={control}
          name="sources.keywords"
          rules={{ validate: (v) => locked || v.length <= LIMITS.keywords || `At most ${LIMITS.keywords} keywords.` }}
          render={({ field }) => (
            <Autocomplete
              multiple
              freeSolo
              disabled={locked}
              options={[] as string[]}
              value={field.value}
              onChange={(_, next) => field.onChange([...new Set(next.map((k) => k.trim()).filter(Boolean))])}
              onBlur={field.onBlur}
              renderInput={(params) => (
                <TextField
                  {...params}
                  label="Search keywords"
                  size="small"
                  error={Boolean(keywordsError)}
                  helperText={keywordsError ?? `Optional: up to ${LIMITS.keywords}, press Enter after each.`}
                />
              )}
            />
          )}
        />
        {locked ? <TierLockNote setting="sources.keywords" what="Search keywords" /> : null}
      </Grid>
    </Grid>
  );
}

function SocialNetworksField() {
  const { control } = useFormContext<TrafficSettingsValues>();
  const error = useFieldError('sources.socialNetworks');
  return (
    <Controller
      control={control}
      name="sources.socialNetworks"
      rules={{ validate: (v) => v.length > 0 || 'Choose at least one network for the social share.' }}
      render={({ field }) => (
        <Autocomplete
          multiple
          filterSelectedOptions
          options={SOCIAL_NETWORKS.map((n) => n.value as string)}
          getOptionLabel={networkLabel}
          value={field.value}
          onChange={(_, next) => field.onChange(next)}
          onBlur={field.onBlur}
          renderInput={(params) => <TextField {...params} label="Social networks" size="small" error={Boolean(error)} helperText={error} />}
        />
      )}
    />
  );
}

function ReferrersField() {
  const { control } = useFormContext<TrafficSettingsValues>();
  const { fields, append, remove } = useFieldArray({ control, name: 'sources.referrers' });
  return (
    <Stack spacing={1}>
      <div>
        <Typography variant="subtitle2" component="p">
          Referring URLs
        </Typography>
        <Typography variant="body2" color="text.secondary">
          Pages that link to the site: up to {LIMITS.referrers}, at least one for the referral share.
        </Typography>
      </div>
      {fields.map((f, i) => (
        <Stack key={f.id} direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
          <TextBox
            name={`sources.referrers.${i}.url`}
            label={`Referring URL ${i + 1}`}
            placeholder="https://blog.example.org/review"
            required="Enter the address, or remove the row."
          />
          <IconButton aria-label={`Remove referring URL ${i + 1}`} onClick={() => remove(i)}>
            <DeleteIcon />
          </IconButton>
        </Stack>
      ))}
      <ListError path="root.referrers" />
      <div>
        <Button onClick={() => append({ url: '' })} disabled={fields.length >= LIMITS.referrers}>
          Add a referring URL
        </Button>
      </div>
    </Stack>
  );
}
