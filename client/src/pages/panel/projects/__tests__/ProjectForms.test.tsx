/*
 * /panel/projects/create and /panel/projects/{id}: validation before sending, the traffic settings chosen with a new
 * project (those of the standard tier, the professional ones locked), server violations under the fields, the package
 * assignment's confirmation and mutation, tracking codes for VIP and above only (docs/product.md#roles), status chips with
 * "unknown" said as such (docs/product.md#states), and "Unable to obtain project data" with the status (docs/api.md#error-catalogue).
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { logger } from '@/lib/logger';
import { graphqlError } from '@/testing/fake-graphql';
import { renderApp, testUser } from '@/testing/render-app';
import { defaultTrafficSettings, trafficHandlers } from '@/testing/traffic-settings';
import { balance, balancesReply, calls, pkg, project, violation, violations } from './panel-fixtures';

beforeEach(() => {
  jest.spyOn(logger, 'error').mockImplementation(() => {});
});

const projectReply =
  (overrides: Record<string, unknown> = {}) =>
  () => ({ data: { project: project(overrides) } });
const pageHandlers = (overrides: Record<string, unknown> = {}) => ({
  PanelProject: projectReply(overrides),
  BreadcrumbProject: () => ({ data: { project: { __typename: 'Project', id: 12, title: 'My shop' } } }),
  ActiveReciprocalLinks: () => ({
    data: { activeReciprocalLinks: [{ __typename: 'ReciprocalLink', id: 4, url: 'https://partner.example.org/', anchor: 'Partner' }] },
  }),
  AssignableBalances: () => balancesReply([balance(1, 3, pkg(3, 'Starter 10k', 10_000, 30))]),
  ...trafficHandlers(defaultTrafficSettings()),
});

/** What the create page sends for the server's defaults on the standard tier. */
const DEFAULTS_INPUT = {
  geo: { split: 'even', countries: [] },
  sources: { direct: 100, organic: 0, social: 0, referral: 0, searchEngine: null, keywords: [], socialNetworks: [], referrers: [] },
  devices: { desktop: 40, mobile: 55, tablet: 5 },
  behaviour: { bounceRate: 50, minDurationSeconds: 30, maxDurationSeconds: 120, pagesPerVisit: 2, pages: [] },
  pace: { curve: 'even', timeZone: null, rampUpDays: null, utm: null },
};

const created = () => ({
  data: { createProject: { __typename: 'Project', id: 12, title: 'My shop', url: 'https://shop.example.com/', autoRenew: false } },
});

/** The create page's form, once the defaults have come. */
async function createForm() {
  const form = await screen.findByRole('form', { name: 'Project' });
  await within(form).findByLabelText('Direct (%)');
  return form;
}

async function typeInto(field: HTMLElement, value: string) {
  const user = userEvent.setup();
  await user.clear(field);
  await user.type(field, value);
}

