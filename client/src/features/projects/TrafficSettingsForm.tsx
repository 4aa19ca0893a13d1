/*
 * A project's traffic settings (docs/targeting.md), shared by the panel's project page and the admin's: the order in
 * plain words as the server states it, then the whole document (geo, sources, devices, behaviour, pace) saved as one
 * new version. The settings the package's tier does not unlock are shown disabled with the tier they need (and, in the
 * panel, a link to the packages); settings saved under an earlier package are listed as running in their standard
 * form. A refused save puts each violation on its field and the rest in an alert.
 */
import { useMutation, useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { applyServerErrors } from '@/lib/form-errors';
import { formatDateTime } from '@/lib/format';
import { enqueueSnackbar } from '@/lib/notify';
import { useTierLockState } from './TierLockNote';
import { TrafficSettingsFields } from './TrafficSettingsFields';
import { trafficSettingsErrorPlaces } from './traffic-settings-errors';
import {
  ProjectTrafficSettingsHistoryQuery,
  ProjectTrafficSettingsQuery,
  TrafficSettingsOptionsQuery,
  UpdateProjectTrafficSettingsMutation,
} from './traffic-settings-documents';
import {
  capitalized,
  listWords,
  SETTING_LABELS,
  settingsInput,
  settingsValues,
  type TierInfo,
  type TrafficSettings,
  type TrafficSettingsValues,
} from './traffic-settings-values';
import type { GeoDictionary } from './TrafficGeoFields';

export interface TrafficSettingsFormProps {
  projectId: number;
  /** The packages page the locked settings link to (the panel); the admin only names the tier. */
  packagesHref?: string;
  /** View only (staff whose role may not change projects): no Save button. */
  readOnly?: boolean;
}

export function TrafficSettingsForm({ projectId, packagesHref, readOnly = false }: TrafficSettingsFormProps) {
  const { data, error } = useQuery(ProjectTrafficSettingsQuery, { variables: { projectId } });
  const { data: options } = useQuery(TrafficSettingsOptionsQuery);
  if (!data) {
    return error ? (
      <Alert severity="error">Unable to load the traffic settings.</Alert>
    ) : (
      <LinearProgress aria-label="Loading the traffic settings" />
    );
  }
  const settings = data.projectTrafficSettings;
  return (
    // A saved version starts the form afresh from what the server kept.
    <TrafficSettingsEditor
      key={settings.version}
      projectId={projectId}
      settings={settings}
      tiers={options?.trafficTiers}
      dictionary={options?.geoDictionary}
      packagesHref={packagesHref}
      readOnly={readOnly}
    />
  );
}

interface EditorProps {
  projectId: number;
  settings: TrafficSettings;
  tiers: readonly TierInfo[] | undefined;
  dictionary: GeoDictionary | undefined;
  packagesHref?: string;
  readOnly: boolean;
}

function TrafficSettingsEditor({ projectId, settings, tiers, dictionary, packagesHref, readOnly }: EditorProps) {
  const form = useForm<TrafficSettingsValues>({ defaultValues: settingsValues(settings) });
  const [failure, setFailure] = useState<string | null>(null);
  const [save] = useMutation(UpdateProjectTrafficSettingsMutation, {
    // The answer is the new version in force: every view of the project's settings shows it.
    update: (cache, { data }) => {
      if (!data) return;
      cache.writeQuery({
        query: ProjectTrafficSettingsQuery,
        variables: { projectId },
        data: { projectTrafficSettings: data.updateProjectTrafficSettings },
      });
    },
    refetchQueries: [ProjectTrafficSettingsHistoryQuery],
  });
  const lockState = useTierLockState(settings.tier, tiers, packagesHref);
  const isSubmitting = form.formState.isSubmitting;

  const handleSave = form.handleSubmit(
    async (values) => {
      setFailure(null);
      form.clearErrors();
      try {
        await save({ variables: { projectId, input: settingsInput(values, lockState.locks) } });
        enqueueSnackbar('Traffic settings saved.', { variant: 'success' });
      } catch (error) {
        // Each violation on the field that shows it (several on one field are told together), the rest in the alert.
        const places = trafficSettingsErrorPlaces(error, values, form.setError);
        const rest = applyServerErrors(error, places.setError, places.fields, 'Unable to save the traffic settings. Please try again.');
        setFailure(rest ?? 'The settings were not saved: correct the fields marked in red.');
      }
    },
    () => setFailure('The settings were not saved: correct the fields marked in red.'),
  );

  return (
    <FormProvider {...form}>
      <Stack spacing={3}>
        <Box component="section" aria-label="Settings in force">
          <Typography variant="subtitle2" component="p" color="text.secondary">
            {settings.version > 0
              ? `In force: version ${settings.version}, saved ${formatDateTime(settings.savedAt)}`
              : 'In force: the defaults (never saved)'}
          </Typography>
          <Typography>{settings.summary}</Typography>
        </Box>
        {settings.beyondTier.length ? (
          <Alert severity="warning">
            Saved under an earlier package; running in their standard form:{' '}
            {listWords(settings.beyondTier.map((s) => SETTING_LABELS[s] ?? s))}. The project&apos;s package does not unlock{' '}
            {settings.beyondTier.length > 1 ? 'them' : 'it'}: saving this form replaces {settings.beyondTier.length > 1 ? 'them' : 'it'}{' '}
            with the standard form.
          </Alert>
        ) : null}
        {readOnly ? <Alert severity="info">Your role may view these settings but not change them.</Alert> : null}
        <Box component="form" aria-label="Traffic settings" noValidate onSubmit={handleSave}>
          <Box component="fieldset" disabled={readOnly || isSubmitting} sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
            <TrafficSettingsFields
              lockState={lockState}
              tierIntro={`The project's package is ${capitalized(settings.tier)}`}
              dictionary={dictionary}
            />
          </Box>
          {failure ? (
            <Alert severity="error" sx={{ mt: 3 }}>
              {failure}
            </Alert>
          ) : null}
          {readOnly ? null : (
            <Button type="submit" variant="contained" disabled={isSubmitting} sx={{ mt: 3 }}>
              {isSubmitting ? 'Saving…' : 'Save traffic settings'}
            </Button>
          )}
        </Box>
      </Stack>
    </FormProvider>
  );
}
