/*
 * /admin/email-campaigns (docs/product.md#screens-and-routes, docs/product.md#records, docs/product.md#validation and
 * docs/product.md#roles): filters go into the URL and the query, the
 * form shows the server's violations on their fields, the history lists one campaign's deliveries, and "Send test"
 * is offered to admins only.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { logger } from '@/lib/logger';
import { Role } from '@/lib/roles';
import type { FakeRequest } from '@/testing/fake-graphql';
import { renderApp, testUser } from '@/testing/render-app';

const manager = testUser([Role.Manager], { id: 3, login: 'manager@example.com' });
const admin = testUser([Role.Admin], { id: 2, login: 'admin@example.com' });

function campaign(id: number, overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'EmailCampaign',
    id,
    name: `Campaign ${id}`,
    code: `campaign-${id}`,
    status: 'draft',
    type: 'newsletter',
    onetime: true,
    enabled: true,
    startAt: null,
    endAt: null,
    subject: 'News',
    bodyText: 'Hello',
    bodyHtml: '',
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

describe('admin e-mail campaigns list', () => {
  it('shows the campaigns; a status chosen goes into the URL and the query', async () => {
    const { router, requests } = renderApp('/admin/email-campaigns?status=sent', {
      user: manager,
      handlers: {
        AdminEmailCampaigns: () => ({
          data: { emailCampaigns: { __typename: 'EmailCampaignPage', items: [campaign(1, { status: 'sent' })], total: 1 } },
        }),
      },
    });
    const grid = await screen.findByRole('grid', { name: 'E-mail campaigns' }, { timeout: 20_000 });
    expect(await within(grid).findByText('Campaign 1')).toBeInTheDocument();
    expect(within(grid).getByText('Sent')).toBeInTheDocument();
    expect(last(requests, 'AdminEmailCampaigns')?.variables).toMatchObject({ filter: { status: 'sent' } });
    const filters = screen.getByRole('form', { name: 'Filter e-mail campaigns' });
    const user = userEvent.setup();
    await user.type(within(filters).getByRole('searchbox', { name: 'Code' }), 'autumn{Enter}');
    await waitFor(() => expect(router.state.location.search).toBe('?page=1&limit=10&code=autumn&status=sent'));
  }, 60_000);
});

describe('admin e-mail campaign form', () => {
  it("sends the typed values and shows the server's violations on their fields", async () => {
    const { requests } = renderApp('/admin/email-campaigns/create', {
      user: manager,
      handlers: {
        AdminCreateEmailCampaign: () => ({
          body: {
            errors: [
              {
                message: 'endAt: The end must be after the start.',
                extensions: {
                  code: 'BAD_USER_INPUT',
                  violations: [{ propertyPath: 'endAt', message: 'The end must be after the start.' }],
                },
              },
            ],
          },
        }),
      },
    });
    const form = await screen.findByRole('form', { name: 'E-mail campaign' });
    const user = userEvent.setup();
    await user.click(within(form).getByRole('textbox', { name: 'Name' }));
    await user.paste('Autumn news');
    await user.click(within(form).getByRole('textbox', { name: 'Code' }));
    await user.paste('autumn-news');
    await user.type(within(form).getByLabelText(/Starts at/), '2026-12-01T09:00');
    await user.type(within(form).getByLabelText(/Ends at/), '2026-11-01T09:00');
    await user.click(within(form).getByRole('button', { name: 'Create' }));
    expect(await within(form).findByText('The end must be after the start.')).toBeInTheDocument();
    expect(last(requests, 'AdminCreateEmailCampaign')?.variables).toEqual({
      input: {
        name: 'Autumn news',
        code: 'autumn-news',
        status: 'draft',
        type: 'newsletter',
        onetime: true,
        enabled: true,
        subject: '',
        bodyText: '',
        bodyHtml: '',
        // The segment of a new campaign is every subscribed user until one is chosen.
        segment: 'all_subscribed',
        startAt: '2026-12-01T09:00:00.000Z',
        endAt: '2026-11-01T09:00:00.000Z',
      },
    });
  }, 60_000);

  it('offers "Send test" to admins only; the test goes to POST /api/admin/email_campaigns/send with the campaign id; a 501 is said in words', async () => {
    const handlers = { AdminEmailCampaign: () => ({ data: { emailCampaign: campaign(4) } }) };
    const asManager = renderApp('/admin/email-campaigns/4', { user: manager, handlers });
    await screen.findByRole('form', { name: 'E-mail campaign' });
    await waitFor(() => expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Campaign 4'));
    expect(screen.getByRole('link', { name: 'History' })).toHaveAttribute('href', '/admin/email-campaigns/history/4');
    expect(screen.queryByRole('button', { name: 'Send test' })).toBeNull();
    asManager.unmount();

    const rest = jest.spyOn(globalThis, 'fetch').mockResolvedValue(
      new Response(JSON.stringify({ '@type': 'hydra:Error', 'hydra:description': 'Sending e-mail campaigns is not available yet.' }), {
        status: 501,
        headers: { 'Content-Type': 'application/ld+json' },
      }),
    );
    renderApp('/admin/email-campaigns/4', { user: admin, handlers });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Send test' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send a test' });
    const email = within(dialog).getByRole('textbox', { name: 'E-mail' });
    expect(email).toHaveValue('admin@example.com');
    await user.clear(email);
    await user.type(email, 'qa@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Send test' }));
    expect(await within(dialog).findByText('Sending e-mail campaigns is not available on this server yet.')).toBeInTheDocument();
    const [url, init] = rest.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/admin/email_campaigns/send');
    expect(init.method).toBe('POST');
    expect(JSON.parse(String(init.body))).toEqual({ emailCampaignId: 4, email: 'qa@example.com' });
    expect((init.headers as Record<string, string>).Authorization ?? (init.headers as Record<string, string>).authorization).toBe(
      'Bearer test-token',
    );
  }, 60_000);
});

describe('admin e-mail campaign history', () => {
  it("lists the campaign's deliveries, filtered by that campaign, with the user and the outcome", async () => {
    const { requests, router } = renderApp('/admin/email-campaigns/history/4', {
      user: manager,
      handlers: {
        AdminEmailCampaignHistory: () => ({
          data: {
            emailCampaign: { __typename: 'EmailCampaign', id: 4, name: 'Autumn news', code: 'autumn-news' },
            emailCampaignHistories: {
              __typename: 'EmailCampaignHistoryPage',
              total: 2,
              items: [
                {
                  __typename: 'EmailCampaignHistory',
                  id: 11,
                  userId: 7,
                  user: { __typename: 'User', id: 7, login: 'user@example.com', displayName: 'User' },
                  delivered: true,
                  error: null,
                  createdAt: '2026-11-20T08:00:00.000Z',
                },
                {
                  __typename: 'EmailCampaignHistory',
                  id: 12,
                  userId: 8,
                  user: null,
                  delivered: false,
                  error: 'Mailbox unavailable',
                  createdAt: '2026-11-20T08:01:00.000Z',
                },
              ],
            },
          },
        }),
      },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'History: Autumn news' })).toBeInTheDocument();
    const grid = screen.getByRole('grid', { name: 'History' });
    expect(await within(grid).findByRole('link', { name: 'user@example.com' })).toHaveAttribute('href', '/admin/users/view/7');
    expect(within(grid).getByText('User #8 (removed)')).toBeInTheDocument();
    expect(within(grid).getByText('Mailbox unavailable')).toBeInTheDocument();
    expect(within(grid).getByText('2026-11-20 08:00')).toBeInTheDocument();
    expect(last(requests, 'AdminEmailCampaignHistory')?.variables).toMatchObject({
      campaignId: 4,
      filter: { emailCampaignId: 4 },
      order: [{ field: 'createdAt', direction: 'DESC' }],
    });

    const filters = screen.getByRole('form', { name: 'Filter history' });
    const user = userEvent.setup();
    await user.type(within(filters).getByRole('spinbutton', { name: 'User ID' }), '7{Enter}');
    await waitFor(() => expect(router.state.location.search).toBe('?page=1&limit=10&userId=7'));
    await waitFor(() =>
      expect(last(requests, 'AdminEmailCampaignHistory')?.variables).toMatchObject({ filter: { emailCampaignId: 4, userId: 7 } }),
    );
  }, 60_000);
});
