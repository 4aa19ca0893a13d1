/*
 * Delivered versus ordered for staff (docs/targeting.md): the section on a project's statistics with the range in the
 * URL, the off-target flag above the figures while it is set, and the flag's gap in the projects grid.
 */
import { screen, within } from '@testing-library/react';
import { Role } from '@/lib/roles';
import { deliveryComparisonReply, offTarget, onTarget } from '@/testing/delivery-comparison';
import { renderApp, testUser } from '@/testing/render-app';

jest.setTimeout(60_000);

const support = testUser([Role.Support], { id: 4, login: 'support@example.com' });

const analytics = () => ({
  data: { projectGaId: 'G-TEST123', projectVisitorsCount: { __typename: 'ProjectVisitors', visitorsCount: 4321 } },
});

function statisticsReply(flag: Record<string, unknown>) {
  return {
    data: {
      project: {
        __typename: 'Project',
        id: 1,
        title: 'Site 1',
        url: 'https://site1.example.com',
        bought: 1000,
        delivered: 250,
        ...flag,
      },
      projectStatistics: {
        __typename: 'ProjectStatistics',
        total: 30,
        perDay: [{ __typename: 'DayCount', day: '2026-11-02', visits: 30 }],
        countries: [{ __typename: 'KeyCount', key: 'US', visits: 30 }],
        referrers: [],
        devices: [{ __typename: 'KeyCount', key: 'desktop', visits: 30 }],
      },
    },
  };
}

function listProject(id: number, flag: Record<string, unknown>) {
  return {
    __typename: 'Project',
    id,
    title: `Site ${id}`,
    url: `https://site${id}.example.com`,
    ownerId: 11,
    owner: { __typename: 'User', id: 11, email: 'owner@example.com' },
    package: null,
    expiredAt: null,
    autoRenew: false,
    createdAt: '2026-11-01T10:00:00.000Z',
    ...flag,
  };
}

describe('admin project statistics: delivered versus ordered', () => {
  it('shows the comparison of the range in the URL and the off-target flag above the figures', async () => {
    const { requests } = renderApp('/admin/projects/statistics/1?from=2026-11-01&to=2026-11-03', {
      user: support,
      handlers: {
        AdminProjectAnalytics: analytics,
        AdminProjectStatistics: () => statisticsReply(offTarget),
        ProjectDeliveryComparison: () => deliveryComparisonReply(),
      },
    });
    const section = await screen.findByRole('region', { name: 'Delivered versus ordered' });
    expect(await within(section).findByText('82.4 % of delivered visits matched the order')).toBeInTheDocument();
    expect(requests.find((r) => r.operationName === 'ProjectDeliveryComparison')?.variables).toEqual({
      projectId: 1,
      from: '2026-11-01',
      to: '2026-11-03',
    });
    const v3 = within(section).getByRole('region', { name: 'Settings version 3' });
    expect(
      within(within(v3).getByRole('table', { name: 'Countries: ordered versus delivered, settings version 3' })).getByRole('row', {
        name: 'US 60.0 % 45.5 % 14.5',
      }),
    ).toBeInTheDocument();
    expect(within(section).getByRole('table', { name: 'Daily pace, day by day' })).toBeInTheDocument();

    const warning = screen.getByText('Delivery is off its order by 22.5 points (countries: US) since 2026-11-10').closest('[role="alert"]');
    expect(warning).toHaveTextContent(/clears by itself/);
    expect(
      warning!.compareDocumentPosition(screen.getByText('250 of 1,000 visits delivered this period')) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
  });

  it('shows no warning while the project is on target', async () => {
    renderApp('/admin/projects/statistics/1?from=2026-11-01&to=2026-11-03', {
      user: support,
      handlers: {
        AdminProjectAnalytics: analytics,
        AdminProjectStatistics: () => statisticsReply(onTarget),
        ProjectDeliveryComparison: () => deliveryComparisonReply(),
      },
    });
    expect(await screen.findByText('82.4 % of delivered visits matched the order')).toBeInTheDocument();
    expect(screen.queryByText(/^Delivery is off/)).toBeNull();
  });
});

describe('admin projects list: off target', () => {
  it('shows the gap of a flagged project and nothing for the others', async () => {
    renderApp('/admin/projects', {
      user: support,
      handlers: {
        AdminProjects: () => ({
          data: { projects: { __typename: 'ProjectPage', items: [listProject(1, offTarget), listProject(2, onTarget)], total: 2 } },
        }),
      },
    });
    const grid = await screen.findByRole('grid', { name: 'Projects' });
    expect(await within(grid).findByText('Site 1')).toBeInTheDocument();
    expect(within(grid).getByRole('columnheader', { name: 'Off target' })).toBeInTheDocument();
    const flagged = within(grid).getByText('Site 1').closest('[role="row"]') as HTMLElement;
    expect(within(flagged).getByText('22.5 points')).toBeInTheDocument();
    const other = within(grid).getByText('Site 2').closest('[role="row"]') as HTMLElement;
    expect(within(other).queryByText(/points$/)).toBeNull();
  });
});
