/* Admin projects (SPEC.md §2, §5, §6): grid filters in the URL, settings edit by role, pages and statistics. */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Role } from '@/lib/roles';
import type { FakeRequest } from '@/testing/fake-graphql';
import { renderApp, testUser } from '@/testing/render-app';

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
      handlers: { AdminProject: () => ({ data: { project: project(1) } }), AdminProjectAnalytics: analytics },
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
        AdminProjectStatistics: () => ({
          data: {
            project: { __typename: 'Project', id: 1, title: 'Site 1', url: 'https://site1.example.com', bought: 1000, delivered: 250 },
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
