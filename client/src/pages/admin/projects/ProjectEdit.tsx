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
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery } from '@apollo/client/react';
import { useEffect, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { ErrorPage } from '@/components/ErrorPage';
import { AdminForm } from '@/features/admin/AdminForm';
import { useAdminAccess } from '@/features/admin/admin-access';
import { DeliveryProgress } from '@/features/projects/DeliveryProgress';
import { CampaignStatusChip, ReciprocalStatusChip } from '@/features/projects/project-status';
import { TrackingCodesCard } from '@/features/projects/TrackingCodesCard';
import { TrafficSettingsForm } from '@/features/projects/TrafficSettingsForm';
import { TrafficSettingsHistory } from '@/features/projects/TrafficSettingsHistory';
import { graphql } from '@/graphql/generated';
import { formatDate, formatDateTime, formatNumber } from '@/lib/format';
import { errorStatus } from '@/lib/graphql-errors';
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

/** The project id of a `/…/:id` route, or null when it is not one. */
export function useRouteId(): number | null {
  const { id = '' } = useParams();
  return /^\d{1,9}$/.test(id) ? Number(id) : null;
}

export function ProjectEdit() {
  const id = useRouteId();
  const { canWrite } = useAdminAccess();
  const { data, error, loading } = useQuery(AdminProjectQuery, {
    variables: { id: id ?? 0 },
    skip: id === null,
    fetchPolicy: 'cache-and-network',
  });
  const form = useForm<ProjectFormValues>({ defaultValues: emptyProject });
  const project = data?.project;
  const loadedKey = project ? JSON.stringify(projectFormValues(project)) : null;
  useEffect(() => {
    if (loadedKey) form.reset(JSON.parse(loadedKey) as ProjectFormValues);
  }, [loadedKey, form]);
  const [updateProject] = useMutation(AdminUpdateProjectMutation);

  if (id === null) return <ErrorPage status={404} message="This page could not be found" />;
  if (error && !project)
    return <ErrorPage status={errorStatus(error)} message={errorStatus(error) === 404 ? 'This project does not exist.' : null} />;
  if (!project) {
    return (
      <>
        <Typography variant="h4" component="h1" gutterBottom>
          Project #{id}
        </Typography>
        {loading ? <Skeleton variant="rounded" height={400} /> : null}
      </>
    );
  }

  const facts: [string, ReactNode][] = [
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
          <Table size="small" aria-label="Project">
            <TableBody>
              {facts.map(([label, value]) => (
                <TableRow key={label}>
                  <TableCell component="th" scope="row" sx={{ width: 200, fontWeight: 600 }}>
                    {label}
                  </TableCell>
                  <TableCell>{value}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
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
