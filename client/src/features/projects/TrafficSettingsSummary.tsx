/* The project's order in plain words, as the server states it for the settings in force (the defaults until saved). */
import { useQuery } from '@apollo/client/react';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { ProjectTrafficSettingsQuery } from './traffic-settings-documents';

export function TrafficSettingsSummary({ projectId }: { projectId: number }) {
  const { data, error } = useQuery(ProjectTrafficSettingsQuery, { variables: { projectId } });
  if (!data) return error ? <Typography color="text.secondary">Unable to load the traffic settings.</Typography> : <Skeleton width="80%" />;
  return <Typography>{data.projectTrafficSettings.summary}</Typography>;
}
