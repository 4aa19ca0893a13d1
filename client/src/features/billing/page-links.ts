import { PAGINATION_MAX_LINKS } from '@/lib/constants';

/**
 * The page numbers a pager links to (SPEC.md §9: at most 5): a window around the current page, shifted so it stays
 * full near the first and the last page.
 */
export function pageLinks(page: number, pageCount: number, max: number = PAGINATION_MAX_LINKS): number[] {
  if (pageCount <= 0) return [];
  const current = Math.min(Math.max(page, 1), pageCount);
  const size = Math.min(max, pageCount);
  const start = Math.min(Math.max(current - Math.floor((size - 1) / 2), 1), pageCount - size + 1);
  return Array.from({ length: size }, (_, i) => start + i);
}

export function pageCount(total: number, limit: number): number {
  return limit > 0 ? Math.ceil(Math.max(total, 0) / limit) : 0;
}
