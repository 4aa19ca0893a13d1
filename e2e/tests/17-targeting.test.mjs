/*
 * Browser: the traffic a customer orders (docs/targeting.md). A new customer, credited one package by an admin,
 * creates a project with its countries, source split and device split on the create page, sees the order in plain
 * words on the project page, puts the package on it, and the delivery partner (the local fake of
 * lib/fake-partner.mjs) receives a campaign carrying those very settings. The owner of the seeded project that is
 * off its order (user2@'s "Recipes site") sees on its statistics page the warning with the gap the server measured,
 * the share of visits that matched, and the ordered and delivered shares per country.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import {
  DEMO_PASSWORD,
  launchBrowser,
  logIn,
  newVisitor,
  pathnameOf,
  screenshot,
  settle,
  settleVisitor,
  sidebar,
  withFailureShots,
} from '../lib/browser.mjs';
import { graphql, tokenOf } from '../lib/http.mjs';

const partnerUrl = process.env.E2E_PARTNER_URL;
const OWNER = 'user2@example.com';

/** The campaigns the fake partner received for a project, oldest first; waits until at least `count` came. */
async function receivedCampaigns(projectId, count = 1, timeout = 30_000) {
  const until = Date.now() + timeout;
  for (;;) {
    const res = await fetch(`${partnerUrl}/e2e/received/${projectId}`);
    const list = await res.json();
    if (list.length >= count) return list;
    if (Date.now() > until)
      assert.fail(`the partner received ${list.length} campaign(s) for project ${projectId} within ${timeout} ms, not ${count}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

describe('traffic settings: ordered, sent to the partner, compared with what was delivered', () => {
  let browser;
  before(async () => {
    assert.ok(partnerUrl, 'E2E_PARTNER_URL is set by run.mjs');
    browser = await launchBrowser();
  });
  after(async () => {
    await browser?.close();
  });

  async function signedIn(email, password = DEMO_PASSWORD, viewport) {
    // The browser runs in UTC, as the server's days do.
    const { context, page } = await newVisitor(browser, { timezoneId: 'UTC', ...(viewport ? { viewport } : {}) });
    await settleVisitor(page, '/');
    await logIn(page, email, password);
    return { context, page };
  }

  it('a new customer orders countries, sources and devices with the project; the summary says so and the partner receives them', async () => {
    const email = `e2e-targeting-${Date.now()}@example.com`;
    const password = 'e2e-targeting-password';
    await graphql('mutation($i: RegisterInput!) { register(input: $i) { email } }', {
      i: { email, password, displayName: 'Olive Grower' },
    });
    const customer = await tokenOf(email, password);
    const { me } = await graphql('{ me { id } }', {}, { token: customer });
    // An admin credits the new account one standard package (as after a payment).
    const admin = await tokenOf('admin@example.com', DEMO_PASSWORD);
    const { packages } = await graphql(
      '{ packages(limit: 100) { items { id code name size durationDays professional } } }',
      {},
      { token: admin },
    );
    const pkg = packages.items.find((p) => p.code === 'website-traffic-50k');
    assert.ok(pkg && !pkg.professional, 'the demo catalogue has the standard 50k package');
    await graphql(
      'mutation($i: TransactionCreateInput!) { createTransaction(input: $i) { id } }',
      { i: { ownerId: me.id, packageId: pkg.id, quantity: 1, comment: 'e2e targeting' } },
      { token: admin },
    );

    const { context, page } = await signedIn(email, password);
    await withFailureShots('targeting-order', context, async () => {
      await sidebar(page, 'User panel').getByRole('link', { name: 'Projects', exact: true }).click();
      await page.waitForURL((u) => u.pathname === '/panel/projects');
      await page.getByRole('link', { name: 'New project' }).click();
      await page.waitForURL((u) => u.pathname === '/panel/projects/create');
      const title = `E2E olive shop ${Date.now()}`;
      const form = page.getByRole('form', { name: 'Project' });
      await form.getByLabel('Title').fill(title);
      await form.getByLabel('Website address').fill('https://www.olives.example.com/');

      // Geo: two countries by shares.
      await page.getByRole('radio', { name: 'Chosen countries' }).check();
      const countries = page.getByRole('combobox', { name: 'Countries' });
      for (const name of ['United States', 'Germany']) {
        await countries.fill(name);
        await page.getByRole('option', { name, exact: true }).click();
      }
      await page.getByRole('radio', { name: 'By shares' }).check();
      await page.getByLabel('Share of United States (%)').fill('70');
      await page.getByLabel('Share of Germany (%)').fill('30');
      // Sources: direct and organic search from Google.
      await page.getByLabel('Direct (%)').fill('60');
      await page.getByLabel('Organic search (%)').fill('40');
      await page.getByRole('combobox', { name: 'Search engine' }).click();
      await page.getByRole('option', { name: 'Google' }).click();
      // Devices: mostly mobile.
      await page.getByLabel('Desktop (%)').fill('20');
      await page.getByLabel('Mobile (%)').fill('75');
      await page.getByLabel('Tablet (%)').fill('5');
      // Professional settings are locked for a project without a professional package, with the way to get them.
      assert.ok(
        await page
          .getByRole('link', { name: /packages/i })
          .first()
          .isVisible(),
        'the locked settings link to the packages',
      );
      await screenshot(page, 'targeting-01-create');
      await form.getByRole('button', { name: 'Create project' }).click();
      await page.waitForURL((u) => /^\/panel\/projects\/\d+$/.test(u.pathname));
      const projectId = Number(/(\d+)$/.exec(pathnameOf(page))[1]);
      await page.getByRole('heading', { level: 1, name: title }).waitFor();

      const order = page.getByRole('region', { name: 'Traffic order' });
      await order.getByText(/70 % from United States/).waitFor();
      const before = (await order.innerText()).replace(/\s+/g, ' ');
      assert.match(before, /70 % from United States, 30 % from Germany/, before);
      assert.match(before, /60 % direct, 40 % organic/, before);
      assert.match(before, /20 % desktop, 75 % mobile, 5 % tablet/, before);

      // The package from the balance starts the campaign.
      await page.getByRole('combobox', { name: 'Package from your balance' }).click();
      await page.getByRole('option', { name: `${pkg.name} (1 left)` }).click();
      await page.getByRole('button', { name: 'Assign', exact: true }).click();
      const dialog = page.getByRole('dialog', { name: `Assign ${pkg.name}?` });
      await dialog.getByRole('button', { name: 'Spend 1 credit' }).click();
      await dialog.waitFor({ state: 'hidden' });
      await page.getByText(/runs until \d{4}-\d{2}-\d{2}/).waitFor();

      // The summary now counts the package's visitors (after a reload: what the server states).
      await page.reload({ waitUntil: 'domcontentloaded' });
      await settle(page);
      const perDay = Math.round(pkg.size / pkg.durationDays).toLocaleString('en-US');
      await order
        .getByText(new RegExp(`${pkg.size.toLocaleString('en-US')} visitors over ${pkg.durationDays} days, about ${perDay} a day`))
        .waitFor();
      await page.getByLabel('Status', { exact: true }).getByText('Campaign active').waitFor();
      await screenshot(page, 'targeting-02-project');

      // The partner received the campaign with the settings the server keeps, version 1.
      const [campaign] = await receivedCampaigns(projectId);
      const { projectTrafficSettings: kept } = await graphql(
        `query($p: Int!) { projectTrafficSettings(projectId: $p) { version
          geo { split countries { code share } } sources { direct organic social referral searchEngine } devices { desktop mobile tablet } } }`,
        { p: projectId },
        { token: customer },
      );
      assert.equal(kept.version, 1);
      assert.equal(campaign.format, 1);
      assert.equal(campaign.settingsVersion, 1);
      assert.equal(campaign.url, 'https://www.olives.example.com/');
      assert.equal(campaign.visitors, pkg.size);
      assert.deepEqual(
        { split: campaign.geo.split, countries: campaign.geo.countries.map((c) => ({ code: c.code, share: c.share })) },
        {
          split: 'shares',
          countries: [
            { code: 'US', share: 70 },
            { code: 'DE', share: 30 },
          ],
        },
      );
      assert.deepEqual(kept.geo, {
        split: 'shares',
        countries: [
          { code: 'US', share: 70 },
          { code: 'DE', share: 30 },
        ],
      });
      const { direct, organic, social, referral, searchEngine } = campaign.sources;
      assert.deepEqual({ direct, organic, social, referral, searchEngine }, { ...kept.sources, searchEngine: 'google' });
      assert.deepEqual({ direct, organic, social, referral }, { direct: 60, organic: 40, social: 0, referral: 0 });
      assert.deepEqual(campaign.devices, { desktop: 20, mobile: 75, tablet: 5 });
      assert.deepEqual(kept.devices, campaign.devices);
    });
    await context.close();
  });

  it("the seeded off-target project's statistics show the warning, the gap and the matched share the server measured", async () => {
    const token = await tokenOf(OWNER, DEMO_PASSWORD);
    const { projects } = await graphql(
      '{ projects(limit: 50) { items { id title offTargetSince offTargetGap offTargetOn } } }',
      {},
      { token },
    );
    const recipes = projects.items.find((p) => p.title === 'Recipes site');
    assert.ok(recipes?.offTargetSince, 'the demo data flags the Recipes site off target');

    const { context, page } = await signedIn(OWNER);
    await withFailureShots('targeting-off-target', context, async () => {
      // Through the menus: Projects → the project → Statistics.
      await sidebar(page, 'User panel').getByRole('link', { name: 'Projects', exact: true }).click();
      await page.getByRole('table', { name: 'Projects' }).getByRole('link', { name: 'Recipes site' }).click();
      await page.waitForURL((u) => u.pathname === `/panel/projects/${recipes.id}`);
      const order = page.getByRole('region', { name: 'Traffic order' });
      await order.getByText(/^Delivery is off your order/).waitFor();
      await order.getByText(/On target: [\d.]+ %/).waitFor();
      await page.getByRole('main').getByRole('link', { name: 'Statistics', exact: true }).click();
      await page.waitForURL((u) => u.pathname === `/panel/projects/statistics/${recipes.id}`);

      const alert = page.getByRole('alert').filter({ hasText: 'Delivery is off your order' });
      await alert.waitFor();
      const said = (await alert.innerText()).replace(/\s+/g, ' ');
      assert.ok(said.includes(`off your order by ${recipes.offTargetGap.toFixed(1)} points (${recipes.offTargetOn})`), said);

      const comparison = page.getByRole('region', { name: 'Delivered versus ordered' });
      const judged = comparison.getByText(/visits judged from \d{4}-\d{2}-\d{2} to \d{4}-\d{2}-\d{2}/);
      await judged.waitFor();
      const [, from, to] = /from (\d{4}-\d{2}-\d{2}) to (\d{4}-\d{2}-\d{2})/.exec(await judged.innerText());
      const { projectDeliveryComparison: measured } = await graphql(
        `query($p: Int!, $from: String, $to: String) { projectDeliveryComparison(projectId: $p, from: $from, to: $to) {
          visits matchedShare segments { version countries { key ordered delivered gap } } } }`,
        { p: recipes.id, from, to },
        { token },
      );
      assert.ok(measured.visits > 0, 'the seeded project has delivered visits in the range');
      await comparison.getByText(`${measured.matchedShare.toFixed(1)} % of delivered visits matched your order`).waitFor();

      // The countries of version 1: France was ordered at 50 % and is delivered far below it.
      const segment = measured.segments.find((s) => s.version === 1);
      const france = segment.countries.find((c) => c.key === 'FR');
      assert.equal(france.ordered, 50);
      assert.ok(france.gap > 15, `France is off by more than the threshold (${france.gap})`);
      const table = comparison.getByRole('region', { name: 'Countries, settings version 1' }).getByRole('table');
      const row = (
        await table
          .getByRole('row')
          .filter({ hasText: /^\s*FR(?![A-Z])/ })
          .innerText()
      )
        .split(/\t|\n/)
        .map((c) => c.trim())
        .filter(Boolean);
      assert.deepEqual(row, ['FR', '50.0 %', `${france.delivered.toFixed(1)} %`, france.gap.toFixed(1)]);
      await screenshot(page, 'targeting-03-off-target');
    });
    await context.close();
  });
});
