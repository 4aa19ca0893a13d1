/*
 * /admin/posts: every post of every gate, filtered, sorted and paged on the server (docs/product.md#screens-and-routes and
 * docs/product.md#records post, docs/product.md#validation).
 */
import CheckIcon from '@mui/icons-material/Check';
import { useQuery } from '@apollo/client/react';
import type { GridColDef } from '@mui/x-data-grid';
import { AdminListPage } from '@/features/admin/AdminListPage';
import type { AdminFilterField, SortPair } from '@/features/admin/list-state';
import { useAdminList } from '@/features/admin/useAdminList';
import { graphql } from '@/graphql/generated';
import type { AdminPostsQuery as AdminPostsResult, PostFilter } from '@/graphql/generated/graphql';
import { formatDateTime } from '@/lib/format';
import { paths } from '@/lib/paths';

export const AdminPostsQuery = graphql(`
  query AdminPosts($page: Int!, $limit: Int!, $filter: PostFilter, $order: [OrderByInput!]) {
    posts(page: $page, limit: $limit, filter: $filter, order: $order) {
      items {
        id
        title
        slug
        enabled
        blog
        gateId
        createdAt
        publicatedAt
      }
      total
    }
  }
`);

type Row = AdminPostsResult['posts']['items'][number];

export const postFilters: AdminFilterField[] = [
  { name: 'title', label: 'Title', kind: 'text' },
  { name: 'slug', label: 'Slug', kind: 'text' },
  { name: 'enabled', label: 'Enabled', kind: 'boolean' },
  { name: 'blog', label: 'Blog', kind: 'boolean' },
  { name: 'createdAt', label: 'Created', kind: 'date' },
  { name: 'publicatedAt', label: 'Published', kind: 'date' },
];

const defaultOrder: SortPair[] = [{ field: 'id', direction: 'desc' }];

const flag = (value: boolean) => (value ? <CheckIcon fontSize="small" aria-label="Yes" /> : null);

const columns: GridColDef<Row>[] = [
  { field: 'id', headerName: 'ID', width: 70 },
  { field: 'title', headerName: 'Title', flex: 1, minWidth: 200 },
  { field: 'slug', headerName: 'Slug', flex: 1, minWidth: 160 },
  { field: 'enabled', headerName: 'Enabled', width: 90, renderCell: (p) => flag(p.row.enabled) },
  { field: 'blog', headerName: 'Blog', width: 70, sortable: false, renderCell: (p) => flag(p.row.blog) },
  { field: 'gateId', headerName: 'Gate', width: 70, sortable: false, valueFormatter: (v: number | null) => (v == null ? 'All' : `#${v}`) },
  { field: 'createdAt', headerName: 'Created', width: 150, valueFormatter: (v: string) => formatDateTime(v) },
  {
    field: 'publicatedAt',
    headerName: 'Published',
    width: 150,
    valueFormatter: (v: string | null) => (v ? formatDateTime(v) : 'Not published'),
  },
];

export function PostList() {
  const list = useAdminList({ filters: postFilters, defaultOrder });
  const { filter, ...rest } = list.variables;
  const { data, loading, error } = useQuery(AdminPostsQuery, {
    variables: { ...rest, filter: filter as PostFilter },
    fetchPolicy: 'cache-and-network',
  });
  return (
    <AdminListPage<Row>
      title="Posts"
      label="Posts"
      createRoute={paths.admin.posts.create}
      createLabel="Create post"
      exportResource="posts"
      list={list}
      columns={columns}
      page={data?.posts}
      loading={loading}
      error={error}
      getRowHref={(row) => paths.admin.posts.edit.getHref({ id: row.id })}
    />
  );
}
