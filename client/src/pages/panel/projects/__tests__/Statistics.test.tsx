/*
 * The statistics screens: the last 30 days by default, the chart drawn from the server's per-day
 * counts, the dimensions as tables, top pages paged through projectPages, the CSV export fetched with the
 * session's bearer token and handed to the browser as a file, and delivered versus ordered with the off-target warning.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { defaultRange } from '@/features/projects/statistics-range';
import { logger } from '@/lib/logger';
import { deliveryComparisonReply, emptyDeliveryComparisonReply, offTarget, onTarget } from '@/testing/delivery-comparison';
import { graphqlError } from '@/testing/fake-graphql';
import { renderApp, testUser } from '@/testing/render-app';
import { calls, projectPage } from './panel-fixtures';

beforeEach(() => {
  jest.spyOn(logger, 'error').mockImplementation(() => {});
  // Only the date is fixed (timers run as usual): the default range, the last 30 days, holds the fixture's days
  // whatever day the suite runs, and no midnight passes between drawing and checking.
  jest.useFakeTimers({
    now: TODAY,
    doNotFake: [
      'setTimeout',
      'clearTimeout',
      'setInterval',
      'clearInterval',
      'setImmediate',
      'clearImmediate',
      'queueMicrotask',
      'nextTick',
      'requestAnimationFrame',
      'cancelAnimationFrame',
      'requestIdleCallback',
      'cancelIdleCallback',
      'performance',
      'hrtime',
    ],
  });
});

afterEach(() => {
  jest.useRealTimers();
});

/** A day whose last 30 days hold the fixture's 2026-11-01 to 2026-11-03. */
const TODAY = new Date('2026-11-15T12:00:00Z');

const kc = (key: string, visits: number) => ({ __typename: 'KeyCount', key, visits });

const statistics = {
  __typename: 'ProjectStatistics',
  total: 1540,
  perDay: [
    { __typename: 'DayCount', day: '2026-11-01', visits: 700 },
    { __typename: 'DayCount', day: '2026-11-02', visits: 840 },
  ],
  countries: [kc('US', 1200), kc('DE', 340)],
  referrers: [kc('google.com', 1000), kc('', 540)],
  devices: [kc('desktop', 1100), kc('mobile', 440)],
};

function pagesReply(page: number, limit: number, total = 23) {
  const count = Math.max(0, Math.min(limit, total - (page - 1) * limit));
  return {
    data: {
      projectPages: {
        __typename: 'ProjectPagesResult',
        total,
        pages: Array.from({ length: count }, (_, i) => ({
          __typename: 'PageCount',
          url: `https://shop.example.com/p${(page - 1) * limit + i + 1}`,
          visits: 100 - i,
        })),
      },
    },
  };
}

const handlers = {
  ProjectStatistics: () => ({
    data: {
      project: { __typename: 'Project', id: 12, title: 'My shop', url: 'https://shop.example.com/', ...onTarget },
      projectStatistics: statistics,
    },
  }),
  ProjectDeliveryComparison: () => deliveryComparisonReply(),
  ProjectPages: ({ variables }: { variables: Record<string, unknown> }) => pagesReply(variables.page as number, variables.limit as number),
  BreadcrumbProject: () => ({ data: { project: { __typename: 'Project', id: 12, title: 'My shop' } } }),
};

