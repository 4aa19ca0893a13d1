/*
 * /admin dashboard: the KPIs of adminKpis for the last 30 days by default, the range kept in the URL,
 * charts with their numbers in tables, cards for active projects, open subscriptions and projects off target (linking
 * to the projects list); revenue only asked for by managers and above; loading and error states. Admins see
 * "Payments to check" while the NMI reconciliation has open findings, and mark one resolved with a note.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { defaultRange } from '@/features/projects/statistics-range';
import { logger } from '@/lib/logger';
import { graphqlError } from '@/testing/fake-graphql';
import { renderApp, testUser } from '@/testing/render-app';

beforeEach(() => {
  jest.spyOn(logger, 'error').mockImplementation(() => {});
});

const kpis = (withRevenue: boolean) => ({
  data: {
    adminKpis: {
      __typename: 'AdminKpis',
      activeProjects: 1234,
      openSubscriptions: 56,
      offTargetProjects: 7,
      newUsersByDay: [
        { __typename: 'CountDay', day: '2026-11-01', count: 3 },
        { __typename: 'CountDay', day: '2026-11-02', count: 5 },
      ],
      creditsByDay: [{ __typename: 'CreditsDay', day: '2026-11-01', sold: 2000, bonus: 100, spent: 1500 }],
      ...(withRevenue
        ? {
            revenueByDay: [
              { __typename: 'RevenueDay', day: '2026-11-01', currency: 'USD', amountMinor: 129900, refundedMinor: 0, payments: 3 },
              { __typename: 'RevenueDay', day: '2026-11-02', currency: 'EUR', amountMinor: 5000, refundedMinor: 5000, payments: 1 },
            ],
          }
        : {}),
    },
  },
});

const discrepancy = (id: number, overrides: Record<string, unknown> = {}) => ({
  __typename: 'PaymentDiscrepancy',
  id,
  kind: 'missing_in_ledger',
  action: 'sale',
  transactionId: `10000${id}`,
  orderId: 40 + id,
  amountMinor: 12900,
  currency: 'USD',
  day: '2026-11-28',
  detail: `NMI's sale of transaction 10000${id} has no payment of ours.`,
  ...overrides,
});
const noDiscrepancies = () => ({ data: { paymentDiscrepancies: [] } });

const calls = (requests: { operationName: string; variables: Record<string, unknown> }[]) =>
  requests.filter((r) => r.operationName === 'AdminKpis');

describe('/admin dashboard', () => {
  it('shows the KPIs of the last 30 days with revenue for a manager', async () => {
    const { requests } = renderApp('/admin', {
      user: testUser(['ROLE_MANAGER']),
      handlers: { AdminKpis: ({ variables }) => kpis(variables.withRevenue as boolean) },
    });
    expect(await screen.findByRole('group', { name: 'Active projects' })).toHaveTextContent('1,234');
    expect(screen.getByRole('group', { name: 'Open subscriptions' })).toHaveTextContent('56');
    const offTarget = screen.getByRole('group', { name: 'Projects off target' });
    expect(offTarget).toHaveTextContent('7');
    expect(within(offTarget).getByRole('link', { name: 'See the projects' })).toHaveAttribute('href', '/admin/projects');
    const revenue = screen.getByRole('figure', { name: 'Revenue by day' });
    const revenueTable = within(revenue).getByRole('table', { name: 'Revenue by day, day by day' });
    expect(within(revenueTable).getAllByRole('row')).toHaveLength(3);
    expect(within(revenueTable).getByRole('row', { name: /2026-11-01 USD \$1,299\.00/ })).toBeInTheDocument();
    const users = screen.getByRole('figure', { name: 'New users' });
    expect(within(users).getByRole('row', { name: '2026-11-02 5' })).toBeInTheDocument();
    const credits = screen.getByRole('figure', { name: 'Credits sold versus spent' });
    expect(within(credits).getByRole('row', { name: '2026-11-01 2,000 100 1,500' })).toBeInTheDocument();
    const range = defaultRange();
    expect(calls(requests)[0].variables).toEqual({
      from: `${range.from}T00:00:00.000Z`,
      to: `${range.to}T23:59:59.999Z`,
      withRevenue: true,
    });
  });

  it('does not ask support staff for revenue', async () => {
    const { requests } = renderApp('/admin', {
      user: testUser(['ROLE_SUPPORT']),
      handlers: { AdminKpis: ({ variables }) => kpis(variables.withRevenue as boolean) },
    });
    expect(await screen.findByRole('figure', { name: 'New users' })).toBeInTheDocument();
    expect(screen.queryByRole('figure', { name: 'Revenue by day' })).toBeNull();
    expect(calls(requests)[0].variables.withRevenue).toBe(false);
  });

  it('takes the range from the URL', async () => {
    const { requests } = renderApp('/admin?from=2026-10-01&to=2026-10-15', {
      user: testUser(['ROLE_ADMIN']),
      handlers: { AdminKpis: () => kpis(true), AdminPaymentDiscrepancies: noDiscrepancies },
    });
    await screen.findByRole('figure', { name: 'New users' });
    expect(calls(requests)[0].variables).toMatchObject({ from: '2026-10-01T00:00:00.000Z', to: '2026-10-15T23:59:59.999Z' });
    expect(screen.getByLabelText('From')).toHaveValue('2026-10-01');
  });

  it('shows an error when the figures fail, and no progress bar once answered', async () => {
    renderApp('/admin', {
      user: testUser(['ROLE_ADMIN']),
      handlers: { AdminKpis: () => graphqlError('boom', 'INTERNAL_SERVER_ERROR', 500), AdminPaymentDiscrepancies: noDiscrepancies },
    });
    expect(await screen.findByText('Unable to load the dashboard figures.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('progressbar', { name: 'Loading the figures' })).toBeNull());
  });

  it('shows admins the payments to check and marks one resolved with a note', async () => {
    let open = [
      discrepancy(1),
      discrepancy(2, { kind: 'missing_at_nmi', transactionId: '424242', orderId: null, amountMinor: 5000, currency: 'EUR' }),
    ];
    const resolved: Record<string, unknown>[] = [];
    renderApp('/admin', {
      user: testUser(['ROLE_ADMIN']),
      handlers: {
        AdminKpis: () => kpis(true),
        AdminPaymentDiscrepancies: () => ({ data: { paymentDiscrepancies: open } }),
        ResolvePaymentDiscrepancy: ({ variables }) => {
          resolved.push(variables);
          open = open.filter((d) => d.id !== variables.id);
          return {
            data: {
              resolvePaymentDiscrepancy: { __typename: 'PaymentDiscrepancy', id: variables.id, resolvedAt: '2026-11-29T10:00:00.000Z' },
            },
          };
        },
      },
    });
    const region = await screen.findByRole('region', { name: 'Payments to check' });
    const table = within(region).getByRole('table', { name: 'Payments to check' });
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    const first = within(table).getByRole('row', { name: /At NMI, not in our payments sale 100001 #41 \$129\.00 2026-11-28/ });
    expect(within(first).getByRole('link', { name: '#41' })).toHaveAttribute('href', '/admin/orders/41');
    const second = within(table).getByRole('row', { name: /In our payments, not at NMI sale 424242 — €50\.00 2026-11-28/ });
    expect(within(second).queryByRole('link')).toBeNull();

    const user = userEvent.setup();
    await user.click(within(first).getByRole('button', { name: 'Mark transaction 100001 resolved' }));
    const dialog = await screen.findByRole('dialog', { name: 'Mark the payment resolved?' });
    await user.click(within(dialog).getByRole('button', { name: 'Mark resolved' }));
    expect(await within(dialog).findByText('Say what was done: the note is kept with the finding.')).toBeInTheDocument();
    expect(resolved).toHaveLength(0);
    await user.type(within(dialog).getByRole('textbox', { name: 'Note' }), '  Credited by hand  ');
    await user.click(within(dialog).getByRole('button', { name: 'Mark resolved' }));
    expect(await screen.findByText('The sale of transaction 100001 is marked resolved.')).toBeInTheDocument();
    expect(resolved).toEqual([{ id: 1, note: 'Credited by hand' }]);
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(2));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('shows no payments to check when none are open, and never asks for them below admin', async () => {
    const admin = renderApp('/admin', {
      user: testUser(['ROLE_ADMIN']),
      handlers: { AdminKpis: () => kpis(true), AdminPaymentDiscrepancies: noDiscrepancies },
    });
    await screen.findByRole('figure', { name: 'New users' });
    await waitFor(() => expect(admin.requests.some((r) => r.operationName === 'AdminPaymentDiscrepancies')).toBe(true));
    expect(screen.queryByRole('region', { name: 'Payments to check' })).toBeNull();
    admin.unmount();

    const manager = renderApp('/admin', {
      user: testUser(['ROLE_MANAGER']),
      handlers: { AdminKpis: () => kpis(true), AdminPaymentDiscrepancies: () => ({ data: { paymentDiscrepancies: [discrepancy(1)] } }) },
    });
    await screen.findByRole('figure', { name: 'New users' });
    expect(screen.queryByRole('region', { name: 'Payments to check' })).toBeNull();
    expect(manager.requests.some((r) => r.operationName === 'AdminPaymentDiscrepancies')).toBe(false);
  });
});
