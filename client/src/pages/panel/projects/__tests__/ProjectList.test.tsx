/*
 * /panel/projects: page and filters come from the URL and are sent the docs/product.md#validation way (page from 1, limit
 * 10, text filters trimmed and only when non-blank); the pagination shows at most 5 page links (docs/product.md#limits).
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { logger } from '@/lib/logger';
import { renderApp, testUser } from '@/testing/render-app';
import { calls, project, projectPage } from './panel-fixtures';

beforeEach(() => {
  jest.spyOn(logger, 'error').mockImplementation(() => {});
});

const rows = (n: number, from = 1) =>
  Array.from({ length: n }, (_, i) => project({ id: from + i, title: `Site ${from + i}`, campaignStatus: 'active' }));

describe('/panel/projects', () => {
  it('asks for page 1 of 10 with no filters, and lists the projects', async () => {
    const { requests } = renderApp('/panel/projects', { user: testUser(), handlers: { PanelProjects: () => projectPage(rows(3)) } });
    expect(await screen.findByRole('link', { name: 'Site 1' })).toHaveAttribute('href', '/panel/projects/1');
    expect(calls(requests, 'PanelProjects')[0].variables).toEqual({ page: 1, limit: 10, filter: {} });
    expect(screen.getAllByText('Campaign active')).toHaveLength(3);
    // One page: no pagination.
    expect(screen.queryByRole('navigation', { name: 'Projects pages' })).not.toBeInTheDocument();
  });

  it('sends trimmed, non-blank filters and starts again from page 1', async () => {
    const { requests, router } = renderApp('/panel/projects?page=3', {
      user: testUser(),
      handlers: { PanelProjects: () => projectPage(rows(1), 1) },
    });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Title'), '  shop ');
    await user.type(screen.getByLabelText('Address'), '   ');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(router.state.location.search).toBe('?title=shop'));
    await waitFor(() =>
      expect(calls(requests, 'PanelProjects').at(-1)!.variables).toEqual({ page: 1, limit: 10, filter: { title: 'shop' } }),
    );
    expect(calls(requests, 'PanelProjects')[0].variables).toEqual({ page: 3, limit: 10, filter: {} });
  });

  it('reads page, limit (capped at 50) and filters from the URL', async () => {
    const { requests } = renderApp('/panel/projects?page=2&limit=500&url=example.com&title=', {
      user: testUser(),
      handlers: { PanelProjects: () => projectPage(rows(2), 2) },
    });
    await screen.findByRole('link', { name: 'Site 1' });
    expect(calls(requests, 'PanelProjects')[0].variables).toEqual({ page: 2, limit: 50, filter: { url: 'example.com' } });
  });

  it('shows at most 5 page links around the current page, keeping the filters', async () => {
    renderApp('/panel/projects?page=6&title=site', {
      user: testUser(),
      handlers: { PanelProjects: () => projectPage(rows(10, 51), 200, 6) },
    });
    const nav = await screen.findByRole('navigation', { name: 'Projects pages' });
    const pages = within(nav)
      .getAllByRole('link')
      .filter((a) => /^Page \d+$/.test(a.getAttribute('aria-label') ?? ''));
    expect(pages.map((a) => a.textContent)).toEqual(['4', '5', '6', '7', '8']);
    expect(within(nav).getByRole('link', { name: 'Page 6' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Go to last page' })).toHaveAttribute('href', '/panel/projects?page=20&title=site');
    expect(within(nav).getByRole('link', { name: 'Go to next page' })).toHaveAttribute('href', '/panel/projects?page=7&title=site');
  });

  it('following a page link asks the server for that page', async () => {
    const consoleError = jest.spyOn(console, 'error');
    const { requests } = renderApp('/panel/projects', {
      user: testUser(),
      handlers: {
        PanelProjects: ({ variables }) => projectPage(rows(10, ((variables.page as number) - 1) * 10 + 1), 23, variables.page as number),
      },
    });
    await userEvent.setup().click(await screen.findByRole('link', { name: 'Page 3' }));
    expect(await screen.findByRole('link', { name: 'Site 21' })).toBeInTheDocument();
    expect(calls(requests, 'PanelProjects').at(-1)!.variables).toEqual({ page: 3, limit: 10, filter: {} });
    const nav = screen.getByRole('navigation', { name: 'Projects pages' });
    expect(
      within(nav)
        .getAllByRole('link')
        .filter((a) => /^Page/.test(a.getAttribute('aria-label') ?? '')),
    ).toHaveLength(3);
    // The next page's request starts while the list renders; the loading bar must not be updated during that render.
    expect(consoleError.mock.calls.filter((c) => String(c[0]).includes('Cannot update a component'))).toEqual([]);
  });

  it('a failed fetch is logged and shows the empty list (docs/api.md#error-catalogue)', async () => {
    renderApp('/panel/projects', {
      user: testUser(),
      handlers: { PanelProjects: () => ({ status: 500, body: { errors: [{ message: 'down' }] } }) },
    });
    expect(await screen.findByText(/You have no projects yet/)).toBeInTheDocument();
    expect(logger.error).toHaveBeenCalled();
  });
});
