/*
 * /panel/projects/{id}: edit the project, put a package from the balance on it, see its campaign and
 * reciprocal-link status, what was delivered this period, the traffic ordered in plain words with the share of the
 * last 30 days' visits that matched it (and the off-target warning while there is one); choose the traffic
 * settings (docs/targeting.md) and see their history; VIP users also keep its tracking codes. A failed load
 * says "Unable to obtain project data" with the status (docs/api.md#error-catalogue; 500 when the failure has none).
 */
import { useMutation, useQuery } from '@apollo/client/react';
import BarChartIcon from '@mui/icons-material/BarChart';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { AssignPackageCard } from '@/features/projects/AssignPackageCard';
import { offTargetText } from '@/features/projects/OffTargetAlert';
import { OnTargetFigure } from '@/features/projects/OnTargetFigure';
import { DeliveryProgress } from '@/features/projects/DeliveryProgress';
import { ProjectInputs, type ProjectValues, type ReciprocalLinkOption } from '@/features/projects/ProjectInputs';
import { CampaignStatusChip, ReciprocalStatusChip } from '@/features/projects/project-status';
import { TrackingCodesCard } from '@/features/projects/TrackingCodesCard';
import { TrafficSettingsForm } from '@/features/projects/TrafficSettingsForm';
import { TrafficSettingsHistory } from '@/features/projects/TrafficSettingsHistory';
import { TrafficSettingsSummary } from '@/features/projects/TrafficSettingsSummary';
import { graphql } from '@/graphql/generated';
import { useAuth } from '@/lib/auth';
import { errorStatus } from '@/lib/graphql-errors';
import { enqueueSnackbar } from '@/lib/notify';
import { paths } from '@/lib/paths';
import { useRouteId } from '@/lib/route-id';
import { hasRole, Role } from '@/lib/roles';

export const PanelProjectQuery = graphql(`
  query PanelProject($id: Int!) {
    project(id: $id) {
      id
      title
      url
      autoRenew
      expiredAt
      reciprocalLinkId
      campaignStatus
      reciprocalStatus
      delivered
      bought
      offTargetSince
      offTargetGap
      offTargetOn
      package {
        id
        name
        size
        durationDays
      }
    }
  }
`);

export const ActiveReciprocalLinksQuery = graphql(`
  query ActiveReciprocalLinks {
    activeReciprocalLinks {
      id
      url
      anchor
    }
  }
`);

export const UpdateProjectMutation = graphql(`
  mutation UpdateProject($id: Int!, $input: ProjectUpdateInput!) {
    updateProject(id: $id, input: $input) {
      id
      title
      url
      autoRenew
      reciprocalLinkId
      reciprocalStatus
    }
  }
`);

export function ProjectLoadFailure({ status }: { status: number }) {
  return (
    <Alert severity="error">
      <AlertTitle>Unable to obtain project data</AlertTitle>
      Status {status}
    </Alert>
  );
}

/** The links on offer, plus the project's own when it is no longer offered (so the field still shows it). */
function linkOptions(active: readonly ReciprocalLinkOption[], current: number | null | undefined): ReciprocalLinkOption[] {
  if (!current || active.some((l) => l.id === current)) return [...active];
  return [...active, { id: current, url: `Link #${current} (no longer offered)`, anchor: '' }];
}

