/*
 * /admin/projects/{id}: a project's owner, package, period and delivery, what support may see of its analytics
 * (docs/product.md#roles), its settings, traffic settings (docs/targeting.md, with their history) and tracking codes — changed by
 * managers and above, read-only for support (the server decides).
 */
import BarChartIcon from '@mui/icons-material/BarChart';
import DescriptionIcon from '@mui/icons-material/Description';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation } from '@apollo/client/react';
import { Link as RouterLink } from 'react-router-dom';
import { FactsTable, type Fact } from '@/components/FactsTable';
import { AdminForm } from '@/features/admin/AdminForm';
import { useEditRecord } from '@/features/admin/useEditRecord';
import { useAdminAccess } from '@/features/admin/admin-access';
import { DeliveryProgress } from '@/features/projects/DeliveryProgress';
import { CampaignStatusChip, ReciprocalStatusChip } from '@/features/projects/project-status';
import { TrackingCodesCard } from '@/features/projects/TrackingCodesCard';
import { TrafficSettingsForm } from '@/features/projects/TrafficSettingsForm';
import { TrafficSettingsHistory } from '@/features/projects/TrafficSettingsHistory';
import { graphql } from '@/graphql/generated';
import { formatDate, formatDateTime, formatNumber } from '@/lib/format';
import { paths } from '@/lib/paths';
import { ProjectAnalytics } from './ProjectAnalytics';
import { emptyProject, projectFormValues, projectUpdateInput, type ProjectFormValues } from './project-form';
import { ProjectInputs } from './ProjectInputs';

export const AdminProjectQuery = graphql(`
  query AdminProject($id: Int!) {
    project(id: $id) {
      id
      title
      url
      autoRenew
      ownerId
      owner {
        id
        email
      }
      package {
        id
        name
        size
        free
      }
      expiredAt
      campaignStatus
      reciprocalStatus
      bought
      delivered
      createdAt
    }
  }
`);

export const AdminUpdateProjectMutation = graphql(`
  mutation AdminUpdateProject($id: Int!, $input: ProjectUpdateInput!) {
    updateProject(id: $id, input: $input) {
      id
      title
      url
      autoRenew
      updatedAt
    }
  }
`);

export function ProjectEdit() {
  const { canWrite } = useAdminAccess();
  const edit = useEditRecord({
    query: AdminProjectQuery,
    record: (data) => data.project,
    values: projectFormValues,
    defaultValues: emptyProject,
    notFound: 'This project does not exist.',
    skeletonHeight: 400,
  });
  const [updateProject] = useMutation(AdminUpdateProjectMutation);

  if (edit.fallback) return edit.fallback;
  const { id, record: project, form, skeleton } = edit;
  if (!project) {
    return (
      <>
        <Typography variant="h4" component="h1" gutterBottom>
          Project #{id}
        </Typography>
        {skeleton}
      </>
    );
  }

  const facts: Fact[] = [
    [
      'Owner',
      <Link key="owner" component={RouterLink} to={paths.admin.users.view.getHref({ id: project.ownerId })}>
        {project.owner.email}
      </Link>,
    ],
    [
      'Package',
      project.package ? (
        <Link key="package" component={RouterLink} to={paths.admin.packages.edit.getHref({ id: project.package.id })}>
          {project.package.name} ({formatNumber(project.package.size)} visits{project.package.free ? ', free' : ''})
        </Link>
      ) : (
        'None'
      ),
    ],
    ['Expires', formatDate(project.expiredAt) || '—'],
    ['Campaign', <CampaignStatusChip key="campaign" status={project.campaignStatus} />],
    ['Reciprocal link', <ReciprocalStatusChip key="reciprocal" status={project.reciprocalStatus} />],
    ['Delivery', <DeliveryProgress key="delivery" delivered={project.delivered} bought={project.bought} />],
    ['Created', formatDateTime(project.createdAt)],
  ];

  return (
    <>
      <Stack
        direction={{ xs: 'column', md: 'row' }}
        spacing={2}
        sx={{ mb: 2, justifyContent: 'space-between', alignItems: { md: 'center' } }}
      >
        <Typography variant="h4" component="h1">
          Project: {project.title}
        </Typography>
        <Stack direction="row" spacing={1}>
          <Button component={RouterLink} to={paths.admin.projects.page.getHref({ id })} startIcon={<DescriptionIcon />}>
            Pages
          </Button>
          <Button component={RouterLink} to={paths.admin.projects.projectStatistics.getHref({ id })} startIcon={<BarChartIcon />}>
            Statistics
          </Button>
        </Stack>
      </Stack>
      <Stack spacing={3}>
        <Paper variant="outlined" sx={{ p: 3 }}>
          <FactsTable label="Project" facts={facts} />
          <ProjectAnalytics projectId={id} />
        </Paper>
        <Paper variant="outlined" sx={{ p: 3 }}>
          <AdminForm<ProjectFormValues>
            form={form}
            label="Project"
            readOnly={!canWrite}
            successMessage="Project saved"
            onSubmit={(values) => updateProject({ variables: { id, input: projectUpdateInput(values) } })}
          >
            <ProjectInputs />
          </AdminForm>
        </Paper>
        <Paper variant="outlined" sx={{ p: 3 }} component="section" aria-label="Traffic settings">
          <Typography variant="h6" component="h2" gutterBottom>
            Traffic settings
          </Typography>
          <TrafficSettingsForm projectId={id} readOnly={!canWrite} />
        </Paper>
        <Paper variant="outlined" sx={{ p: 3 }} component="section" aria-label="Traffic settings history">
          <Typography variant="h6" component="h2" gutterBottom>
            Settings history
          </Typography>
          <TrafficSettingsHistory projectId={id} viewer="staff" />
        </Paper>
        {/* The panel's tracking-code card: staff hold VIP level, and managers and above may change another's project. */}
        {canWrite ? <TrackingCodesCard projectId={id} /> : null}
      </Stack>
    </>
  );
}
