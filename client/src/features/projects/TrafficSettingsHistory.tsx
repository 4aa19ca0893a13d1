/*
 * The newest saved versions of a project's traffic settings: each with its date, the sections it changed and who saved
 * it. The owner reads their own saves as "you" and staff saves as "staff" (or the e-mail, where the server gives it);
 * staff read every author's e-mail, and the real admin behind a save made while switched to the user ("as …").
 */
import { useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { formatDateTime } from '@/lib/format';
import { ProjectTrafficSettingsHistoryQuery } from './traffic-settings-documents';
import { SECTION_LABELS } from './traffic-settings-values';

export const HISTORY_SIZE = 10;

export interface SettingsAuthor {
  byStaff: boolean;
  email?: string | null;
  actingAdminEmail?: string | null;
}

/** "you", "staff", an e-mail, each with "(as admin@…)" for a save made while an admin was switched to the user. */
export function authorWords(author: SettingsAuthor, viewer: 'owner' | 'staff'): string {
  const who = viewer === 'owner' && !author.byStaff ? 'you' : (author.email ?? (author.byStaff ? 'staff' : 'the owner'));
  return author.actingAdminEmail ? `${who} (as ${author.actingAdminEmail})` : who;
}

export function TrafficSettingsHistory({ projectId, viewer }: { projectId: number; viewer: 'owner' | 'staff' }) {
  const { data, error } = useQuery(ProjectTrafficSettingsHistoryQuery, { variables: { projectId, limit: HISTORY_SIZE } });
  if (!data) {
    return error ? (
      <Alert severity="error">Unable to load the settings history.</Alert>
    ) : (
      <Skeleton variant="rounded" height={80} aria-label="Loading the settings history" />
    );
  }
  const versions = data.projectTrafficSettingsHistory;
  if (!versions.length) {
    return <Typography color="text.secondary">No saved versions yet: the project runs on the defaults.</Typography>;
  }
  return (
    <List dense disablePadding aria-label="Settings history">
      {versions.map((v) => (
        <ListItem key={v.version} disableGutters divider>
          <ListItemText
            primary={`Version ${v.version}: ${v.sections.length ? v.sections.map((s) => SECTION_LABELS[s] ?? s).join(', ') : 'no changes'}`}
            secondary={`${formatDateTime(v.savedAt)} by ${authorWords(v.changedBy, viewer)}`}
          />
        </ListItem>
      ))}
    </List>
  );
}
