/*
 * Browser: the projects work end to end in a real browser. A demo user with credits
 * sees balances and projects on the dashboard (docs/product.md#screens-and-routes "User panel"), creates a project from the sidebar's
 * Projects and puts a package from the balance on it through the confirmation that says what it spends (docs/api.md#calls
 * "Projects"): the balance drops by one and the project runs until the package's expiry. A seeded project's
 * statistics show the delivery partner's recorded reports per day and per page, and the CSV export holds one line per
 * visit the server counts. Another user's project answers "Unable to obtain project data" (docs/api.md#error-catalogue); a plain user has
 * no
 * tracking-code editor (docs/product.md#roles). A fresh account changes its display name and is removed with its password.
 *
 * Data: user2@ spends one of its seeded credits on a project this file creates (assertions are relative, so the
 * file also passes after 08-billing); the name change and the removal use an account registered here, so no later
 * file or rerun depends on what this one changed.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs/promises';
import { after, before, describe, it } from 'node:test';
import {
  balanceShown,
  DEMO_PASSWORD,
  launchBrowser,
  logIn,
  newVisitor,
  pathnameOf,
  screenshot,
  settle,
  settleVisitor,
  sidebar,
  visit,
  withFailureShots,
} from '../lib/browser.mjs';
import { graphql, request, tokenOf } from '../lib/http.mjs';

const USER = 'user2@example.com';
const OTHER = 'user@example.com';
const VIP = 'vip@example.com';

function ymd(date) {
  return date.toISOString().slice(0, 10);
}

describe('projects, statistics and profile in the panel', () => {
  let browser;
  let token;
  before(async () => {
    browser = await launchBrowser();
    token = await tokenOf(USER, DEMO_PASSWORD);
  });
  after(async () => {
    await browser?.close();
  });

  async function signedIn(email, password = DEMO_PASSWORD) {
    // Days on the page and the server's days agree (the statistics range, the expiry): the browser runs in UTC.
    const { context, page } = await newVisitor(browser, { timezoneId: 'UTC' });
    page.diagnostics = [];
    page.on('response', (res) => {
      if (res.status() >= 400) page.diagnostics.push(`${res.status()} ${res.request().method()} ${new URL(res.url()).pathname}`);
    });
    // Consent and the promotion popup (once per browser) on the home page, where the popup shows: a later visit to /
    // (after the account removal) is then not covered by it.
    await settleVisitor(page, '/');
    await logIn(page, email, password);
    return { context, page };
  }

  it('dashboard → Projects → create a project → assign a package from the balance: one credit spent, expiry set', async () => {
    const { context, page } = await signedIn(USER);
    await withFailureShots('projects-assign', context, async () => {
      const { balances } = await graphql('{ balances(limit: 50) { items { quantity package { id name durationDays } } } }', {}, { token });
      const balance = balances.items.filter((b) => b.quantity > 0).sort((a, b) => b.quantity - a.quantity)[0];
      assert.ok(balance, `${USER} has credits in the demo data`);
      const pkg = balance.package;

      // Dashboard: the balances and the seeded projects with their campaign status and expiry.
      assert.equal(pathnameOf(page), '/panel');
      const balanceBlock = page.getByRole('region', { name: 'Balance' });
      await balanceBlock.getByText(pkg.name, { exact: true }).waitFor();
      await balanceBlock
        .getByText(`${balance.quantity.toLocaleString('en-US')} left`, { exact: true })
        .first()
        .waitFor();
      const projectsBlock = page.getByRole('region', { name: 'Projects' });
      const recipes = projectsBlock.getByRole('listitem').filter({ hasText: 'Recipes site' });
      await recipes.waitFor();
      const recipesText = (await recipes.innerText()).replace(/\s+/g, ' ');
      assert.match(recipesText, /Expires \d{4}-\d{2}-\d{2}/, recipesText);
      assert.match(recipesText, /Campaign active/, recipesText);
      const portfolio = (await projectsBlock.getByRole('listitem').filter({ hasText: 'Photo portfolio' }).innerText()).replace(/\s+/g, ' ');
      assert.match(portfolio, /No package/, portfolio);
      await screenshot(page, 'projects-01-dashboard');

      const before = await balanceShown(page, pkg.name);
      assert.equal(before, balance.quantity, 'the Balance page shows what the server counts');
      await screenshot(page, 'projects-02-balance-before');

      // Sidebar → Projects → New project.
      await sidebar(page, 'User panel').getByRole('link', { name: 'Projects', exact: true }).click();
      await page.waitForURL((u) => u.pathname === '/panel/projects');
      await page.getByRole('heading', { level: 1, name: 'Projects' }).waitFor();
      await page.getByRole('table', { name: 'Projects' }).getByRole('link', { name: 'Recipes site' }).waitFor();
      await screenshot(page, 'projects-03-list');
      await page.getByRole('link', { name: 'New project' }).click();
      await page.waitForURL((u) => u.pathname === '/panel/projects/create');
      const title = `E2E garden shop ${Date.now()}`;
      const form = page.getByRole('form', { name: 'Project' });
      await form.getByLabel('Title').fill(title);
      await form.getByLabel('Website address').fill('https://garden.example.net/');
      await screenshot(page, 'projects-04-create');
      await form.getByRole('button', { name: 'Create project' }).click();
      await page.waitForURL((u) => /^\/panel\/projects\/\d+$/.test(u.pathname));
      const projectId = Number(/(\d+)$/.exec(pathnameOf(page))[1]);
      await page.getByRole('heading', { level: 1, name: title }).waitFor();
      await page.getByText('No package yet: the campaign starts when you put one on the project.').waitFor();
      await page.getByLabel('Status', { exact: true }).getByText('No package', { exact: true }).waitFor();

      // Assign: the package from the balance, through the confirmation.
      await page.getByRole('combobox', { name: 'Package from your balance' }).click();
      await page.getByRole('option', { name: `${pkg.name} (${balance.quantity.toLocaleString('en-US')} left)` }).click();
      await page.getByRole('button', { name: 'Assign', exact: true }).click();
      const dialog = page.getByRole('dialog', { name: `Assign ${pkg.name}?` });
      await dialog.waitFor();
      const expected = ymd(new Date(Date.now() + pkg.durationDays * 86_400_000));
      const said = (await dialog.innerText()).replace(/\s+/g, ' ');
      assert.ok(said.includes(`This spends 1 credit of ${pkg.name} — ${(balance.quantity - 1).toLocaleString('en-US')} left after.`), said);
      assert.ok(said.includes(`the project runs until ${expected}`), `the dialog names the expiry ${expected}: ${said}`);
      await screenshot(page, 'projects-05-assign-confirm', { fullPage: false });
      await dialog.getByRole('button', { name: 'Spend 1 credit' }).click();
      await dialog.waitFor({ state: 'hidden' });
      await page.getByText(`${pkg.name}, runs until ${expected}`).waitFor();
      await page.getByText('Campaign active').first().waitFor();
      await screenshot(page, 'projects-06-assigned');

      const { project } = await graphql('query($id: Int!) { project(id: $id) { expiredAt package { id } } }', { id: projectId }, { token });
      assert.equal(project.package.id, pkg.id);
      assert.equal(ymd(new Date(project.expiredAt)), expected, 'the server set the expiry the page shows');
      // A reload shows the same (from the server, not the cache).
      await page.reload({ waitUntil: 'domcontentloaded' });
      await settle(page);
      await page.getByText(`${pkg.name}, runs until ${expected}`).waitFor();

      assert.equal(await balanceShown(page, pkg.name), before - 1, 'the balance dropped by one credit');
      await screenshot(page, 'projects-07-balance-after');

      // The dashboard lists the new project with its expiry.
      await visit(page, '/panel');
      const row = page.getByRole('region', { name: 'Projects' }).getByRole('listitem').filter({ hasText: title });
      if ((await page.getByRole('region', { name: 'Projects' }).getByRole('listitem').count()) < 5) {
        await row.getByText(`Expires ${expected}`).waitFor();
      }
      assert.deepEqual(page.consoleErrors, [], page.diagnostics.join('; '));
    });
    await context.close();
  });

  it('statistics of a seeded project: per-day table, top pages and a CSV with one line per visit', async () => {
    const { context, page } = await signedIn(USER);
    await withFailureShots('projects-statistics', context, async () => {
      const { projects } = await graphql('{ projects(limit: 50) { items { id title url } } }', {}, { token });
      const recipes = projects.items.find((p) => p.title === 'Recipes site');
      assert.ok(recipes, 'the seeded project with delivery reports');

      await visit(page, '/panel/projects');
      await page.getByRole('table', { name: 'Projects' }).getByRole('link', { name: 'Recipes site' }).click();
      await page.waitForURL((u) => u.pathname === `/panel/projects/${recipes.id}`);
      // A plain user has no tracking-code editor (docs/product.md#roles: VIP and above).
      await page.getByRole('heading', { level: 1, name: 'Recipes site' }).waitFor();
      await page.getByRole('heading', { name: 'Settings', exact: true }).waitFor();
      assert.equal(await page.getByRole('region', { name: 'Tracking codes' }).count(), 0, 'no tracking codes for a plain user');
      assert.equal(await page.getByText('Tracking codes').count(), 0);
      await page.getByRole('link', { name: 'Statistics', exact: true }).click();
      await page.waitForURL((u) => u.pathname === `/panel/projects/statistics/${recipes.id}`);
      await page.getByRole('heading', { level: 1, name: 'Statistics: Recipes site' }).waitFor();

      const summary = page.getByText(/^[\d,]+ visits from \d{4}-\d{2}-\d{2} to \d{4}-\d{2}-\d{2}\.$/);
      await summary.waitFor();
      const [, shownTotal, from, to] = /^([\d,]+) visits from (\S+) to (\S+)\.$/.exec((await summary.innerText()).trim());
      const { projectStatistics } = await graphql(
        'query($id: Int!, $from: String, $to: String) { projectStatistics(projectId: $id, from: $from, to: $to) { total perDay { day visits } } }',
        { id: recipes.id, from, to },
        { token },
      );
      const total = projectStatistics.total;
      assert.ok(total > 100, `the seeded reports count (${total})`);
      assert.equal(Number(shownTotal.replace(/,/g, '')), total, "the page shows the server's total");

      // Per day: the chart is drawn, and its numbers table has every day of the range, summing to the total.
      const chart = page.getByRole('figure', { name: 'Visits per day' });
      await chart.locator('svg').first().waitFor();
      await chart.getByText('The numbers, day by day').click();
      const perDay = chart.getByRole('table', { name: 'Visits per day, day by day' });
      await perDay.waitFor();
      const dayRows = (await perDay.locator('tbody tr').allInnerTexts()).map((t) => t.split(/\s+/));
      const days = Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000) + 1;
      assert.equal(dayRows.length, days, `one row per day from ${from} to ${to}`);
      const sum = dayRows.reduce((s, [, v]) => s + Number(v.replace(/,/g, '')), 0);
      assert.equal(sum, total, 'the days add up to the total');
      assert.ok(dayRows.filter(([, v]) => v !== '0').length >= 14, 'real rows on most of the seeded days');
      for (const d of projectStatistics.perDay) {
        const shown = dayRows.find(([day]) => day === d.day);
        assert.ok(shown, `the day ${d.day} is in the table`);
        assert.equal(Number(shown[1].replace(/,/g, '')), d.visits, `the visits of ${d.day}`);
      }

      // Top pages: real page addresses of the project with their counts, most visited first.
      const pages = page.getByRole('table', { name: 'Top pages' });
      await pages.locator('tbody tr').first().waitFor();
      const pageRows = (await pages.locator('tbody tr').allInnerTexts()).map((t) => t.trim().split(/\s+/));
      assert.ok(pageRows.length >= 5, `several pages (${pageRows.length})`);
      const origin = recipes.url.replace(/\/+$/, '');
      for (const [address, visits] of pageRows) {
        assert.ok(address.startsWith(origin), `${address} is a page of ${origin}`);
        assert.ok(Number(visits.replace(/,/g, '')) > 0);
      }
      const counts = pageRows.map(([, v]) => Number(v.replace(/,/g, '')));
      assert.deepEqual(
        counts,
        [...counts].sort((a, b) => b - a),
        'most visited first',
      );
      await page
        .getByRole('region', { name: 'Countries', exact: true })
        .getByRole('table')
        .or(page.getByRole('region', { name: 'Countries', exact: true }).locator('svg'))
        .first()
        .waitFor();
      // Long referrer addresses wrap inside their block: the visit counts stay in view (no table wider than its card).
      for (const name of ['Countries', 'Referrers', 'Devices', 'Top pages']) {
        const block = page.getByRole('region', { name, exact: true });
        const { tableWidth, blockWidth } = await block.evaluate((el) => ({
          tableWidth: el.querySelector('table').getBoundingClientRect().right,
          blockWidth: el.getBoundingClientRect().right,
        }));
        assert.ok(tableWidth <= blockWidth, `the ${name} table ends at ${tableWidth} px, past its block at ${blockWidth} px`);
      }
      await screenshot(page, 'projects-08-statistics');

      // The CSV: a header line and one line per visit the server counts in the range.
      const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download CSV' }).click()]);
      assert.equal(download.suggestedFilename(), `project-${recipes.id}-visits-${from}-to-${to}.csv`);
      const csv = await fs.readFile(await download.path(), 'utf8');
      const lines = csv.split(/\r?\n/).filter((l) => l !== '');
      assert.match(lines[0], /visit/i, `a header line: ${lines[0]}`);
      assert.doesNotMatch(lines[0], /\d{4}-\d{2}-\d{2}/, 'the first line is the header, not a visit');
      assert.equal(lines.length - 1, total, `${total} visits, ${lines.length - 1} data lines`);
      assert.ok(
        lines.slice(1).every((l) => l.includes(origin)),
        'every visit is on a page of the project',
      );

      // A shorter range: the figures and the file follow it.
      const weekFrom = ymd(new Date(Date.parse(to) - 6 * 86_400_000));
      await page.getByRole('group', { name: 'Date range' }).getByLabel('From').fill(weekFrom);
      await page.waitForURL((u) => u.searchParams.get('from') === weekFrom);
      const weekSummary = page.getByText(new RegExp(`^[\\d,]+ visits from ${weekFrom} to ${to}\\.$`));
      await weekSummary.waitFor();
      const { projectStatistics: week } = await graphql(
        'query($id: Int!, $from: String, $to: String) { projectStatistics(projectId: $id, from: $from, to: $to) { total } }',
        { id: recipes.id, from: weekFrom, to },
        { token },
      );
      assert.ok(week.total > 0 && week.total < total, `a week (${week.total}) is part of the month (${total})`);
      assert.equal(Number((await weekSummary.innerText()).split(' ')[0].replace(/,/g, '')), week.total);
      await chart.getByText('The numbers, day by day').waitFor();
      if (!(await perDay.isVisible())) await chart.getByText('The numbers, day by day').click();
      assert.equal(await perDay.locator('tbody tr').count(), 7, 'seven days in the table');
      const [weekDownload] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download CSV' }).click()]);
      assert.equal(weekDownload.suggestedFilename(), `project-${recipes.id}-visits-${weekFrom}-to-${to}.csv`);
      const weekLines = (await fs.readFile(await weekDownload.path(), 'utf8')).split(/\r?\n/).filter((l) => l !== '');
      assert.equal(weekLines[0], lines[0], 'the same header');
      assert.equal(weekLines.length - 1, week.total, `${week.total} visits in the week, ${weekLines.length - 1} data lines`);
      await screenshot(page, 'projects-08a-statistics-week');

      // All projects: Projects → Statistics shows the user's visits per day over every project, and leads back here.
      await visit(page, '/panel/projects');
      await page.getByRole('link', { name: 'Statistics', exact: true }).click();
      await page.waitForURL((u) => u.pathname === '/panel/projects/statistics');
      const overall = page.getByText(/^[\d,]+ visits from \S+ to \S+ over all your projects\.$/);
      await overall.waitFor();
      const [, allShown, allFrom, allTo] = /^([\d,]+) visits from (\S+) to (\S+) over/.exec((await overall.innerText()).trim());
      const { projectStatistics: all } = await graphql(
        'query($from: String, $to: String) { projectStatistics(from: $from, to: $to) { total } }',
        { from: allFrom, to: allTo },
        { token },
      );
      assert.equal(Number(allShown.replace(/,/g, '')), all.total, "the overview shows the server's total over all projects");
      assert.ok(all.total >= total, 'all projects count at least the one project');
      const overview = page.getByRole('figure', { name: 'Visits per day' });
      await overview.locator('svg').first().waitFor();
      await screenshot(page, 'projects-08b-statistics-all');
      await page.getByRole('region', { name: 'Statistics per project' }).getByRole('link', { name: 'Recipes site' }).click();
      await page.waitForURL(
        (u) =>
          u.pathname === `/panel/projects/statistics/${recipes.id}` &&
          u.searchParams.get('from') === allFrom &&
          u.searchParams.get('to') === allTo,
      );
      await page.getByRole('heading', { level: 1, name: 'Statistics: Recipes site' }).waitFor();
      assert.deepEqual(page.consoleErrors, [], page.diagnostics.join('; '));
    });
    await context.close();
  });

  it('"Unable to obtain project data" for another user\'s project; a VIP keeps tracking codes', async () => {
    const otherToken = await tokenOf(OTHER, DEMO_PASSWORD);
    const { projects } = await graphql('{ projects(limit: 50) { items { id title } } }', {}, { token: otherToken });
    const foreign = projects.items.find((p) => p.title === 'My online shop');
    assert.ok(foreign, `${OTHER}'s seeded project`);

    const { context, page } = await signedIn(USER);
    await withFailureShots('projects-foreign', context, async () => {
      for (const path of [`/panel/projects/${foreign.id}`, `/panel/projects/statistics/${foreign.id}`]) {
        await visit(page, path);
        const alert = page.getByRole('alert').filter({ hasText: 'Unable to obtain project data' });
        await alert.waitFor();
        assert.match((await alert.innerText()).replace(/\s+/g, ' '), /Status 404/);
        assert.equal(await page.getByText('My online shop').count(), 0, "nothing of the other user's project shows");
      }
      await screenshot(page, 'projects-09-foreign-project');
      await visit(page, '/panel/projects/not-a-number');
      await page.getByRole('alert').filter({ hasText: 'Unable to obtain project data' }).filter({ hasText: 'Status 404' }).waitFor();
      // Nor does the file download give it away.
      const csv = await request(`/api/projects/${foreign.id}/visits.csv`, {
        accept: 'text/csv',
        headers: { Authorization: `Bearer ${token}` },
      });
      assert.equal(csv.status, 404);
      assert.doesNotMatch(csv.text, /shop\.example\.com/);
    });
    await context.close();

    const vipToken = await tokenOf(VIP, DEMO_PASSWORD);
    const vipProject = (await graphql('{ projects(limit: 50) { items { id title } } }', {}, { token: vipToken })).projects.items[0];
    const vip = await signedIn(VIP);
    await withFailureShots('projects-vip', vip.context, async () => {
      await visit(vip.page, `/panel/projects/${vipProject.id}`);
      const codes = vip.page.getByRole('region', { name: 'Tracking codes' });
      await codes.waitFor();
      await codes.getByRole('heading', { name: 'Tracking codes' }).waitFor();
      await screenshot(vip.page, 'projects-10-vip-tracking-codes');
    });
    await vip.context.close();
  });

  it('a fresh account changes its display name, then removes itself with its password and cannot log in again', async () => {
    const email = `e2e-projects-${Date.now()}@example.com`;
    const password = 'e2e-throwaway-password';
    await graphql('mutation($i: RegisterInput!) { register(input: $i) { email } }', { i: { email, password, displayName: 'Throwaway' } }); // no session: it logs in below
    const { context, page } = await signedIn(email, password);
    await withFailureShots('projects-profile', context, async () => {
      await visit(page, '/panel/profile/edit');
      await page.getByRole('heading', { level: 1, name: 'Settings' }).waitFor();
      const nameForm = page.getByRole('form', { name: 'Change your name' });
      await nameForm.getByLabel('Display name').fill('Rosa Gardener');
      await nameForm.getByRole('button', { name: 'Save name' }).click();
      await page.getByText('Your name has been saved.').waitFor();
      await screenshot(page, 'projects-11-name-saved');

      // The top bar's profile menu (named by the initials it shows) and the profile page show the new name.
      await page.getByRole('button', { name: 'RG, open profile menu' }).click();
      await page.getByRole('menu').getByText('Rosa Gardener', { exact: true }).waitFor();
      await page.keyboard.press('Escape');
      await visit(page, '/panel/profile');
      await page.getByRole('heading', { level: 1, name: 'My profile' }).waitFor();
      const facts = (await page.locator('dl').innerText()).replace(/\s+/g, ' ');
      assert.ok(facts.includes('Name Rosa Gardener'), facts);
      assert.ok(facts.includes(email), facts);
      // After a reload too: the name is the server's.
      await page.reload({ waitUntil: 'domcontentloaded' });
      await settle(page);
      await page.locator('dl').getByText('Rosa Gardener', { exact: true }).waitFor();
      await page.getByRole('button', { name: 'RG, open profile menu' }).getByText('RG', { exact: true }).waitFor();
      await screenshot(page, 'projects-12-profile');

      // Removal: the consequences, a wrong password refused, then the right one.
      await visit(page, '/panel/profile/edit');
      await page.getByRole('region', { name: 'Remove account' }).getByRole('button', { name: 'Remove my account' }).click();
      const dialog = page.getByRole('dialog', { name: 'Remove your account?' });
      await dialog.waitFor();
      await dialog.getByText('Your subscriptions are cancelled').waitFor();
      await dialog.getByText('Your orders, payments and credit history are kept').waitFor();
      await dialog.getByLabel('Your password').fill('not-the-password');
      await dialog.getByRole('button', { name: 'Remove my account' }).click();
      await dialog
        .getByText(/password/i)
        .locator('visible=true')
        .first()
        .waitFor();
      assert.equal(pathnameOf(page), '/panel/profile/edit', 'a wrong password removes nothing');
      await dialog.getByLabel('Your password').fill(password);
      await screenshot(page, 'projects-13-remove-confirm', { fullPage: false });
      await dialog.getByRole('button', { name: 'Remove my account' }).click();
      await page.waitForURL((u) => u.pathname === '/', { timeout: 20_000 });
      await settle(page);
      assert.equal(
        await page.evaluate(() => Object.keys(localStorage).filter((k) => /token/i.test(k) && localStorage.getItem(k)).length),
        0,
        'no token left',
      );
      await page
        .getByRole('link', { name: /log ?in/i })
        .first()
        .waitFor();
      await screenshot(page, 'projects-14-removed-home');

      // Logging in with it fails.
      await visit(page, '/login');
      await page.getByLabel('E-mail').fill(email);
      await page.getByLabel('Password', { exact: true }).fill(password);
      await page.getByRole('button', { name: 'Log in' }).click();
      await page.getByRole('alert').first().waitFor();
      assert.equal(pathnameOf(page), '/login');
      await screenshot(page, 'projects-15-login-refused');
      const res = await graphql('mutation($i: LoginInput!) { login(input: $i) { token } }', { i: { username: email, password } }).catch(
        (e) => e,
      );
      assert.ok(res instanceof Error, 'the server refuses the removed account');
      // Personal data erased (docs/api.md#calls remove-account): an admin finds neither the address nor the name any more.
      const admin = await tokenOf('superadmin@example.com', DEMO_PASSWORD);
      for (const filter of [{ email: email.split('@')[0] }, { displayName: 'Rosa Gardener' }]) {
        for (const deleted of [undefined, true]) {
          const { users } = await graphql(
            'query($f: UserFilter) { users(filter: $f) { total } }',
            { f: { ...filter, ...(deleted ? { deleted } : {}) } },
            { token: admin },
          );
          assert.equal(users.total, 0, `no user matches ${JSON.stringify(filter)}${deleted ? ' among the deleted' : ''}`);
        }
      }
      // The check itself finds a live account by its name (so a zero above means erased, not a filter that never matches).
      const { users: live } = await graphql(
        'query($f: UserFilter) { users(filter: $f) { total } }',
        { f: { displayName: 'VIP Customer' } },
        { token: admin },
      );
      assert.equal(live.total, 1);
    });
    await context.close();
  });
});
