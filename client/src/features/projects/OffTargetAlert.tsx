/*
 * The off-target warning of a statistics screen (docs/targeting.md "Off target"): shown while the project's
 * `offTargetSince` is set, with the gap and where it is. The hourly check sets and clears the flag; nobody acts on it.
 */
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import { formatDate } from '@/lib/format';

export interface OffTargetFields {
  offTargetSince?: string | null;
  offTargetGap?: number | null;
  offTargetOn?: string | null;
}

/** "off your order by 22.5 points (countries: US) since 2026-11-10", or null while the project is on target. */
export function offTargetText(project: OffTargetFields, order = 'your order'): string | null {
  if (!project.offTargetSince) return null;
  const gap = project.offTargetGap === null || project.offTargetGap === undefined ? '' : ` by ${project.offTargetGap.toFixed(1)} points`;
  const on = project.offTargetOn ? ` (${project.offTargetOn})` : '';
  return `off ${order}${gap}${on} since ${formatDate(project.offTargetSince)}`;
}

export function OffTargetAlert({ project, staff = false }: { project: OffTargetFields; staff?: boolean }) {
  const text = offTargetText(project, staff ? 'its order' : 'your order');
  if (!text) return null;
  return (
    <Alert severity="warning" sx={{ mb: 2 }}>
      <AlertTitle>Delivery is {text}</AlertTitle>
      {staff
        ? 'The delivered mix is checked every hour; the flag clears by itself at the first check that finds it back within the threshold or with too few visits to judge.'
        : 'The delivered mix is checked every hour; this warning clears by itself once the delivery is back in line with your order. The comparison below shows where it differs.'}
    </Alert>
  );
}
