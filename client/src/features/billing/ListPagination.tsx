/*
 * The pager of the billing lists: previous, at most 5 page links (SPEC.md §9), next. Pages are links with `?page=`
 * (other query parameters kept), so a page can be reloaded, shared and navigated back to.
 */
import PaginationItem from '@mui/material/PaginationItem';
import Stack from '@mui/material/Stack';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { pageCount, pageLinks } from './page-links';

export interface ListPaginationProps {
  page: number;
  total: number;
  limit: number;
}

export function ListPagination({ page, total, limit }: ListPaginationProps) {
  const { pathname, search } = useLocation();
  const count = pageCount(total, limit);
  if (count <= 1) return null;
  const hrefOf = (target: number) => {
    const params = new URLSearchParams(search);
    if (target <= 1) params.delete('page');
    else params.set('page', String(target));
    const query = params.toString();
    return query ? `${pathname}?${query}` : pathname;
  };
  return (
    <Stack component="nav" aria-label="Pagination" direction="row" spacing={0.5} sx={{ mt: 2, justifyContent: 'center' }}>
      <PaginationItem type="previous" component={RouterLink} to={hrefOf(page - 1)} disabled={page <= 1} aria-label="Previous page" />
      {pageLinks(page, count).map((n) => (
        <PaginationItem
          key={n}
          type="page"
          page={n}
          selected={n === page}
          component={RouterLink}
          to={hrefOf(n)}
          aria-label={`Page ${n}`}
          aria-current={n === page ? 'page' : undefined}
        />
      ))}
      <PaginationItem type="next" component={RouterLink} to={hrefOf(page + 1)} disabled={page >= count} aria-label="Next page" />
    </Stack>
  );
}