export function ProjectEditPage() {
  const id = useRouteId();
  const { user } = useAuth();
  const { data, error, loading } = useQuery(PanelProjectQuery, { variables: { id: id ?? 0 }, skip: id === null });
  const { data: links } = useQuery(ActiveReciprocalLinksQuery);
  const [update] = useMutation(UpdateProjectMutation);

  if (id === null) return <ProjectLoadFailure status={404} />;
  if (error) return <ProjectLoadFailure status={errorStatus(error)} />;
  if (loading || !data) return <LinearProgress aria-label="Loading the project" />;
  const project = data.project;

  const handleSave = async (values: ProjectValues) => {
    const reciprocalLinkId = values.reciprocalLinkId === '' ? null : Number(values.reciprocalLinkId);
    await update({
      variables: {
        id: project.id,
        input: {
          title: values.title,
          url: values.url,
          autoRenew: values.autoRenew,
          // Sent only when changed: choosing the link may be refused where changing the title is not.
          ...(reciprocalLinkId !== (project.reciprocalLinkId ?? null) ? { reciprocalLinkId } : {}),
        },
      },
    });
    enqueueSnackbar('Project saved.', { variant: 'success' });
  };

  return (
    <>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ mb: 2, justifyContent: 'space-between', alignItems: { sm: 'center' } }}
      >
        <div>
          <Typography variant="h4" component="h1">
            {project.title}
          </Typography>
          <Stack direction="row" spacing={1} sx={{ mt: 1, flexWrap: 'wrap' }} aria-label="Status">
            <CampaignStatusChip status={project.campaignStatus} />
            <ReciprocalStatusChip status={project.reciprocalStatus} />
          </Stack>
        </div>
        <Button component={RouterLink} to={paths.panel.projects.projectStatistics.getHref({ id: project.id })} startIcon={<BarChartIcon />}>
          Statistics
        </Button>
      </Stack>
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 6 }}>
          <AssignPackageCard project={project} />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <Card variant="outlined" sx={{ height: '100%' }}>
            <CardContent>
              <Typography variant="h6" component="h2" gutterBottom>
                Delivered vs bought
              </Typography>
              <DeliveryProgress delivered={project.delivered} bought={project.bought} />
            </CardContent>
          </Card>
        </Grid>
        <Grid size={12}>
          <Card variant="outlined" component="section" aria-label="Traffic order">
            <CardContent>
              <Typography variant="h6" component="h2" gutterBottom>
                Traffic order
              </Typography>
              <TrafficSettingsSummary projectId={project.id} />
              <Box sx={{ mt: 1 }}>
                <OnTargetFigure
                  projectId={project.id}
                  statisticsHref={paths.panel.projects.projectStatistics.getHref({ id: project.id })}
                />
              </Box>
              {offTargetText(project) ? (
                <Alert severity="warning" sx={{ mt: 1 }}>
                  Delivery is {offTargetText(project)}.
                </Alert>
              ) : null}
            </CardContent>
          </Card>
        </Grid>
        <Grid size={12}>
          <Card variant="outlined">
            <CardContent>
              <Typography variant="h6" component="h2" gutterBottom>
                Settings
              </Typography>
              <ProjectInputs
                key={`${project.id}-${links ? 'links' : 'none'}`}
                defaultValues={{
                  title: project.title,
                  url: project.url,
                  autoRenew: project.autoRenew,
                  reciprocalLinkId: project.reciprocalLinkId ? String(project.reciprocalLinkId) : '',
                }}
                reciprocalLinks={linkOptions(links?.activeReciprocalLinks ?? [], project.reciprocalLinkId)}
                submitLabel="Save"
                onSubmit={handleSave}
              />
            </CardContent>
          </Card>
        </Grid>
        <Grid size={12}>
          <Card variant="outlined" component="section" aria-label="Traffic settings">
            <CardContent>
              <Typography variant="h6" component="h2" gutterBottom>
                Traffic settings
              </Typography>
              <TrafficSettingsForm projectId={project.id} packagesHref={paths.panel.billing.packages.getHref()} />
            </CardContent>
          </Card>
        </Grid>
        <Grid size={12}>
          <Card variant="outlined" component="section" aria-label="Traffic settings history">
            <CardContent>
              <Typography variant="h6" component="h2" gutterBottom>
                Settings history
              </Typography>
              <TrafficSettingsHistory projectId={project.id} viewer="owner" />
            </CardContent>
          </Card>
        </Grid>
        {user && hasRole(user.roles, Role.Vip) ? (
          <Grid size={12}>
            <TrackingCodesCard projectId={project.id} />
          </Grid>
        ) : null}
      </Grid>
    </>
  );
}
