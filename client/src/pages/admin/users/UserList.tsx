/*
 * /admin/users: every user, filtered, sorted and paged on the server (docs/product.md#screens-and-routes and docs/product.md#validation); a
 * row opens the user's view.
 */
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import CheckIcon from '@mui/icons-material/Check';
import { useQuery } from '@apollo/client/react';
import type { GridColDef } from '@mui/x-data-grid';
import { AdminListPage } from '@/features/admin/AdminListPage';
import type { AdminFilterField } from '@/features/admin/list-state';
import { useAdminList } from '@/features/admin/useAdminList';
import { graphql } from '@/graphql/generated';
import type { AdminUsersQuery as AdminUsersResult, UserFilter } from '@/graphql/generated/graphql';
import { formatDateTime } from '@/lib/format';
import { paths } from '@/lib/paths';
import { roleChoices, roleLabel } from './user-form';

export const AdminUsersQuery = graphql(`
  query AdminUsers($page: Int!, $limit: Int!, $filter: UserFilter, $order: [OrderByInput!]) {
    users(page: $page, limit: $limit, filter: $filter, order: $order) {
      items {
        id
        email
        displayName
        roles
        enabled
        deleted
        emailConfirmed
        unsubscribed
        createdAt
        lastActivity
      }
      total
    }
  }
`);

type Row = AdminUsersResult['users']['items'][number];

export const userFilters: AdminFilterField[] = [
  { name: 'email', label: 'E-mail', kind: 'text' },
  { name: 'displayName', label: 'Name', kind: 'text' },
  { name: 'role', label: 'Role', kind: 'select', options: roleChoices },
  { name: 'enabled', label: 'Enabled', kind: 'boolean' },
  { name: 'deleted', label: 'Deleted', kind: 'boolean' },
  { name: 'emailConfirmed', label: 'E-mail confirmed', kind: 'boolean' },
  { name: 'unsubscribed', label: 'Unsubscribed', kind: 'boolean' },
  { name: 'createdAt', label: 'Registered', kind: 'date' },
  { name: 'lastActivity', label: 'Last activity', kind: 'date' },
];

const flag = (value: boolean) => (value ? <CheckIcon fontSize="small" aria-label="Yes" /> : null);

const columns: GridColDef<Row>[] = [
  { field: 'id', headerName: 'ID', width: 70 },
  { field: 'email', headerName: 'E-mail', flex: 1, minWidth: 200 },
  { field: 'displayName', headerName: 'Name', flex: 1, minWidth: 140 },
  {
    field: 'roles',
    headerName: 'Roles',
    width: 180,
    sortable: false,
    renderCell: (p) => (
      <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', height: '100%' }}>
        {p.row.roles.map((r) => (
          <Chip key={r} label={roleLabel(r)} size="small" />
        ))}
      </Stack>
    ),
  },
  { field: 'enabled', headerName: 'Enabled', width: 80, sortable: false, renderCell: (p) => flag(p.row.enabled) },
  { field: 'emailConfirmed', headerName: 'Confirmed', width: 90, sortable: false, renderCell: (p) => flag(p.row.emailConfirmed) },
  { field: 'deleted', headerName: 'Deleted', width: 80, sortable: false, renderCell: (p) => flag(p.row.deleted) },
  { field: 'createdAt', headerName: 'Registered', width: 140, valueFormatter: (v: string) => formatDateTime(v) },
  { field: 'lastActivity', headerName: 'Last activity', width: 140, valueFormatter: (v: string | null) => formatDateTime(v) },
];

export function UserList() {
  const list = useAdminList({ filters: userFilters });
  const { filter, ...rest } = list.variables;
  const { data, loading, error } = useQuery(AdminUsersQuery, {
    variables: { ...rest, filter: filter as UserFilter },
    fetchPolicy: 'cache-and-network',
  });
  return (
    <AdminListPage<Row>
      title="Users"
      label="Users"
      exportResource="users"
      list={list}
      columns={columns}
      page={data?.users}
      loading={loading}
      error={error}
      getRowHref={(row) => paths.admin.users.view.getHref({ id: row.id })}
    />
  );
}
