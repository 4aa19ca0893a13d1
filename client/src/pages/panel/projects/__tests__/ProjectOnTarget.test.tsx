/*
 * /panel/projects/{id}, the traffic order's headline (docs/targeting.md "Delivered versus ordered"): the share of the
 * last 30 days' visits that matched the order, with the way to the full comparison, and the off-target warning while
 * the project has one.
 */
import { screen, within } from '@testing-library/react';
import { logger } from '@/lib/logger';
import { renderApp, testUser } from '@/testing/render-app';
import { trafficHandlers, trafficSettings } from '@/testing/traffic-settings';
import { balance, balancesReply, calls, pkg, project } from './panel-fixtures';

jest.setTimeout(60_000);

beforeEach(() => {
  jest.spyOn(logger, 'error').mockImplementation(() => {});
});

const pageHandlers = (projectOverrides: Record<string, unknown>, comparison: { visits: number; matchedShare: number | null }) => ({
  PanelProject: () => ({ data: { project: project({ package: pkg(3, 'Starter 10k'), campaignStatus: 'active', ...projectOverrides }) } }),
  BreadcrumbProject: () => ({ data: { project: { __typename: 'Project', id: 12, title: 'My shop' } } }),
  ActiveReciprocalLinks: () => ({ data: { activeReciprocalLinks: [] } }),
  AssignableBalances: () => balancesReply([balance(1, 3)]),
  ...trafficHandlers(trafficSettings()),
  ProjectOnTarget: () => ({ data: { projectDeliveryComparison: { __typename: 'DeliveryComparison', ...comparison } } }),
});

describe('the on-target figure of the project page', () => {
  it('says what share of the last 30 days matched the order and links to the comparison', async () => {
    const { requests } = renderApp('/panel/projects/12', {
      user: testUser(),
      handlers: pageHandlers({}, { visits: 1540, matchedShare: 82.4 }),
    });
    const order = await screen.findByRole('region', { name: 'Traffic order' });
    expect(await within(order).findByText(/On target:/)).toHaveTextContent(
      'On target: 82.4 % of the 1,540 visits of the last 30 days matched the order.',
    );
    expect(within(order).getByRole('link', { name: 'Delivered versus ordered' })).toHaveAttribute('href', '/panel/projects/statistics/12');
    expect(calls(requests, 'ProjectOnTarget')[0].variables).toEqual({ projectId: 12 });
    expect(within(order).queryByText(/Delivery is off/)).not.toBeInTheDocument();
  });

  it('says when nothing was delivered yet, and shows the warning of a project off its order', async () => {
    renderApp('/panel/projects/12', {
      user: testUser(),
      handlers: pageHandlers(
        { offTargetSince: '2026-11-27T10:00:00.000Z', offTargetGap: 22.5, offTargetOn: 'countries: US' },
        { visits: 0, matchedShare: null },
      ),
    });
    const order = await screen.findByRole('region', { name: 'Traffic order' });
    expect(await within(order).findByText(/no visits delivered in the last 30 days/)).toBeInTheDocument();
    expect(within(order).getByText(/Delivery is off your order/)).toHaveTextContent(
      'Delivery is off your order by 22.5 points (countries: US) since 2026-11-27.',
    );
  });
});