describe('/panel/projects/statistics/{id}', () => {
  it('asks for the last 30 days and draws the visits per day, countries, referrers and devices', async () => {
    const { requests } = renderApp('/panel/projects/statistics/12', { user: testUser(), handlers });
    const chart = await screen.findByRole('figure', { name: 'Visits per day' });
    expect(chart.querySelector('.MuiLineChart-line')).not.toBeNull();
    // Every day of the range is drawn, 0 where the server has no row; the numbers are in the table too.
    const days = within(chart).getByRole('table', { name: 'Visits per day, day by day' });
    expect(within(days).getAllByRole('row')).toHaveLength(1 + 30);
    expect(within(days).getByRole('row', { name: '2026-11-01 700' })).toBeInTheDocument();
    expect(within(days).getByRole('row', { name: '2026-11-02 840' })).toBeInTheDocument();
    expect(within(days).getByRole('row', { name: '2026-11-03 0' })).toBeInTheDocument();
    expect(screen.getByText(/^1,540 visits from/)).toBeInTheDocument();
    const range = defaultRange();
    expect(calls(requests, 'ProjectStatistics')[0].variables).toEqual({ projectId: 12, ...range });
    expect(calls(requests, 'ProjectPages')[0].variables).toEqual({ projectId: 12, ...range, page: 1, limit: 10 });
    expect(new Date(`${range.to}T00:00:00Z`).getTime() - new Date(`${range.from}T00:00:00Z`).getTime()).toBe(29 * 86_400_000);

    const countries = screen.getByRole('table', { name: 'Countries' });
    expect(within(countries).getByRole('row', { name: 'US 1,200' })).toBeInTheDocument();
    expect(within(screen.getByRole('table', { name: 'Referrers' })).getByRole('row', { name: '(none) 540' })).toBeInTheDocument();
    expect(within(screen.getByRole('table', { name: 'Devices' })).getByRole('row', { name: 'mobile 440' })).toBeInTheDocument();
    expect(within(screen.getByRole('navigation', { name: 'Breadcrumb' })).getByText('My shop')).toBeInTheDocument();
  });

  it('switches the chart to bars', async () => {
    renderApp('/panel/projects/statistics/12', { user: testUser(), handlers });
    const chart = await screen.findByRole('figure', { name: 'Visits per day' });
    expect(chart.querySelector('.MuiLineChart-line, [class*="MuiLineChart"]')).not.toBeNull();
    await userEvent.setup().click(within(chart).getByRole('button', { name: 'Bars' }));
    await waitFor(() => expect(chart.querySelector('[class*="MuiLineChart"]')).toBeNull());
    expect(chart.querySelectorAll('.MuiBarChart-element').length).toBeGreaterThan(0);
  });

  it('pages through the top pages', async () => {
    const { requests } = renderApp('/panel/projects/statistics/12?from=2026-11-01&to=2026-11-07', { user: testUser(), handlers });
    const top = await screen.findByRole('region', { name: 'Top pages' });
    expect(await within(top).findByText('https://shop.example.com/p1')).toBeInTheDocument();
    const nav = within(top).getByRole('navigation', { name: 'Top pages pages' });
    expect(
      within(nav)
        .getAllByRole('link')
        .filter((a) => /^Page/.test(a.getAttribute('aria-label') ?? ''))
        .map((a) => a.textContent),
    ).toEqual(['1', '2', '3']);
    await userEvent.setup().click(within(nav).getByRole('link', { name: 'Page 3' }));
    expect(await within(top).findByText('https://shop.example.com/p21')).toBeInTheDocument();
    expect(calls(requests, 'ProjectPages').at(-1)!.variables).toEqual({
      projectId: 12,
      from: '2026-11-01',
      to: '2026-11-07',
      page: 3,
      limit: 10,
    });
    // The range stays while paging.
    expect(calls(requests, 'ProjectStatistics').every((r) => r.variables.from === '2026-11-01' && r.variables.to === '2026-11-07')).toBe(
      true,
    );
  });

  it('a new range asks again and starts the pages from 1', async () => {
    const { requests, router } = renderApp('/panel/projects/statistics/12?from=2026-11-01&to=2026-11-07&page=2', {
      user: testUser(),
      handlers,
    });
    fireEvent.change(await screen.findByLabelText('From'), { target: { value: '2026-10-01' } });
    await waitFor(() =>
      expect(calls(requests, 'ProjectStatistics').at(-1)!.variables).toEqual({ projectId: 12, from: '2026-10-01', to: '2026-11-07' }),
    );
    expect(new URLSearchParams(router.state.location.search).get('page')).toBeNull();
  });

  it('downloads the CSV of the range with the bearer token', async () => {
    const csv = 'visitId,at,pageUrl,country,referrer,device\n1,2026-11-01T10:00:00Z,https://shop.example.com/,US,,desktop\n';
    const fetchMock = jest.fn(async () => new Response(csv, { status: 200, headers: { 'Content-Type': 'text/csv' } }));
    const originalFetch = globalThis.fetch;
    globalThis.fetch = fetchMock as unknown as typeof fetch;
    const created: Blob[] = [];
    const createObjectURL = jest.fn((blob: Blob) => {
      created.push(blob);
      return 'blob:visits';
    });
    Object.assign(URL, { createObjectURL, revokeObjectURL: jest.fn() });
    const clicked: HTMLAnchorElement[] = [];
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this);
    });
    try {
      renderApp('/panel/projects/statistics/12?from=2026-11-01&to=2026-11-07', { user: testUser(), handlers });
      await userEvent.setup().click(await screen.findByRole('button', { name: 'Download CSV' }));
      await waitFor(() => expect(clicked).toHaveLength(1));
      const visitsCalls = fetchMock.mock.calls.filter((c) => String((c as unknown[])[0]).includes('visits.csv')) as unknown as [
        string,
        RequestInit,
      ][];
      expect(visitsCalls).toHaveLength(1);
      expect(visitsCalls[0][0]).toBe('/api/projects/12/visits.csv?from=2026-11-01&to=2026-11-07');
      expect((visitsCalls[0][1].headers as Record<string, string>).Authorization).toBe('Bearer test-token');
      expect(await created[0].text()).toBe(csv);
      expect(clicked[0].download).toBe('project-12-visits-2026-11-01-to-2026-11-07.csv');
      expect(clicked[0].href).toBe('blob:visits');
    } finally {
      globalThis.fetch = originalFetch;
    }
  });

  it('says when the download failed', async () => {
    const originalFetch = globalThis.fetch;
    globalThis.fetch = jest.fn(async () => new Response('{"code":404,"message":"Not Found"}', { status: 404 })) as unknown as typeof fetch;
    try {
      renderApp('/panel/projects/statistics/12', { user: testUser(), handlers });
      await userEvent.setup().click(await screen.findByRole('button', { name: 'Download CSV' }));
      expect(await screen.findByText('Unable to download the visits. Please try again.')).toBeInTheDocument();
    } finally {
      globalThis.fetch = originalFetch;
    }
  });

  it('another user\'s project: "Unable to obtain project data" with 404', async () => {
    renderApp('/panel/projects/statistics/77', {
      user: testUser(),
      handlers: { ...handlers, ProjectStatistics: () => graphqlError('Not Found', 'NOT_FOUND') },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Unable to obtain project dataStatus 404');
  });
});

