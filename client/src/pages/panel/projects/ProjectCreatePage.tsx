import { useMutation, useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { emptyProjectValues, PROJECT_FIELDS, ProjectFields, type ProjectValues } from '@/features/projects/ProjectInputs';
import { useTierLockState } from '@/features/projects/TierLockNote';
import type { GeoDictionary } from '@/features/projects/TrafficGeoFields';
import { TrafficSettingsFields } from '@/features/projects/TrafficSettingsFields';
import { TrafficSettingsDefaultsQuery, TrafficSettingsOptionsQuery } from '@/features/projects/traffic-settings-documents';
import { trafficSettingsErrorPlaces } from '@/features/projects/traffic-settings-errors';
import {
  capitalized,
  settingsInput,
  settingsValues,
  type TierInfo,
  type TrafficSettings,
  type TrafficSettingsValues,
} from '@/features/projects/traffic-settings-values';
import { graphql } from '@/graphql/generated';
import { applyServerErrors } from '@/lib/form-errors';
import { enqueueSnackbar } from '@/lib/notify';
import { paths } from '@/lib/paths';

export const CreateProjectMutation = graphql(`
  mutation CreateProject($input: ProjectCreateInput!, $trafficSettings: TrafficSettingsInput) {
    createProject(input: $input, trafficSettings: $trafficSettings) {
      id
      title
      url
      autoRenew
    }
  }
`);

/** The server names the settings' violations under their argument. */
const SETTINGS_PREFIX = 'trafficSettings.';
const NOT_CREATED = 'The project was not created: correct the fields marked in red.';

type CreateValues = ProjectValues & TrafficSettingsValues;

/**
 * /panel/projects/create: a new project and its traffic settings (docs/targeting.md) in one form, created at once.
 * The settings start from the server's defaults. A new project has no package, so the settings are those of the
 * standard tier: the professional ones are shown locked, with the link to the packages that unlock them. The project
 * page opens once it is created, with the balance to put a package on it.
 */
export function ProjectCreatePage() {
  const { data, error } = useQuery(TrafficSettingsDefaultsQuery);
  const { data: options } = useQuery(TrafficSettingsOptionsQuery);
  return (
    <>
      <Typography variant="h4" component="h1" gutterBottom>
        New project
      </Typography>
      {data || error ? (
        <ProjectCreateForm
          settings={data?.trafficSettingsDefaults ?? null}
          tiers={options?.trafficTiers}
          dictionary={options?.geoDictionary}
        />
      ) : (
        <LinearProgress aria-label="Loading the traffic settings" />
      )}
    </>
  );
}

interface FormProps {
  /** The defaults; null when they could not be loaded, and the project is created without settings of its own. */
  settings: TrafficSettings | null;
  tiers: readonly TierInfo[] | undefined;
  dictionary: GeoDictionary | undefined;
}

function ProjectCreateForm({ settings, tiers, dictionary }: FormProps) {
  const navigate = useNavigate();
  const headingId = useId();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<CreateValues>({
    defaultValues: { ...emptyProjectValues, ...(settings ? settingsValues(settings) : {}) },
  });
  const lockState = useTierLockState(settings?.tier ?? 'standard', tiers, paths.panel.billing.packages.getHref());
  const [mutate] = useMutation(CreateProjectMutation, {
    // Every list of projects (the dashboard's, the statistics') is stale now.
    update: (cache) => {
      cache.evict({ id: 'ROOT_QUERY', fieldName: 'projects' });
      cache.gc();
    },
  });

  const handleCreate = form.handleSubmit(
    async (values) => {
      setFailure(null);
      form.clearErrors();
      const { title, url, autoRenew } = values;
      try {
        const { data } = await mutate({
          variables: {
            input: { title, url, autoRenew },
            trafficSettings: settings ? settingsInput(values, lockState.locks) : undefined,
          },
        });
        if (!data) throw new Error('No project');
        enqueueSnackbar('Project created. Put a package on it to start the campaign.', { variant: 'success' });
        await navigate(paths.panel.projects.detail.getHref({ id: data.createProject.id }));
      } catch (error) {
        // The settings' violations on their fields, the project's on its own, the rest in the alert.
        const places = trafficSettingsErrorPlaces(error, values, form.setError, SETTINGS_PREFIX);
        const rest = applyServerErrors(
          error,
          places.setError,
          [...PROJECT_FIELDS, ...places.fields],
          'Unable to create the project. Please try again.',
        );
        setFailure(rest ?? NOT_CREATED);
      }
    },
    () => setFailure(NOT_CREATED),
  );

  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={handleCreate} aria-label="Project">
        <Stack spacing={4}>
          <Stack spacing={2} sx={{ maxWidth: 560 }}>
            <ProjectFields />
          </Stack>
          {settings ? (
            <Box component="section" aria-labelledby={headingId}>
              <Typography variant="h5" component="h2" id={headingId} gutterBottom>
                Traffic settings
              </Typography>
              <Typography color="text.secondary" sx={{ mb: 3 }}>
                Where the visitors come from, their sources and devices, how they behave and the pace they arrive at.
              </Typography>
              <TrafficSettingsFields
                lockState={lockState}
                tierIntro={`A new project has no package yet, so it is on the ${capitalized(settings.tier)} tier`}
                dictionary={dictionary}
              />
            </Box>
          ) : (
            <Alert severity="warning">
              The traffic settings could not be loaded: the project starts on the defaults, which its page lets you change.
            </Alert>
          )}
          {failure ? <Alert severity="error">{failure}</Alert> : null}
          <div>
            <Button type="submit" variant="contained" disabled={form.formState.isSubmitting}>
              Create project
            </Button>
          </div>
        </Stack>
      </form>
    </FormProvider>
  );
}