describe('/panel/projects/create', () => {
  it('refuses a blank title and an address that is not http(s) before sending anything', async () => {
    const { requests } = renderApp('/panel/projects/create', { user: testUser(), handlers: trafficHandlers() });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Website address'), 'ftp://shop.example.com');
    await user.click(screen.getByRole('button', { name: 'Create project' }));
    expect(await screen.findByText('Give the project a title.')).toBeInTheDocument();
    expect(screen.getByLabelText('Website address')).toHaveAccessibleDescription(
      'Enter the full address of your website, starting with http:// or https://.',
    );
    expect(calls(requests, 'CreateProject')).toHaveLength(0);
  });

  it('creates the project on the default traffic settings and opens it', async () => {
    const { requests, router } = renderApp('/panel/projects/create', {
      user: testUser(),
      handlers: {
        CreateProject: () => ({
          data: { createProject: { __typename: 'Project', id: 12, title: 'My shop', url: 'https://shop.example.com/', autoRenew: true } },
        }),
        ...pageHandlers(),
      },
    });
    const form = await createForm();
    expect(within(form).getByRole('heading', { level: 2, name: 'Traffic settings' })).toBeInTheDocument();
    expect(within(form).getByRole('radio', { name: 'Worldwide' })).toBeChecked();
    expect(within(form).getByLabelText('Mobile (%)')).toHaveValue(55);
    const user = userEvent.setup();
    await user.type(within(form).getByLabelText('Title'), ' My shop ');
    await user.type(within(form).getByLabelText('Website address'), 'https://shop.example.com');
    await user.click(within(form).getByLabelText(/Renew automatically/));
    await user.click(within(form).getByRole('button', { name: 'Create project' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/panel/projects/12'));
    expect(calls(requests, 'CreateProject').map((r) => r.variables)).toEqual([
      { input: { title: 'My shop', url: 'https://shop.example.com', autoRenew: true }, trafficSettings: DEFAULTS_INPUT },
    ]);
    expect(await screen.findByRole('heading', { level: 1, name: 'My shop' })).toBeInTheDocument();
    expect(await screen.findByRole('form', { name: 'Traffic settings' })).toBeInTheDocument();
  });

  it('sends the countries split by shares and the devices split chosen with the project', async () => {
    const { requests, router } = renderApp('/panel/projects/create', {
      user: testUser(),
      handlers: { CreateProject: created, ...pageHandlers() },
    });
    const form = await createForm();
    const user = userEvent.setup();
    await user.type(within(form).getByLabelText('Title'), 'My shop');
    await user.type(within(form).getByLabelText('Website address'), 'https://shop.example.com');
    await user.click(within(form).getByRole('radio', { name: 'Chosen countries' }));
    const countries = within(form).getByRole('combobox', { name: 'Countries' });
    await user.type(countries, 'United');
    await user.click(await screen.findByRole('option', { name: 'United States' }));
    await user.type(countries, 'Can');
    await user.click(await screen.findByRole('option', { name: 'Canada' }));
    const split = within(form).getByRole('radiogroup', { name: 'Split between the countries' });
    await user.click(within(split).getByRole('radio', { name: 'By shares' }));
    await typeInto(within(form).getByLabelText('Share of United States (%)'), '70');
    await typeInto(within(form).getByLabelText('Share of Canada (%)'), '30');
    await typeInto(within(form).getByLabelText('Desktop (%)'), '25');
    await typeInto(within(form).getByLabelText('Mobile (%)'), '65');
    await typeInto(within(form).getByLabelText('Tablet (%)'), '10');
    expect(within(within(form).getByRole('group', { name: 'Devices' })).getByRole('status')).toHaveTextContent('Total: 100 %');
    await user.click(within(form).getByRole('button', { name: 'Create project' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/panel/projects/12'));
    expect(calls(requests, 'CreateProject').map((r) => r.variables)).toEqual([
      {
        input: { title: 'My shop', url: 'https://shop.example.com', autoRenew: false },
        trafficSettings: {
          ...DEFAULTS_INPUT,
          geo: {
            split: 'shares',
            countries: [
              { code: 'US', share: 70, states: [], cities: [] },
              { code: 'CA', share: 30, states: [], cities: [] },
            ],
          },
          devices: { desktop: 25, mobile: 65, tablet: 10 },
        },
      },
    ]);
  });

  it('puts the server violation under the address', async () => {
    renderApp('/panel/projects/create', {
      user: testUser(),
      handlers: { CreateProject: () => violation('url', 'This value is not a valid URL.'), ...trafficHandlers() },
    });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Title'), 'My shop');
    await user.type(screen.getByLabelText('Website address'), 'https://shop.example.com');
    await user.click(screen.getByRole('button', { name: 'Create project' }));
    await waitFor(() => expect(screen.getByLabelText('Website address')).toHaveAccessibleDescription('This value is not a valid URL.'));
  });

  it("puts the settings' violations on their fields, the project's on its own and the rest in an alert", async () => {
    const { router } = renderApp('/panel/projects/create', {
      user: testUser(),
      handlers: {
        ...trafficHandlers(),
        CreateProject: () =>
          violations([
            ['trafficSettings.devices', 'The shares must add up to 100 (they add up to 110).'],
            ['url', 'This value is not a valid URL.'],
            ['trafficSettings.behaviour.minDurationSeconds', 'At least 5 seconds.'],
            ['trafficSettings.geo.countries[3].code', 'Unknown country.'],
          ]),
      },
    });
    const form = await createForm();
    const user = userEvent.setup();
    await user.type(within(form).getByLabelText('Title'), 'My shop');
    await user.type(within(form).getByLabelText('Website address'), 'https://shop.example.com');
    await user.click(within(form).getByRole('button', { name: 'Create project' }));

    const devices = within(form).getByRole('group', { name: 'Devices' });
    expect(await within(devices).findByText('The shares must add up to 100 (they add up to 110).')).toBeInTheDocument();
    expect(within(form).getByLabelText('Website address')).toHaveAccessibleDescription('This value is not a valid URL.');
    expect(within(form).getByLabelText('Shortest visit (s)')).toHaveAccessibleDescription('At least 5 seconds.');
    // A worldwide order has no fourth country to put it on.
    expect(within(form).getByRole('alert')).toHaveTextContent('Unknown country.');
    expect(router.state.location.pathname).toBe('/panel/projects/create');
  });

  it('shows the professional settings locked, with the link to the packages, and sends their standard form', async () => {
    const { requests } = renderApp('/panel/projects/create', {
      user: testUser(),
      handlers: { CreateProject: created, ...pageHandlers() },
    });
    const form = await createForm();
    expect(
      within(form).getByText(
        /A new project has no package yet, so it is on the Standard tier: States, cities, search keywords and the business-hours pace need a Professional package\./,
      ),
    ).toBeInTheDocument();
    expect(within(form).getByRole('radio', { name: 'Business hours' })).toBeDisabled();
    expect(within(form).getByRole('radio', { name: 'Even' })).toBeEnabled();
    const user = userEvent.setup();
    await user.click(within(form).getByRole('radio', { name: 'Chosen countries' }));
    await user.type(within(form).getByRole('combobox', { name: 'Countries' }), 'United');
    await user.click(await screen.findByRole('option', { name: 'United States' }));
    const narrowing = within(await within(form).findByRole('region', { name: 'United States' })).getByRole('radiogroup', {
      name: 'Narrow United States to',
    });
    expect(within(narrowing).getByRole('radio', { name: 'States' })).toBeDisabled();
    expect(within(narrowing).getByRole('radio', { name: 'Cities' })).toBeDisabled();
    await typeInto(within(form).getByLabelText('Direct (%)'), '50');
    await typeInto(within(form).getByLabelText('Organic search (%)'), '50');
    expect(within(form).getByRole('combobox', { name: 'Search keywords' })).toBeDisabled();
    const links = within(form).getAllByRole('link', { name: 'See Professional packages' });
    // The note above the settings, the narrowing of the country, the keywords and the pace.
    expect(links).toHaveLength(4);
    for (const link of links) expect(link).toHaveAttribute('href', '/panel/billing/packages');

    await user.click(within(form).getByRole('combobox', { name: 'Search engine' }));
    await user.click(await screen.findByRole('option', { name: 'Bing' }));
    await user.type(within(form).getByLabelText('Title'), 'My shop');
    await user.type(within(form).getByLabelText('Website address'), 'https://shop.example.com');
    await user.click(within(form).getByRole('button', { name: 'Create project' }));
    await waitFor(() => expect(calls(requests, 'CreateProject')).toHaveLength(1));
    expect(calls(requests, 'CreateProject')[0].variables).toMatchObject({
      trafficSettings: {
        geo: { split: 'even', countries: [{ code: 'US', share: null, states: [], cities: [] }] },
        sources: { direct: 50, organic: 50, searchEngine: 'bing', keywords: [] },
        pace: { curve: 'even', timeZone: null },
      },
    });
  });
});

describe('/panel/projects/{id}', () => {
  it('shows the project with its status chips, "unknown" as such, and delivered vs bought', async () => {
    renderApp('/panel/projects/12', {
      user: testUser(),
      handlers: pageHandlers({
        campaignStatus: 'unknown',
        reciprocalStatus: 'missing',
        delivered: 2500,
        bought: 10000,
        package: pkg(3, 'Starter 10k'),
        expiredAt: '2026-12-20T00:00:00.000Z',
      }),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'My shop' })).toBeInTheDocument();
    expect(screen.getByText('Campaign status unknown')).toBeInTheDocument();
    expect(screen.getByText('Reciprocal link missing')).toBeInTheDocument();
    expect(screen.getByText('2,500 of 10,000 visits delivered this period')).toBeInTheDocument();
    expect(screen.getByText('Starter 10k, runs until 2026-12-20')).toBeInTheDocument();
    // The breadcrumb names the project, not its id.
    expect(within(screen.getByRole('navigation', { name: 'Breadcrumb' })).getByText('My shop')).toBeInTheDocument();
  });

  it('says what an assignment spends and the new expiry, then sends projectId and packageId', async () => {
    const expiredAt = new Date(Date.now() + 10 * 86_400_000);
    let assigned = false;
    const { requests } = renderApp('/panel/projects/12', {
      user: testUser(),
      handlers: {
        ...pageHandlers({ expiredAt: expiredAt.toISOString(), package: pkg(3, 'Starter 10k') }),
        AssignableBalances: () => balancesReply([balance(1, assigned ? 2 : 3, pkg(3, 'Starter 10k', 10_000, 30))]),
        AssignPackage: () => {
          assigned = true;
          const after = new Date(expiredAt.getTime() + 30 * 86_400_000).toISOString();
          return {
            data: { assignPackage: project({ expiredAt: after, package: pkg(3, 'Starter 10k'), campaignStatus: 'active', bought: 10000 }) },
          };
        },
      },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('combobox', { name: 'Package from your balance' }));
    await user.click(await screen.findByRole('option', { name: 'Starter 10k (3 left)' }));
    await user.click(screen.getByRole('button', { name: 'Assign' }));
    const dialog = await screen.findByRole('dialog', { name: 'Assign Starter 10k?' });
    const newExpiry = new Date(expiredAt.getTime() + 30 * 86_400_000).toISOString().slice(0, 10);
    expect(dialog).toHaveTextContent('This spends 1 credit of Starter 10k — 2 left after.');
    expect(dialog).toHaveTextContent(`10,000 visitors; the project runs until ${newExpiry}.`);
    expect(calls(requests, 'AssignPackage')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Spend 1 credit' }));
    await waitFor(() => expect(calls(requests, 'AssignPackage').map((r) => r.variables)).toEqual([{ projectId: 12, packageId: 3 }]));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText('Campaign active')).toBeInTheDocument();
    // The balance is asked again: the spent credit is gone from the choice.
    await user.click(await screen.findByRole('combobox', { name: 'Package from your balance' }));
    expect(await screen.findByRole('option', { name: 'Starter 10k (2 left)' })).toBeInTheDocument();
  });

  it('a project without a package expires one duration from now', async () => {
    renderApp('/panel/projects/12', { user: testUser(), handlers: pageHandlers() });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('combobox', { name: 'Package from your balance' }));
    await user.click(await screen.findByRole('option', { name: 'Starter 10k (3 left)' }));
    await user.click(screen.getByRole('button', { name: 'Assign' }));
    const expected = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
    expect(await screen.findByRole('dialog')).toHaveTextContent(`the project runs until ${expected}.`);
  });

  it('shows a refused assignment in the dialog', async () => {
    renderApp('/panel/projects/12', {
      user: testUser(),
      handlers: { ...pageHandlers(), AssignPackage: () => violation('packageId', 'You have no credits left for this package.') },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('combobox', { name: 'Package from your balance' }));
    await user.click(await screen.findByRole('option', { name: 'Starter 10k (3 left)' }));
    await user.click(screen.getByRole('button', { name: 'Assign' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Spend 1 credit' }));
    expect(await within(screen.getByRole('dialog')).findByText('You have no credits left for this package.')).toBeInTheDocument();
  });

  it('without credits, offers to buy some', async () => {
    renderApp('/panel/projects/12', {
      user: testUser(),
      handlers: { ...pageHandlers(), AssignableBalances: () => balancesReply([balance(1, 0)]) },
    });
    expect(await screen.findByRole('link', { name: 'Buy traffic credits' })).toHaveAttribute('href', '/panel/billing/packages');
    expect(screen.queryByRole('button', { name: 'Assign' })).not.toBeInTheDocument();
  });

  it('saves title, address and auto-renew; the reciprocal link only when changed', async () => {
    const { requests } = renderApp('/panel/projects/12', {
      user: testUser(),
      handlers: {
        ...pageHandlers(),
        UpdateProject: ({ variables }) => ({
          data: {
            updateProject: {
              __typename: 'Project',
              id: 12,
              title: 'Shop',
              url: 'https://shop.example.com/',
              autoRenew: false,
              reciprocalLinkId: (variables.input as { reciprocalLinkId?: number }).reciprocalLinkId ?? null,
              reciprocalStatus: 'none',
            },
          },
        }),
      },
    });
    const user = userEvent.setup();
    const title = await screen.findByLabelText('Title');
    await user.clear(title);
    await user.type(title, 'Shop');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls(requests, 'UpdateProject')).toHaveLength(1));
    expect(calls(requests, 'UpdateProject')[0].variables).toEqual({
      id: 12,
      input: { title: 'Shop', url: 'https://shop.example.com/', autoRenew: false },
    });

    await user.click(screen.getByRole('combobox', { name: 'Reciprocal link' }));
    await user.click(await screen.findByRole('option', { name: 'Partner — https://partner.example.org/' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls(requests, 'UpdateProject')).toHaveLength(2));
    expect(calls(requests, 'UpdateProject')[1].variables).toMatchObject({ input: { reciprocalLinkId: 4 } });
  });

  it('says "Unable to obtain project data" with the status of the failure', async () => {
    renderApp('/panel/projects/99', {
      user: testUser(),
      handlers: { ...pageHandlers(), PanelProject: () => graphqlError('Not Found', 'NOT_FOUND') },
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Unable to obtain project data');
    expect(alert).toHaveTextContent('Status 404');
  });

  it('500 when the failure carries no status of its own', async () => {
    renderApp('/panel/projects/12', {
      user: testUser(),
      handlers: { ...pageHandlers(), PanelProject: () => ({ body: { errors: [{ message: 'Internal server error' }] } }) },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Unable to obtain project dataStatus 500');
  });
});

describe('tracking codes (docs/product.md#roles)', () => {
  it('are neither shown nor asked for below VIP', async () => {
    const { requests } = renderApp('/panel/projects/12', { user: testUser(), handlers: pageHandlers() });
    await screen.findByRole('heading', { level: 1, name: 'My shop' });
    expect(screen.queryByRole('region', { name: 'Tracking codes' })).not.toBeInTheDocument();
    expect(calls(requests, 'ProjectTrackingCode')).toHaveLength(0);
  });

  it('a VIP reads and saves them', async () => {
    const { requests } = renderApp('/panel/projects/12', {
      user: testUser(['ROLE_VIP']),
      handlers: {
        ...pageHandlers(),
        ProjectTrackingCode: () => ({ data: { projectTrackingCode: [{ __typename: 'TrackingCode', ga_ids: ['UA-1234-1', 'G-ABC123'] }] } }),
        UpdateProjectTrackingCode: ({ variables }) => ({
          data: {
            updateProjectTrackingCode: (variables.input as { trackingCode: { ga_ids: string[] }[] }).trackingCode.map((c) => ({
              __typename: 'TrackingCode',
              ...c,
            })),
          },
        }),
      },
    });
    const card = await screen.findByRole('region', { name: 'Tracking codes' });
    expect(await within(card).findByLabelText('Tracking code 1')).toHaveValue('UA-1234-1, G-ABC123');
    const user = userEvent.setup();
    await user.click(within(card).getByRole('button', { name: 'Add a tracking code' }));
    await user.type(within(card).getByLabelText('Tracking code 2'), 'G-XYZ789 ');
    await user.click(within(card).getByRole('button', { name: 'Save tracking codes' }));
    await waitFor(() => expect(calls(requests, 'UpdateProjectTrackingCode')).toHaveLength(1));
    expect(calls(requests, 'UpdateProjectTrackingCode')[0].variables).toEqual({
      id: 12,
      input: { trackingCode: [{ ga_ids: ['UA-1234-1', 'G-ABC123'] }, { ga_ids: ['G-XYZ789'] }] },
    });
  });

  it("shows the server's refusal of an id", async () => {
    renderApp('/panel/projects/12', {
      user: testUser(['ROLE_VIP']),
      handlers: {
        ...pageHandlers(),
        ProjectTrackingCode: () => ({ data: { projectTrackingCode: [] } }),
        UpdateProjectTrackingCode: () => violation('trackingCode[0].ga_ids[0]', 'This is not a Google Analytics id.'),
      },
    });
    const card = await screen.findByRole('region', { name: 'Tracking codes' });
    const user = userEvent.setup();
    await user.click(await within(card).findByRole('button', { name: 'Add a tracking code' }));
    await user.type(within(card).getByLabelText('Tracking code 1'), 'nonsense');
    await user.click(within(card).getByRole('button', { name: 'Save tracking codes' }));
    expect(await within(card).findByText('This is not a Google Analytics id.')).toBeInTheDocument();
  });
});
