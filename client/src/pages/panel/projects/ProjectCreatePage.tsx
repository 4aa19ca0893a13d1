import { useMutation } from '@apollo/client/react';
import Typography from '@mui/material/Typography';
import { useNavigate } from 'react-router-dom';
import { ProjectInputs, type ProjectValues } from '@/features/projects/ProjectInputs';
import { graphql } from '@/graphql/generated';
import { enqueueSnackbar } from '@/lib/notify';
import { paths } from '@/lib/paths';

export const CreateProjectMutation = graphql(`
  mutation CreateProject($input: ProjectCreateInput!) {
    createProject(input: $input) {
      id
      title
      url
      autoRenew
    }
  }
`);

/**
 * /panel/projects/create: a new project starts without a package and on the default traffic settings; the project
 * page it opens then offers the balance and the traffic settings.
 */
export function ProjectCreatePage() {
  const navigate = useNavigate();
  const [mutate] = useMutation(CreateProjectMutation, {
    // Every list of projects (the dashboard's, the statistics') is stale now.
    update: (cache) => {
      cache.evict({ id: 'ROOT_QUERY', fieldName: 'projects' });
      cache.gc();
    },
  });

  const handleCreate = async ({ title, url, autoRenew }: ProjectValues) => {
    const { data } = await mutate({ variables: { input: { title, url, autoRenew } } });
    if (!data) throw new Error('No project');
    enqueueSnackbar('Project created. Put a package on it to start the campaign.', { variant: 'success' });
    await navigate(paths.panel.projects.detail.getHref({ id: data.createProject.id }));
  };

  return (
    <>
      <Typography variant="h4" component="h1" gutterBottom>
        New project
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        Traffic settings (where the visitors come from, their sources and devices, the pace) can be chosen after the project is created: its
        page opens as soon as it is.
      </Typography>
      <ProjectInputs submitLabel="Create project" onSubmit={handleCreate} />
    </>
  );
}
