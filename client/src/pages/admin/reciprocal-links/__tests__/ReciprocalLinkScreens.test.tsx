/*
 * /admin/reciprocal-links (docs/product.md#screens-and-routes and docs/product.md#validation): filters go into the URL and the query, the
 * form
 * shows the server's violations on their fields, and Delete asks first.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { logger } from '@/lib/logger';
import { Role } from '@/lib/roles';
import type { FakeRequest } from '@/testing/fake-graphql';
import { renderApp, testUser } from '@/testing/render-app';

const manager = testUser([Role.Manager], { id: 3, login: 'manager@example.com' });

function link(id: number, overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'ReciprocalLink',
    id,
    url: `https://partner${id}.example.com/`,
    anchor: 'Buy website traffic',
    enabled: true,
    gateId: null,
    createdAt: '2026-11-01T10:00:00.000Z',
    updatedAt: '2026-11-01T10:00:00.000Z',
    ...overrides,
  };
}

const last = (requests: FakeRequest[], name: string) => requests.filter((r) => r.operationName === name).at(-1);

beforeEach(() => {
  jest.spyOn(logger, 'error').mockImplementation(() => {});
});

describe('admin reciprocal links', () => {
  it('lists the links; a filter goes into the URL and the query', async () => {
    const { router, requests } = renderApp('/admin/reciprocal-links', {
      user: manager,
      handlers: {
        AdminReciprocalLinks: () => ({
          data: { reciprocalLinks: { __typename: 'ReciprocalLinkPage', items: [link(1), link(2, { enabled: false })], total: 2 } },
        }),
      },
    });
    const grid = await screen.findByRole('grid', { name: 'Reciprocal links' }, { timeout: 20_000 });
    expect(await within(grid).findByText('https://partner1.example.com/')).toBeInTheDocument();
    const filters = screen.getByRole('form', { name: 'Filter reciprocal links' });
    const user = userEvent.setup();
    await user.type(within(filters).getByRole('searchbox', { name: 'URL' }), 'partner{Enter}');
    await waitFor(() => expect(router.state.location.search).toBe('?page=1&limit=10&url=partner'));
    await waitFor(() => expect(last(requests, 'AdminReciprocalLinks')?.variables).toMatchObject({ filter: { url: 'partner' } }));
  }, 60_000);

  it("edits a link: the server's violation shows under the URL; Delete is confirmed before it is sent", async () => {
    const { requests, router } = renderApp('/admin/reciprocal-links/1', {
      user: manager,
      handlers: {
        AdminReciprocalLink: () => ({ data: { reciprocalLink: link(1) } }),
        AdminUpdateReciprocalLink: () => ({
          body: {
            errors: [
              {
                message: 'url: This value is not a valid URL.',
                extensions: { code: 'BAD_USER_INPUT', violations: [{ propertyPath: 'url', message: 'This value is not a valid URL.' }] },
              },
            ],
          },
        }),
        AdminDeleteReciprocalLink: () => ({ data: { deleteReciprocalLink: true } }),
        AdminReciprocalLinks: () => ({ data: { reciprocalLinks: { __typename: 'ReciprocalLinkPage', items: [], total: 0 } } }),
      },
    });
    const form = await screen.findByRole('form', { name: 'Reciprocal link' });
    const url = within(form).getByRole('textbox', { name: 'URL' });
    await waitFor(() => expect(url).toHaveValue('https://partner1.example.com/'));
    const user = userEvent.setup();
    await user.clear(url);
    await user.click(url);
    await user.paste('https://localhost/');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText('This value is not a valid URL.')).toBeInTheDocument();
    expect(last(requests, 'AdminUpdateReciprocalLink')?.variables).toEqual({
      id: 1,
      input: { url: 'https://localhost/', anchor: 'Buy website traffic', enabled: true, gateId: null },
    });

    await user.click(within(form).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this reciprocal link?' });
    expect(requests.some((r) => r.operationName === 'AdminDeleteReciprocalLink')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/reciprocal-links'));
    expect(last(requests, 'AdminDeleteReciprocalLink')?.variables).toEqual({ id: 1 });
  }, 60_000);
});
