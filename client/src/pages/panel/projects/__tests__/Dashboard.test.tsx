/*
 * /panel: a user with nothing yet is led through creating a project and buying credits; a user with
 * projects, credits, a subscription and a running promotion sees each of them.
 */
import { screen, within } from '@testing-library/react';
import { logger } from '@/lib/logger';
import { renderApp, testUser } from '@/testing/render-app';
import { balance, balancesReply, pkg, projectPage } from './panel-fixtures';

beforeEach(() => {
  jest.spyOn(logger, 'error').mockImplementation(() => {});
});

const empty = {
  DashboardBalances: () => balancesReply([]),
  DashboardProjects: () => projectPage([]),
  DashboardSubscriptions: () => ({ data: { orders: { __typename: 'OrderPage', items: [], total: 0 } } }),
  DashboardPromotions: () => ({ data: { activePromotions: [] } }),
};

describe('/panel', () => {
  it('first run: create a project, then buy credits', async () => {
    renderApp('/panel', { user: testUser(), handlers: empty });
    const start = await screen.findByRole('region', { name: 'Get started' });
    expect(within(start).getByRole('link', { name: 'Create a project' })).toHaveAttribute('href', '/panel/projects/create');
    expect(within(start).getByText('Buy traffic credits')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Projects' })).toHaveTextContent('No projects yet.');
    expect(screen.getByRole('region', { name: 'Balance' })).toHaveTextContent('No credits yet.');
    expect(screen.queryByRole('region', { name: 'Promotion' })).not.toBeInTheDocument();
  });

  it('with a project but no credits, the next step is buying them', async () => {
    renderApp('/panel', {
      user: testUser(),
      handlers: {
        ...empty,
        DashboardProjects: () =>
          projectPage([{ __typename: 'Project', id: 12, title: 'My shop', expiredAt: null, campaignStatus: 'no_package' }]),
      },
    });
    const start = await screen.findByRole('region', { name: 'Get started' });
    expect(within(start).getByRole('link', { name: 'Buy traffic credits' })).toHaveAttribute('href', '/panel/billing/packages');
    expect(within(start).queryByRole('link', { name: 'Create a project' })).not.toBeInTheDocument();
  });

  it('populated: projects with status and expiry, balances, active subscriptions, the running promotion', async () => {
    const now = Date.now();
    renderApp('/panel', {
      user: testUser(),
      handlers: {
        DashboardBalances: () => balancesReply([balance(1, 4, pkg(3, 'Starter 10k')), balance(2, 0, pkg(4, 'Empty one'))]),
        DashboardProjects: () =>
          projectPage([
            { __typename: 'Project', id: 12, title: 'My shop', expiredAt: '2026-12-24T10:00:00.000Z', campaignStatus: 'active' },
            { __typename: 'Project', id: 13, title: 'Blog', expiredAt: null, campaignStatus: 'unknown' },
          ]),
        DashboardSubscriptions: () => ({
          data: {
            orders: {
              __typename: 'OrderPage',
              total: 1,
              items: [
                {
                  __typename: 'Order',
                  id: 88,
                  quantity: 2,
                  lastPaymentAt: '2026-11-20T08:00:00.000Z',
                  package: { __typename: 'Package', id: 3, name: 'Starter 10k' },
                },
              ],
            },
          },
        }),
        DashboardPromotions: () => ({
          data: {
            activePromotions: [
              {
                __typename: 'ActivePromotion',
                id: 1,
                type: 'credits_multiplier',
                creditsMultiplier: 2,
                offerTitle: 'Double traffic week',
                offerDescription: 'Twice the visitors for the same price.',
                startAt: new Date(now - 86_400_000).toISOString(),
                endAt: new Date(now + 3.5 * 86_400_000).toISOString(),
              },
            ],
          },
        }),
      },
    });
    const projects = await screen.findByRole('region', { name: 'Projects' });
    expect(await within(projects).findByRole('link', { name: 'My shop' })).toHaveAttribute('href', '/panel/projects/12');
    expect(projects).toHaveTextContent('Expires 2026-12-24');
    expect(within(projects).getByText('Campaign active')).toBeInTheDocument();
    expect(within(projects).getByText('Campaign status unknown')).toBeInTheDocument();
    const balances = screen.getByRole('region', { name: 'Balance' });
    expect(balances).toHaveTextContent('Starter 10k');
    expect(balances).toHaveTextContent('4 left');
    expect(balances).not.toHaveTextContent('Empty one');
    const subscriptions = screen.getByRole('region', { name: 'Active subscriptions' });
    expect(within(subscriptions).getByRole('link', { name: 'Starter 10k × 2' })).toHaveAttribute('href', '/panel/orders/88');
    const promotion = screen.getByRole('region', { name: 'Promotion' });
    expect(promotion).toHaveTextContent('Double traffic week');
    expect(promotion).toHaveTextContent('Save 50%');
    expect(promotion).toHaveTextContent('3 days left');
    expect(screen.queryByRole('region', { name: 'Get started' })).not.toBeInTheDocument();
  });

  it('a failing block leaves the others (docs/api.md#error-catalogue: logged)', async () => {
    renderApp('/panel', {
      user: testUser(),
      handlers: {
        ...empty,
        DashboardBalances: () => ({ status: 500, body: { errors: [{ message: 'boom' }] } }),
        DashboardProjects: () =>
          projectPage([{ __typename: 'Project', id: 12, title: 'My shop', expiredAt: null, campaignStatus: 'active' }]),
      },
    });
    expect(await screen.findByRole('link', { name: 'My shop' })).toBeInTheDocument();
    expect(logger.error).toHaveBeenCalled();
  });
});
