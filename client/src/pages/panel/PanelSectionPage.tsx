import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import { useBreadcrumbs } from '@/features/breadcrumbs/Breadcrumbs';
import { panelLabels } from '@/lib/page-labels';
import { paths } from '@/lib/paths';

/** A panel route whose screen comes with the panel issue: titled from the breadcrumb so navigation is real. */
export function PanelSectionPage() {
  const crumbs = useBreadcrumbs(paths.panel.root.path, panelLabels);
  const title = crumbs.at(-1)?.label ?? 'Dashboard';
  return (
    <>
      <Typography variant="h4" component="h1" gutterBottom>
        {title}
      </Typography>
      <Alert severity="info">This section is being prepared.</Alert>
    </>
  );
}
