import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import { useBreadcrumbs } from '@/features/breadcrumbs/Breadcrumbs';
import { adminLabels } from '@/lib/page-labels';
import { paths } from '@/lib/paths';

/** An admin route whose screen comes with the admin issue; titled from the path. */
export function AdminSectionPage() {
  const crumbs = useBreadcrumbs(paths.admin.root.path, adminLabels);
  const title = crumbs.length > 1 ? crumbs.slice(1).map((c) => c.label).join(' › ') : 'Administration';
  return (
    <>
      <Typography variant="h4" component="h1" gutterBottom>
        {title}
      </Typography>
      <Alert severity="info">This section is being prepared.</Alert>
    </>
  );
}
