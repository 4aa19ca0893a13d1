/* An admin list screen: title, Create button (for roles that may open the create route), filter bar with CSV export, grid. */
import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { GridValidRowModel } from '@mui/x-data-grid';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useAuth } from '@/lib/auth';
import type { AppRoute } from '@/lib/paths';
import { AdminDataGrid, type AdminDataGridProps } from './AdminDataGrid';
import { AdminFilterBar } from './AdminFilterBar';
import { canViewAdminRoute } from './admin-access';
import { ExportCsvButton } from './ExportCsvButton';

export interface AdminListPageProps<R extends GridValidRowModel> extends AdminDataGridProps<R> {
  title: string;
  /** The create route; its button shows to roles that may open it. */
  createRoute?: AppRoute;
  createLabel?: string;
  /** The REST collection whose `export.csv` the Export button downloads. */
  exportResource?: string;
  /** Between the title and the filters. */
  children?: ReactNode;
}

export function AdminListPage<R extends GridValidRowModel>({
  title,
  createRoute,
  createLabel = 'Create',
  exportResource,
  children,
  ...grid
}: AdminListPageProps<R>) {
  const { user } = useAuth();
  const canCreate = createRoute ? canViewAdminRoute(user?.roles, createRoute.path) : false;
  return (
    <>
      <Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 2, gap: 2 }}>
        <Typography variant="h4" component="h1" sx={{ flexGrow: 1 }}>
          {title}
        </Typography>
        {createRoute && canCreate ? (
          <Button component={RouterLink} to={createRoute.getHref()} variant="contained" startIcon={<AddIcon />}>
            {createLabel}
          </Button>
        ) : null}
      </Stack>
      {children}
      {grid.list.fields.length > 0 || exportResource ? (
        <AdminFilterBar
          list={grid.list}
          label={`Filter ${title.toLowerCase()}`}
          actions={exportResource ? <ExportCsvButton list={grid.list} resource={exportResource} /> : null}
        />
      ) : null}
      <AdminDataGrid {...grid} />
    </>
  );
}
