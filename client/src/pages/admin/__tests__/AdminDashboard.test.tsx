/*
 * /admin dashboard: the KPIs of adminKpis for the last 30 days by default, the range kept in the URL,
 * charts with their numbers in tables, cards for active projects, open subscriptions and projects off target (linking
 * to the projects list); revenue only asked for by managers and above; loading and error states.
 */
import { screen, waitFor, within } from '@testing-library/react';
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
      handlers: { AdminKpis: () => kpis(true) },
    });
    await screen.findByRole('figure', { name: 'New users' });
    expect(calls(requests)[0].variables).toMatchObject({ from: '2026-10-01T00:00:00.000Z', to: '2026-10-15T23:59:59.999Z' });
    expect(screen.getByLabelText('From')).toHaveValue('2026-10-01');
  });

  it('shows an error when the figures fail, and no progress bar once answered', async () => {
    renderApp('/admin', {
      user: testUser(['ROLE_ADMIN']),
      handlers: { AdminKpis: () => graphqlError('boom', 'INTERNAL_SERVER_ERROR', 500) },
    });
    expect(await screen.findByText('Unable to load the dashboard figures.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('progressbar', { name: 'Loading the figures' })).toBeNull());
  });
});
