/*
 * The admin lists' grid: MUI X DataGrid (MIT) in server mode, driven by the URL state of useAdminList. Pagination
 * maps onto `page`/`limit` (sizes 10, 25, 50: docs/product.md#validation, docs/product.md#limits cap the limit at 50), sorting onto `order`
 * pairs. The
 * MIT grid sorts by one column in its header; a header click makes that column the first sort key and keeps the
 * earlier keys after it, and the chips above the grid show (and remove) every key of the URL's `order`. Filtering is
 * the filter bar's (AdminFilterBar), not the grid's own panel. A failed fetch shows an empty grid with total 0 and
 * an alert (docs/api.md#error-catalogue; the Apollo link has logged it).
 */
import Alert from '@mui/material/Alert';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { tablePaginationClasses } from '@mui/material/TablePagination';
import Typography from '@mui/material/Typography';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import { DataGrid, type GridColDef, type GridPaginationModel, type GridSortModel, type GridValidRowModel } from '@mui/x-data-grid';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { MAX_PAGE_SIZE } from '@/lib/constants';
import { sortBy } from './list-state';
import type { AdminList } from './useAdminList';

export const PAGE_SIZE_OPTIONS = [10, 25, MAX_PAGE_SIZE];

/**
 * The pagination works on a narrow screen too (WCAG 2.1.1): the grid hides its page-size choice below 600 px, which
 * leaves neither the keyboard nor the pointer a way to change the page size there, so it stays shown, and the
 * controls wrap onto a second line instead of running past the grid's edge.
 */
const pagination = `& .${tablePaginationClasses.root}`;
const paginationSx = {
  // Below the pagination's root: more specific than the grid's own rule that hides them.
  [`${pagination} .${tablePaginationClasses.selectLabel}`]: { display: 'block' },
  [`${pagination} .${tablePaginationClasses.input}`]: { display: 'inline-flex' },
  [`${pagination} .${tablePaginationClasses.toolbar}`]: { flexWrap: 'wrap', justifyContent: 'flex-end', columnGap: 1, pl: 1 },
  [`${pagination} .${tablePaginationClasses.spacer}`]: { display: { xs: 'none', sm: 'block' } },
};
const rowLinkSx = { '& .MuiDataGrid-row': { cursor: 'pointer' } };

export interface AdminDataGridProps<R extends GridValidRowModel> {
  list: AdminList;
  columns: GridColDef<R>[];
  /** The list field's answer (`XPage`); undefined while loading or after a failure. */
  page: { items: readonly R[]; total: number } | undefined;
  loading: boolean;
  error?: unknown;
  /** Where a row click goes (its edit or show route). */
  getRowHref?: (row: R) => string;
  /** The grid's accessible name. */
  label: string;
  /** Column labels for the sort chips; defaults to the columns' headerName. */
  sortLabels?: Record<string, string>;
}

export function AdminDataGrid<R extends GridValidRowModel>({
  list,
  columns,
  page,
  loading,
  error,
  getRowHref,
  label,
  sortLabels,
}: AdminDataGridProps<R>) {
  const navigate = useNavigate();
  const rows = page?.items ?? [];
  // While a new page loads there is no answer, and a row count of 0 would make the grid clamp its page back to the
  // first one (and report that as a page change): the count of the last answer holds until the next one arrives.
  const [knownTotal, setKnownTotal] = useState(0);
  if (page && page.total !== knownTotal) setKnownTotal(page.total);
  const total = page?.total ?? (loading ? knownTotal : 0);
  const { state, order } = list;
  // The models keep their identity while the URL state keeps its values: the grid takes a new sort model as a sort
  // change and goes back to the first page, so a new array on every render would undo each page change.
  const paginationModel = useMemo<GridPaginationModel>(() => ({ page: state.page - 1, pageSize: state.limit }), [state.page, state.limit]);
  const first = order[0];
  const [sortField, sortDirection] = [first?.field, first?.direction];
  const sortModel = useMemo<GridSortModel>(
    () => (sortField && sortDirection ? [{ field: sortField, sort: sortDirection }] : []),
    [sortField, sortDirection],
  );
  const labelOf = (field: string) => sortLabels?.[field] ?? columns.find((c) => c.field === field)?.headerName ?? field;

  const handlePagination = (model: GridPaginationModel) => {
    if (model.pageSize !== state.limit) list.setLimit(model.pageSize);
    else if (model.page + 1 !== state.page) list.setPage(model.page + 1);
  };
  const handleSort = (model: GridSortModel) => {
    const item = model[0];
    // An empty model is the header's third click on the first key: drop that key.
    if (!item) list.setOrder(first ? sortBy(order, first.field, null) : []);
    else list.setOrder(sortBy(order, item.field, item.sort ?? null));
  };

  return (
    <>
      {error && !page ? (
        <Alert severity="error" sx={{ mb: 2 }}>
          The list cannot be loaded right now. Please try again in a moment.
        </Alert>
      ) : null}
      {state.order.length > 0 ? (
        <Stack direction="row" spacing={1} sx={{ mb: 1, flexWrap: 'wrap', alignItems: 'center' }} aria-label="Sort order" role="list">
          <Typography variant="body2" color="text.secondary">
            Sorted by
          </Typography>
          {state.order.map((p) => (
            <Chip
              key={p.field}
              role="listitem"
              size="small"
              icon={p.direction === 'asc' ? <ArrowUpwardIcon /> : <ArrowDownwardIcon />}
              label={`${labelOf(p.field)} ${p.direction === 'asc' ? 'ascending' : 'descending'}`}
              onClick={() =>
                list.setOrder(order.map((q) => (q.field === p.field ? { ...q, direction: q.direction === 'asc' ? 'desc' : 'asc' } : q)))
              }
              onDelete={() => list.setOrder(sortBy(order, p.field, null))}
            />
          ))}
        </Stack>
      ) : null}
      <DataGrid<R>
        aria-label={label}
        rows={rows}
        columns={columns}
        rowCount={total}
        loading={loading}
        paginationMode="server"
        sortingMode="server"
        filterMode="server"
        disableColumnFilter
        disableRowSelectionOnClick
        paginationModel={paginationModel}
        onPaginationModelChange={handlePagination}
        pageSizeOptions={PAGE_SIZE_OPTIONS}
        sortModel={sortModel}
        onSortModelChange={handleSort}
        onRowClick={getRowHref ? (params) => void navigate(getRowHref(params.row)) : undefined}
        localeText={{ noRowsLabel: 'No results' }}
        autoHeight
        density="compact"
        sx={getRowHref ? { ...paginationSx, ...rowLinkSx } : paginationSx}
      />
    </>
  );
}
