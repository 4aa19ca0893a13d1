/* docs/product.md#limits: pagination shows at most 5 page links, a window around the current page that stops at the ends. */
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { ListPagination, pageWindow } from '@/components/ListPagination';

describe('pageWindow', () => {
  it.each([
    [1, 20, [1, 2, 3, 4, 5]],
    [2, 20, [1, 2, 3, 4, 5]],
    [10, 20, [8, 9, 10, 11, 12]],
    [19, 20, [16, 17, 18, 19, 20]],
    [20, 20, [16, 17, 18, 19, 20]],
    [2, 3, [1, 2, 3]],
    [1, 1, [1]],
    [1, 0, []],
  ])('page %i of %i → %j', (page, count, expected) => {
    expect(pageWindow(page, count)).toEqual(expected);
  });
});

describe('ListPagination', () => {
  const renderAt = (page: number, total: number) =>
    render(
      <MemoryRouter>
        <ListPagination page={page} total={total} limit={10} hrefFor={(p) => `/list?page=${p}`} />
      </MemoryRouter>,
    );

  it('links five pages, first, previous, next and last', () => {
    renderAt(1, 95);
    const nav = screen.getByRole('navigation', { name: 'Pagination' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual(['/list?page=1', '/list?page=2', '/list?page=3', '/list?page=4', '/list?page=5', '/list?page=2', '/list?page=10']);
    expect(within(nav).getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    // On the first page, first and previous lead nowhere.
    expect(within(nav).getByRole('button', { name: 'Go to first page' })).toBeDisabled();
    expect(within(nav).getByRole('button', { name: 'Go to previous page' })).toBeDisabled();
  });

  it('is not drawn for a single page', () => {
    renderAt(1, 10);
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });
});
