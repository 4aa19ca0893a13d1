/*
 * Pagination of docs/product.md#limits: at most five page links (a window around the current page), plus first, previous,
 * next and last. The links are real URLs (the page lives in the query string), so a page can be bookmarked and
 * the browser's back button goes to the previous page of the list.
 */
import Box from '@mui/material/Box';
import PaginationItem from '@mui/material/PaginationItem';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { PAGINATION_MAX_LINKS } from '@/lib/constants';

/** The page numbers to link: at most `max`, centred on `page` where the ends allow. */
export function pageWindow(page: number, pageCount: number, max = PAGINATION_MAX_LINKS): number[] {
  if (pageCount <= 0) return [];
  const size = Math.min(max, pageCount);
  const start = Math.min(Math.max(1, page - Math.floor(size / 2)), pageCount - size + 1);
  return Array.from({ length: size }, (_, i) => start + i);
}

export interface ListPaginationProps {
  page: number;
  total: number;
  limit: number;
  /** The URL of a page; default: the current URL with its `page` parameter replaced (none for page 1). */
  hrefFor?: (page: number) => string;
  label?: string;
}

export function ListPagination({ page, total, limit, hrefFor, label = 'Pagination' }: ListPaginationProps) {
  const { pathname, search } = useLocation();
  const href =
    hrefFor ??
    ((target: number) => {
      const params = new URLSearchParams(search);
      if (target <= 1) params.delete('page');
      else params.set('page', String(target));
      const query = params.toString();
      return query ? `${pathname}?${query}` : pathname;
    });
  const pageCount = Math.max(1, Math.ceil(total / Math.max(1, limit)));
  if (pageCount <= 1) return null;
  const current = Math.min(Math.max(1, page), pageCount);
  const items: { key: string; type: 'first' | 'previous' | 'page' | 'next' | 'last'; to: number; disabled?: boolean }[] = [
    { key: 'first', type: 'first', to: 1, disabled: current === 1 },
    { key: 'previous', type: 'previous', to: current - 1, disabled: current === 1 },
    ...pageWindow(current, pageCount).map((p) => ({ key: `page-${p}`, type: 'page' as const, to: p })),
    { key: 'next', type: 'next', to: current + 1, disabled: current === pageCount },
    { key: 'last', type: 'last', to: pageCount, disabled: current === pageCount },
  ];
  const names = { first: 'Go to first page', previous: 'Go to previous page', next: 'Go to next page', last: 'Go to last page' };
  return (
    <Box component="nav" aria-label={label} sx={{ mt: 2, display: 'flex', justifyContent: 'center' }}>
      <Box component="ul" sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', listStyle: 'none', p: 0, m: 0 }}>
        {items.map((item) => (
          <li key={item.key}>
            {item.disabled ? (
              <PaginationItem type={item.type} disabled aria-label={item.type === 'page' ? undefined : names[item.type]} />
            ) : (
              <PaginationItem
                component={RouterLink}
                to={href(item.to)}
                type={item.type}
                page={item.to}
                selected={item.type === 'page' && item.to === current}
                aria-current={item.type === 'page' && item.to === current ? 'page' : undefined}
                aria-label={item.type === 'page' ? `Page ${item.to}` : names[item.type]}
              />
            )}
          </li>
        ))}
      </Box>
    </Box>
  );
}
