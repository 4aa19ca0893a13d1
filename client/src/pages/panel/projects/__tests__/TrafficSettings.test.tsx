/*
 * /panel/projects/{id}, traffic settings (docs/targeting.md): the saved document in the form, live totals of the
 * splits, the save's input and the summary it answers, server violations on their fields, the settings a standard
 * package leaves locked (disabled, with the packages link), and the history of versions.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { logger } from '@/lib/logger';
import { renderApp, testUser } from '@/testing/render-app';
import { defaultTrafficSettings, historyVersion, TRAFFIC_SUMMARY, trafficHandlers, trafficSettings } from '@/testing/traffic-settings';
import { balance, balancesReply, calls, pkg, project, violations } from './panel-fixtures';

// Whole-page renders with many fields typed into; on a loaded 2-core machine they take longer than the default.
jest.setTimeout(60_000);

beforeEach(() => {
  jest.spyOn(logger, 'error').mockImplementation(() => {});
});

const pageHandlers = (settings = trafficSettings(), versions: unknown[] = []) => ({
  PanelProject: () => ({ data: { project: project({ package: pkg(3, 'Starter 10k'), campaignStatus: 'active' }) } }),
  BreadcrumbProject: () => ({ data: { project: { __typename: 'Project', id: 12, title: 'My shop' } } }),
  ActiveReciprocalLinks: () => ({ data: { activeReciprocalLinks: [] } }),
  AssignableBalances: () => balancesReply([balance(1, 3)]),
  ...trafficHandlers(settings, versions),
});

async function trafficForm() {
  const form = await screen.findByRole('form', { name: 'Traffic settings' });
  // The form is drawn once the settings have come.
  await within(form).findByLabelText('Direct (%)');
  return form;
}

describe('traffic settings in the panel', () => {
  it("shows the project's saved settings and their summary on the project page", async () => {
    renderApp('/panel/projects/12', { user: testUser(), handlers: pageHandlers() });
    const order = await screen.findByRole('region', { name: 'Traffic order' });
    expect(await within(order).findByText(TRAFFIC_SUMMARY)).toBeInTheDocument();
    const form = await trafficForm();
    const section = screen.getByRole('region', { name: 'Traffic settings' });
    expect(within(section).getByRole('region', { name: 'Settings in force' })).toHaveTextContent(
      `In force: version 2, saved 2026-11-20 10:00${TRAFFIC_SUMMARY}`,
    );
    expect(within(form).getByRole('radio', { name: 'Chosen countries' })).toBeChecked();
    expect(within(form).getByRole('radio', { name: 'By shares' })).toBeChecked();
    expect(within(form).getByLabelText('Share of United States (%)')).toHaveValue(60);
    expect(within(form).getByLabelText('Share of Canada (%)')).toHaveValue(40);
    const us = within(form).getByRole('region', { name: 'United States' });
    expect(
      within(within(us).getByRole('radiogroup', { name: 'Narrow United States to' })).getByRole('radio', { name: 'States' }),
    ).toBeChecked();
    expect(within(us).getByText('California')).toBeInTheDocument();
    expect(within(form).getByLabelText('Direct (%)')).toHaveValue(70);
    expect(within(form).getByLabelText('Organic search (%)')).toHaveValue(20);
    expect(within(form).getByRole('combobox', { name: 'Search engine' })).toHaveTextContent('Google');
    expect(within(form).getByText('running shoes')).toBeInTheDocument();
    expect(within(form).getByText('Reddit')).toBeInTheDocument();
    expect(within(form).getByLabelText('Mobile (%)')).toHaveValue(60);
    expect(within(form).getByLabelText('Longest visit (s)')).toHaveValue(180);
    expect(within(form).getByLabelText('Further page 1')).toHaveValue('https://shop.example.com/pricing');
    expect(within(form).getByLabelText('Weight of page 1')).toHaveValue(2);
    expect(within(form).getByRole('radio', { name: 'Even' })).toBeChecked();
    // Nothing is locked on a professional package.
    expect(within(form).getByRole('radio', { name: 'Business hours' })).toBeEnabled();
    expect(screen.queryByRole('link', { name: 'See Professional packages' })).not.toBeInTheDocument();
  });

  it('chooses a country, narrows it to a city found by name, a referrer and the business-hours pace', async () => {
    const { requests } = renderApp('/panel/projects/12', {
      user: testUser(),
      handlers: {
        ...pageHandlers(defaultTrafficSettings()),
        GeoCities: ({ variables }) => ({
          data: {
            geoCities:
              variables.country === 'DE' && String(variables.query).toLowerCase().startsWith('ber')
                ? [
                    { __typename: 'GeoCity', id: 2950159, name: 'Berlin' },
                    { __typename: 'GeoCity', id: 2949186, name: 'Bernau bei Berlin' },
                  ]
                : [],
          },
        }),
        UpdateProjectTrafficSettings: () => ({ data: { updateProjectTrafficSettings: trafficSettings({ version: 1 }) } }),
      },
    });
    const form = await trafficForm();
    expect(within(form).getByRole('radio', { name: 'Worldwide' })).toBeChecked();
    const user = userEvent.setup();
    await user.click(within(form).getByRole('radio', { name: 'Chosen countries' }));
    await user.type(within(form).getByRole('combobox', { name: 'Countries' }), 'Germ');
    await user.click(await screen.findByRole('option', { name: 'Germany' }));
    const germany = await within(form).findByRole('region', { name: 'Germany' });
    // Germany has cities but no states in the dictionary.
    const narrowing = within(germany).getByRole('radiogroup', { name: 'Narrow Germany to' });
    expect(within(narrowing).queryByRole('radio', { name: 'States' })).not.toBeInTheDocument();
    await user.click(within(narrowing).getByRole('radio', { name: 'Cities' }));
    await user.type(within(germany).getByRole('combobox', { name: 'Cities of Germany' }), 'Ber');
    await user.click(await screen.findByRole('option', { name: 'Berlin' }));
    expect(calls(requests, 'GeoCities').at(-1)?.variables).toEqual({ country: 'DE', query: 'Ber', limit: 20 });

    const direct = within(form).getByLabelText('Direct (%)');
    await user.clear(direct);
    await user.type(direct, '70');
    const referral = within(form).getByLabelText('Referral (%)');
    await user.clear(referral);
    await user.type(referral, '30');
    await user.click(within(form).getByRole('button', { name: 'Add a referring URL' }));
    await user.type(within(form).getByLabelText('Referring URL 1'), 'https://blog.example.org/review');

    await user.click(within(form).getByRole('radio', { name: 'Business hours' }));
    const zone = within(form).getByRole('combobox', { name: 'Time zone' });
    await user.clear(zone);
    await user.type(zone, 'Europe/Berl');
    await user.click(await screen.findByRole('option', { name: 'Europe/Berlin' }));

    await user.click(within(form).getByRole('button', { name: 'Save traffic settings' }));
    await waitFor(() => expect(calls(requests, 'UpdateProjectTrafficSettings')).toHaveLength(1));
    expect(calls(requests, 'UpdateProjectTrafficSettings')[0].variables).toEqual({
      projectId: 12,
      input: {
        geo: { split: 'even', countries: [{ code: 'DE', share: null, states: [], cities: [2950159] }] },
        sources: {
          direct: 70,
          organic: 0,
          social: 0,
          referral: 30,
          searchEngine: null,
          keywords: [],
          socialNetworks: [],
          referrers: ['https://blog.example.org/review'],
        },
        devices: { desktop: 40, mobile: 55, tablet: 5 },
        behaviour: { bounceRate: 50, minDurationSeconds: 30, maxDurationSeconds: 120, pagesPerVisit: 2, pages: [] },
        pace: { curve: 'businessHours', timeZone: 'Europe/Berlin', rampUpDays: null, utm: null },
      },
    });
  });

  it('keeps a live total of each split and shows a wrong one', async () => {
    renderApp('/panel/projects/12', { user: testUser(), handlers: pageHandlers() });
    const form = await trafficForm();
    const sources = within(form).getByRole('group', { name: 'Sources' });
    const devices = within(form).getByRole('group', { name: 'Devices' });
    expect(within(sources).getByRole('status')).toHaveTextContent('Total: 100 %');
    expect(within(devices).getByRole('status')).toHaveTextContent('Total: 100 %');
    const user = userEvent.setup();
    const direct = within(form).getByLabelText('Direct (%)');
    await user.clear(direct);
    await user.type(direct, '60');
    expect(within(sources).getByRole('status')).toHaveTextContent('Total: 90 % — must be 100 %');
    const tablet = within(form).getByLabelText('Tablet (%)');
    await user.clear(tablet);
    await user.type(tablet, '25');
    expect(within(devices).getByRole('status')).toHaveTextContent('Total: 115 % — must be 100 %');
    const share = within(form).getByLabelText('Share of Canada (%)');
    await user.clear(share);
    await user.type(share, '30');
    expect(within(within(form).getByRole('group', { name: 'Geo' })).getByRole('status')).toHaveTextContent('Total: 90 % — must be 100 %');
  });

  it('saves the whole document and shows the summary the save answers', async () => {
    const saved = 'Saved in plain words: 60 % direct, 20 % organic search (google), 20 % social.';
    let version = 2;
    const { requests } = renderApp('/panel/projects/12', {
      user: testUser(),
      handlers: {
        ...pageHandlers(trafficSettings(), [historyVersion(2, ['geo', 'sources'], { byStaff: false, email: 'user@example.com' })]),
        ProjectTrafficSettingsHistory: () => ({
          data: {
            projectTrafficSettingsHistory: [
              ...(version === 3 ? [historyVersion(3, ['sources', 'pace'], { byStaff: false, email: 'user@example.com' })] : []),
              historyVersion(2, ['geo', 'sources'], { byStaff: false, email: 'user@example.com' }),
            ],
          },
        }),
        UpdateProjectTrafficSettings: () => {
          version = 3;
          return {
            data: { updateProjectTrafficSettings: trafficSettings({ version: 3, savedAt: '2026-11-29T08:00:00.000Z', summary: saved }) },
          };
        },
      },
    });
    const form = await trafficForm();
    const user = userEvent.setup();
    const direct = within(form).getByLabelText('Direct (%)');
    await user.clear(direct);
    await user.type(direct, '60');
    const social = within(form).getByLabelText('Social (%)');
    await user.clear(social);
    await user.type(social, '20');
    await user.type(within(form).getByLabelText('UTM campaign'), ' spring ');
    await user.click(within(form).getByRole('button', { name: 'Save traffic settings' }));

    await waitFor(() => expect(calls(requests, 'UpdateProjectTrafficSettings')).toHaveLength(1));
    expect(calls(requests, 'UpdateProjectTrafficSettings')[0].variables).toEqual({
      projectId: 12,
      input: {
        geo: {
          split: 'shares',
          countries: [
            { code: 'US', share: 60, states: ['CA'], cities: [] },
            { code: 'CA', share: 40, states: [], cities: [] },
          ],
        },
        sources: {
          direct: 60,
          organic: 20,
          social: 20,
          referral: 0,
          searchEngine: 'google',
          keywords: ['running shoes'],
          socialNetworks: ['reddit'],
          referrers: [],
        },
        devices: { desktop: 30, mobile: 60, tablet: 10 },
        behaviour: {
          bounceRate: 40,
          minDurationSeconds: 30,
          maxDurationSeconds: 180,
          pagesPerVisit: 3,
          pages: [{ url: 'https://shop.example.com/pricing', weight: 2 }],
        },
        pace: {
          curve: 'even',
          timeZone: null,
          rampUpDays: null,
          utm: { source: null, medium: null, campaign: 'spring', term: null, content: null },
        },
      },
    });
    expect(await screen.findByText('Traffic settings saved.')).toBeInTheDocument();
    const inForce = await screen.findByRole('region', { name: 'Settings in force' });
    await waitFor(() => expect(inForce).toHaveTextContent(`In force: version 3, saved 2026-11-29 08:00${saved}`));
    // The project page's summary is the saved one too, and the history has the new version.
    expect(within(screen.getByRole('region', { name: 'Traffic order' })).getByText(saved)).toBeInTheDocument();
    const history = screen.getByRole('list', { name: 'Settings history' });
    expect(await within(history).findByText('Version 3: Sources, Pace')).toBeInTheDocument();
  });

  it("puts the server's violations on their fields and the rest in an alert", async () => {
    renderApp('/panel/projects/12', {
      user: testUser(),
      handlers: {
        ...pageHandlers(
          trafficSettings({ pace: { __typename: 'Pace', curve: 'businessHours', timeZone: 'Europe/Berlin', rampUpDays: null, utm: null } }),
        ),
        UpdateProjectTrafficSettings: () =>
          violations([
            ['sources', 'The shares must add up to 100 (they add up to 90).'],
            ['geo.countries[1].code', 'This country is listed twice.'],
            ['geo.countries', 'The shares must add up to 100 (they add up to 110).'],
            ['behaviour.pages[0].url', "The page must be on the project's site (example.com)."],
            ['pace.timeZone', 'Unknown time zone.'],
            ['project', 'The project is being deleted.'],
          ]),
      },
    });
    const form = await trafficForm();
    expect(within(form).getByRole('combobox', { name: 'Time zone' })).toHaveValue('Europe/Berlin');
    const user = userEvent.setup();
    await user.click(within(form).getByRole('button', { name: 'Save traffic settings' }));

    const sources = within(form).getByRole('group', { name: 'Sources' });
    expect(await within(sources).findByText('The shares must add up to 100 (they add up to 90).')).toBeInTheDocument();
    expect(within(within(form).getByRole('region', { name: 'Canada' })).getByText('This country is listed twice.')).toBeInTheDocument();
    expect(
      within(within(form).getByRole('group', { name: 'Geo' })).getByText('The shares must add up to 100 (they add up to 110).'),
    ).toBeInTheDocument();
    expect(within(form).getByLabelText('Further page 1')).toHaveAccessibleDescription(
      "The page must be on the project's site (example.com).",
    );
    expect(within(form).getByRole('combobox', { name: 'Time zone' })).toHaveAccessibleDescription('Unknown time zone.');
    expect(within(form).getByRole('alert')).toHaveTextContent('The project is being deleted.');
  });

  it('shows what a standard package leaves locked, disabled with the link to the packages', async () => {
    const standard = trafficSettings({ tier: 'standard', beyondTier: ['geo.states', 'sources.keywords'] });
    const { requests } = renderApp('/panel/projects/12', {
      user: testUser(),
      handlers: {
        ...pageHandlers(standard),
        UpdateProjectTrafficSettings: () => ({ data: { updateProjectTrafficSettings: trafficSettings({ tier: 'standard', version: 3 }) } }),
      },
    });
    const form = await trafficForm();
    const section = screen.getByRole('region', { name: 'Traffic settings' });
    expect(
      within(section).getByText(/Saved under an earlier package; running in their standard form: states and search keywords\./),
    ).toBeInTheDocument();
    const us = within(form).getByRole('region', { name: 'United States' });
    const narrowing = within(us).getByRole('radiogroup', { name: 'Narrow United States to' });
    expect(within(narrowing).getByRole('radio', { name: 'States' })).toBeDisabled();
    expect(within(narrowing).getByRole('radio', { name: 'Cities' })).toBeDisabled();
    expect(within(us).getByRole('combobox', { name: 'States of United States' })).toBeDisabled();
    expect(within(us).getByText(/States and cities need a Professional package\./)).toBeInTheDocument();
    expect(within(form).getByRole('combobox', { name: 'Search keywords' })).toBeDisabled();
    expect(within(form).getByRole('radio', { name: 'Business hours' })).toBeDisabled();
    expect(within(form).getByRole('radio', { name: 'Even' })).toBeEnabled();
    const links = within(section).getAllByRole('link', { name: 'See Professional packages' });
    // The note above the form, the narrowing of each country (both have states), the keywords and the pace.
    expect(links).toHaveLength(5);
    for (const link of links) expect(link).toHaveAttribute('href', '/panel/billing/packages');

    // A save sends the standard form of what the package does not unlock.
    const user = userEvent.setup();
    await user.click(within(form).getByRole('button', { name: 'Save traffic settings' }));
    await waitFor(() => expect(calls(requests, 'UpdateProjectTrafficSettings')).toHaveLength(1));
    expect(calls(requests, 'UpdateProjectTrafficSettings')[0].variables).toMatchObject({
      input: {
        geo: {
          countries: [
            { code: 'US', states: [] },
            { code: 'CA', states: [] },
          ],
        },
        sources: { keywords: [] },
      },
    });
  });

  it('lists the versions with what changed and who saved them', async () => {
    renderApp('/panel/projects/12', {
      user: testUser(),
      handlers: pageHandlers(trafficSettings(), [
        historyVersion(3, ['devices'], { byStaff: true }),
        historyVersion(2, ['geo', 'sources'], { byStaff: false, email: 'user@example.com' }),
        historyVersion(1, [], { byStaff: false, email: 'user@example.com' }),
      ]),
    });
    const history = await screen.findByRole('list', { name: 'Settings history' });
    const items = within(history).getAllByRole('listitem');
    expect(items.map((i) => i.textContent)).toEqual([
      'Version 3: Devices2026-11-13 09:30 by staff',
      'Version 2: Geo, Sources2026-11-12 09:30 by you',
      'Version 1: no changes2026-11-11 09:30 by you',
    ]);
  });
});