describe('/panel/projects/statistics/{id}: delivered versus ordered', () => {
  it('shows the matched share, each settings version newest first with its tables, and the daily pace', async () => {
    const { requests } = renderApp('/panel/projects/statistics/12', { user: testUser(), handlers });
    const section = await screen.findByRole('region', { name: 'Delivered versus ordered' });
    expect(await within(section).findByText('82.4 % of delivered visits matched your order')).toBeInTheDocument();
    expect(within(section).getByText(/divided by the 1,540 visits judged from/)).toBeInTheDocument();
    expect(calls(requests, 'ProjectDeliveryComparison')[0].variables).toEqual({ projectId: 12, ...defaultRange() });

    expect(
      within(section)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Settings version 3', 'Settings version 2', 'Daily pace']);
    const v3 = within(section).getByRole('region', { name: 'Settings version 3' });
    expect(within(v3).getByText('1,140 visits, 80.1 % matched. Largest gap: 16.5 points (countries: FR).')).toBeInTheDocument();

    const countries = within(v3).getByRole('table', { name: 'Countries: ordered versus delivered, settings version 3' });
    expect(within(countries).getByRole('columnheader', { name: 'Gap (points)' })).toBeInTheDocument();
    expect(within(countries).getByRole('row', { name: 'US 60.0 % 45.5 % 14.5' })).toBeInTheDocument();
    expect(within(countries).getByRole('row', { name: 'FR 0.0 % 16.5 % 16.5' })).toBeInTheDocument();
    // A report without a source has no order to be set beside.
    const sources = within(v3).getByRole('table', { name: 'Sources: ordered versus delivered, settings version 3' });
    expect(within(sources).getByRole('row', { name: 'Not reported — 12.0 % —' })).toBeInTheDocument();
    expect(within(sources).getByRole('row', { name: 'Organic search 30.0 % 27.8 % 2.2' })).toBeInTheDocument();
    // A worldwide order chooses no country.
    const v2 = within(section).getByRole('region', { name: 'Settings version 2' });
    const worldwide = within(v2).getByRole('table', { name: 'Countries: ordered versus delivered, settings version 2' });
    expect(within(worldwide).getByRole('row', { name: 'US — 70.0 % —' })).toBeInTheDocument();
    expect(within(v2).getByRole('table', { name: 'Devices: ordered versus delivered, settings version 2' })).toBeInTheDocument();
    // Each chart is named and described for screen readers; its numbers are the table's.
    const chart = within(v3).getByRole('figure', { name: 'Countries: ordered versus delivered, settings version 3' });
    expect(chart).toHaveAccessibleDescription(/percent ordered and the percent delivered per country/);
    // jsdom lays the chart out 100 px wide, narrower than its axis: the series are drawn, the bars have no room.
    expect(chart.querySelectorAll('.MuiBarChart-series')).toHaveLength(2);

    const pace = within(section).getByRole('region', { name: 'Daily pace' });
    expect(
      within(pace).getByRole('figure', { name: 'Daily pace: visitors ordered versus delivered' }).querySelector('.MuiLineChart-line'),
    ).not.toBeNull();
    const paceTable = within(pace).getByRole('table', { name: 'Daily pace, day by day' });
    expect(within(paceTable).getAllByRole('row')).toHaveLength(1 + 3);
    expect(within(paceTable).getByRole('row', { name: '2026-11-02 500 840' })).toBeInTheDocument();
    expect(within(pace).getByText('The numbers, day by day').closest('details')).not.toHaveAttribute('open');
    expect(screen.queryByText(/^Delivery is off/)).toBeNull();
  });

  it('says when there is nothing delivered to judge', async () => {
    renderApp('/panel/projects/statistics/12', {
      user: testUser(),
      handlers: { ...handlers, ProjectDeliveryComparison: emptyDeliveryComparisonReply },
    });
    const section = await screen.findByRole('region', { name: 'Delivered versus ordered' });
    expect(await within(section).findByText('No delivered visits to judge in this range yet')).toBeInTheDocument();
    expect(within(section).queryByRole('heading', { name: /^Settings version/ })).toBeNull();
    expect(within(section).getByRole('row', { name: '2026-11-01 500 0' })).toBeInTheDocument();
  });

  it('asks again for a new range', async () => {
    const { requests } = renderApp('/panel/projects/statistics/12?from=2026-11-01&to=2026-11-07', { user: testUser(), handlers });
    await screen.findByText('82.4 % of delivered visits matched your order');
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-11-10' } });
    await waitFor(() =>
      expect(calls(requests, 'ProjectDeliveryComparison').at(-1)!.variables).toEqual({
        projectId: 12,
        from: '2026-11-01',
        to: '2026-11-10',
      }),
    );
  });

  it('shows an error in the section alone when the comparison fails', async () => {
    renderApp('/panel/projects/statistics/12', {
      user: testUser(),
      handlers: { ...handlers, ProjectDeliveryComparison: () => graphqlError('boom', 'INTERNAL_SERVER_ERROR', 500) },
    });
    const section = await screen.findByRole('region', { name: 'Delivered versus ordered' });
    expect(await within(section).findByText('Unable to load the comparison of delivered and ordered visits.')).toBeInTheDocument();
    expect(screen.getByRole('figure', { name: 'Visits per day' })).toBeInTheDocument();
  });

  it('warns at the top while the project is off target', async () => {
    renderApp('/panel/projects/statistics/12', {
      user: testUser(),
      handlers: {
        ...handlers,
        ProjectStatistics: () => ({
          data: {
            project: { __typename: 'Project', id: 12, title: 'My shop', url: 'https://shop.example.com/', ...offTarget },
            projectStatistics: statistics,
          },
        }),
      },
    });
    const warning = (await screen.findByText('Delivery is off your order by 22.5 points (countries: US) since 2026-11-10')).closest(
      '[role="alert"]',
    );
    expect(warning).toHaveTextContent(/clears by itself/);
    // Above the figures.
    expect(
      warning!.compareDocumentPosition(screen.getByRole('figure', { name: 'Visits per day' })) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
  });
});

describe('/panel/projects/statistics', () => {
  it('draws the visits per day of all projects and links each project to its own statistics', async () => {
    const { requests } = renderApp('/panel/projects/statistics?from=2026-11-01&to=2026-11-02', {
      user: testUser(),
      handlers: {
        AllProjectsStatistics: () => ({
          data: { projectStatistics: { __typename: 'ProjectStatistics', total: 1540, perDay: statistics.perDay } },
        }),
        StatisticsProjects: () => projectPage([{ __typename: 'Project', id: 12, title: 'My shop' }]),
      },
    });
    const chart = await screen.findByRole('figure', { name: 'Visits per day' });
    expect(within(chart).getByRole('row', { name: '2026-11-01 700' })).toBeInTheDocument();
    expect(within(chart).getByRole('row', { name: '2026-11-02 840' })).toBeInTheDocument();
    expect(screen.getByText('1,540 visits from 2026-11-01 to 2026-11-02 over all your projects.')).toBeInTheDocument();
    expect(calls(requests, 'AllProjectsStatistics')[0].variables).toEqual({ from: '2026-11-01', to: '2026-11-02' });
    expect(await screen.findByRole('link', { name: 'My shop' })).toHaveAttribute(
      'href',
      '/panel/projects/statistics/12?from=2026-11-01&to=2026-11-02',
    );
  });
});
