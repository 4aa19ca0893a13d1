/*
 * Admin projects (docs/product.md#screens-and-routes, docs/product.md#validation and docs/product.md#roles): grid filters in the URL,
 * settings edit by role, pages and statistics.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Role } from '@/lib/roles';
import { deliveryComparisonReply, onTarget } from '@/testing/delivery-comparison';
import type { FakeRequest } from '@/testing/fake-graphql';
import { renderApp, testUser } from '@/testing/render-app';
import { historyVersion, trafficHandlers, trafficSettings } from '@/testing/traffic-settings';

jest.setTimeout(60_000);

const manager = testUser([Role.Manager], { id: 3, login: 'manager@example.com' });
const support = testUser([Role.Support], { id: 4, login: 'support@example.com' });

function project(id: number, overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'Project',
    id,
    title: `Site ${id}`,
    url: `https://site${id}.example.com`,
    autoRenew: true,
    ownerId: 11,
    owner: { __typename: 'User', id: 11, email: 'owner@example.com' },
    package: { __typename: 'Package', id: 5, name: 'Starter', size: 1000, free: false },
    expiredAt: '2026-12-01T00:00:00.000Z',
    campaignStatus: 'active',
    reciprocalStatus: 'none',
    bought: 1000,
    delivered: 250,
    createdAt: '2026-11-01T10:00:00.000Z',
    ...overrides,
  };
}

const analytics = () => ({
  data: { projectGaId: 'G-TEST123', projectVisitorsCount: { __typename: 'ProjectVisitors', visitorsCount: 4321 } },
});

describe('admin projects list', () => {
  it('shows the page of projects, and an auto-renew filter goes into the URL as 1 and the query as true', async () => {
    const { router, requests } = renderApp('/admin/projects', {
      user: support,
      handlers: {
        AdminProjects: () => ({
          data: { projects: { __typename: 'ProjectPage', items: [project(1), project(2, { package: null })], total: 2 } },
        }),
      },
    });
    const grid = await screen.findByRole('grid', { name: 'Projects' });
    expect(await within(grid).findByText('Site 1')).toBeInTheDocument();
    expect(within(grid).getByText('Starter (1,000)')).toBeInTheDocument();
    const user = userEvent.setup();
    const filters = screen.getByRole('form', { name: 'Filter projects' });
    await user.click(within(filters).getByRole('combobox', { name: 'Auto-renew' }));
    await user.click(await screen.findByRole('option', { name: 'Yes' }));
    await user.click(within(filters).getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(router.state.location.search).toContain('autoRenew=1'));
    await waitFor(() =>
      expect(requests.filter((r) => r.operationName === 'AdminProjects').at(-1)?.variables).toMatchObject({ filter: { autoRenew: true } }),
    );
  });

  it('/admin/projects/statistics is the chooser: a row leads to that project statistics', async () => {
    const { router } = renderApp('/admin/projects/statistics', {
      user: support,
      handlers: { AdminProjects: () => ({ data: { projects: { __typename: 'ProjectPage', items: [project(8)], total: 1 } } }) },
    });
    expect(await screen.findByRole('heading', { name: 'Project statistics' })).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(await screen.findByText('Site 8'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/projects/statistics/8'));
  });
});

describe('admin project detail', () => {
  it('support sees the analytics id and visitor count and a read-only form', async () => {
    const { requests } = renderApp('/admin/projects/1', {
      user: support,
      handlers: { AdminProject: () => ({ data: { project: project(1) } }), AdminProjectAnalytics: analytics, ...trafficHandlers() },
    });
    expect(await screen.findByRole('heading', { name: 'Project: Site 1' })).toBeInTheDocument();
    const facts = await screen.findByRole('table', { name: 'Analytics' });
    expect(await within(facts).findByText('G-TEST123')).toBeInTheDocument();
    expect(within(facts).getByText('4,321')).toBeInTheDocument();
    expect(screen.getByText('Your role may view this record but not change it.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    expect(requests.some((r) => r.operationName === 'ProjectTrackingCode')).toBe(false);
  });

  it('a manager saves; a server violation shows under its field', async () => {
    const updates: FakeRequest[] = [];
    renderApp('/admin/projects/1', {
      user: manager,
      handlers: {
        AdminProject: () => ({ data: { project: project(1) } }),
        AdminProjectAnalytics: analytics,
        ...trafficHandlers(),
        ProjectTrackingCode: () => ({ data: { projectTrackingCode: [{ __typename: 'TrackingCode', ga_ids: ['G-TEST123'] }] } }),
        AdminUpdateProject: (req) => {
          updates.push(req);
          return {
            body: {
              errors: [
                {
                  message: 'url: The website did not answer.',
                  extensions: { code: 'BAD_USER_INPUT', violations: [{ propertyPath: 'url', message: 'The website did not answer.' }] },
                },
              ],
            },
          };
        },
      },
    });
    const form = await screen.findByRole('form', { name: 'Project' });
    const url = within(form).getByRole('textbox', { name: /Website address/ });
    await waitFor(() => expect(url).toHaveValue('https://site1.example.com'));
    const user = userEvent.setup();
    await user.clear(url);
    await user.type(url, 'not a url');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText(/starting with http/)).toBeInTheDocument();
    expect(updates).toHaveLength(0);
    await user.clear(url);
    await user.type(url, 'https://gone.example.com');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText('The website did not answer.')).toBeInTheDocument();
    expect(updates[0].variables).toEqual({ id: 1, input: { title: 'Site 1', url: 'https://gone.example.com', autoRenew: true } });
    // The panel's tracking-code card, for staff who may change the project.
    expect(await screen.findByRole('region', { name: 'Tracking codes' })).toBeInTheDocument();
  });
});

describe('admin project traffic settings', () => {
  it("a manager changes any project's settings; locks name the tier; the history names every author", async () => {
    const updates: FakeRequest[] = [];
    renderApp('/admin/projects/1', {
      user: manager,
      handlers: {
        AdminProject: () => ({ data: { project: project(1) } }),
        AdminProjectAnalytics: analytics,
        ProjectTrackingCode: () => ({ data: { projectTrackingCode: [] } }),
        ...trafficHandlers(trafficSettings({ tier: 'standard', beyondTier: ['geo.states'] }), [
          historyVersion(3, ['pace'], { byStaff: true, email: 'owner@example.com', actingAdminEmail: 'admin@example.com' }),
          historyVersion(2, ['geo', 'sources'], { byStaff: true, email: 'manager@example.com' }),
          historyVersion(1, ['devices'], { byStaff: false, email: 'owner@example.com' }),
        ]),
        UpdateProjectTrafficSettings: (req) => {
          updates.push(req);
          return { data: { updateProjectTrafficSettings: trafficSettings({ tier: 'standard', version: 4, summary: 'Saved by staff.' }) } };
        },
      },
    });
    const section = await screen.findByRole('region', { name: 'Traffic settings' });
    const form = within(section).getByRole('form', { name: 'Traffic settings' });
    await within(form).findByLabelText('Direct (%)');
    expect(within(section).getByText(/Saved under an earlier package; running in their standard form: states\./)).toBeInTheDocument();
    expect(within(form).getByRole('radio', { name: 'Business hours' })).toBeDisabled();
    expect(within(form).getByRole('combobox', { name: 'Search keywords' })).toBeDisabled();
    // The admin names the tier a setting needs; the packages page is the customer's.
    expect(within(form).getByText(/Search keywords need a Professional package\./)).toBeInTheDocument();
    expect(within(section).queryByRole('link', { name: 'See Professional packages' })).not.toBeInTheDocument();

    const history = screen.getByRole('list', { name: 'Settings history' });
    expect(
      within(history)
        .getAllByRole('listitem')
        .map((i) => i.textContent),
    ).toEqual([
      'Version 3: Pace2026-11-13 09:30 by owner@example.com (as admin@example.com)',
      'Version 2: Geo, Sources2026-11-12 09:30 by manager@example.com',
      'Version 1: Devices2026-11-11 09:30 by owner@example.com',
    ]);

    const user = userEvent.setup();
    await user.click(within(form).getByRole('button', { name: 'Save traffic settings' }));
    await waitFor(() => expect(updates).toHaveLength(1));
    expect(updates[0].variables).toMatchObject({ projectId: 1, input: { sources: { direct: 70, keywords: [] } } });
    expect(await within(section).findByText('Saved by staff.')).toBeInTheDocument();
  });

  it('support reads them without a Save button', async () => {
    renderApp('/admin/projects/1', {
      user: support,
      handlers: { AdminProject: () => ({ data: { project: project(1) } }), AdminProjectAnalytics: analytics, ...trafficHandlers() },
    });
    const section = await screen.findByRole('region', { name: 'Traffic settings' });
    expect(await within(section).findByLabelText('Direct (%)')).toHaveValue(70);
    expect(within(section).getByText('Your role may view these settings but not change them.')).toBeInTheDocument();
    expect(within(section).queryByRole('button', { name: 'Save traffic settings' })).not.toBeInTheDocument();
  });
});

describe('admin project pages and statistics', () => {
  it('lists the visited pages of the range in the URL', async () => {
    const { requests } = renderApp('/admin/projects/pages/1?from=2026-11-01&to=2026-11-07', {
      user: support,
      handlers: {
        AdminProjectPages: () => ({
          data: {
            project: { __typename: 'Project', id: 1, title: 'Site 1', url: 'https://site1.example.com' },
            projectPages: {
              __typename: 'ProjectPagesResult',
              total: 2,
              pages: [
                { __typename: 'PageCount', url: 'https://site1.example.com/a', visits: 1200 },
                { __typename: 'PageCount', url: 'https://site1.example.com/b', visits: 3 },
              ],
            },
          },
        }),
      },
    });
    const table = await screen.findByRole('table', { name: 'Visited pages' });
    expect(await within(table).findByText('https://site1.example.com/a')).toBeInTheDocument();
    expect(within(table).getByText('1,200')).toBeInTheDocument();
    expect(requests.find((r) => r.operationName === 'AdminProjectPages')?.variables).toMatchObject({
      projectId: 1,
      from: '2026-11-01',
      to: '2026-11-07',
      page: 1,
    });
  });

  it('draws the statistics with the panel components and the delivery progress', async () => {
    renderApp('/admin/projects/statistics/1?from=2026-11-01&to=2026-11-03', {
      user: support,
      handlers: {
        AdminProjectAnalytics: analytics,
        ProjectDeliveryComparison: () => deliveryComparisonReply(),
        AdminProjectStatistics: () => ({
          data: {
            project: {
              __typename: 'Project',
              id: 1,
              title: 'Site 1',
              url: 'https://site1.example.com',
              bought: 1000,
              delivered: 250,
              ...onTarget,
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
        }),
      },
    });
    expect(await screen.findByRole('heading', { name: 'Statistics: Site 1' })).toBeInTheDocument();
    expect(screen.getByText('250 of 1,000 visits delivered this period')).toBeInTheDocument();
    expect(screen.getByText('30 visits from 2026-11-01 to 2026-11-03.')).toBeInTheDocument();
    // Every day of the range, the empty ones as 0.
    const days = screen.getByRole('table', { name: 'Visits per day, day by day' });
    expect(within(days).getAllByRole('row')).toHaveLength(4);
    expect(await screen.findByText('G-TEST123')).toBeInTheDocument();
  });
});
