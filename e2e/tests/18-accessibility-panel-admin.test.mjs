/*
 * Accessibility of the panel and the admin area (WCAG 2.2 AA): axe-core, limited to the WCAG 2.0/2.1/2.2 A and AA
 * rules, scans every /panel and /admin route of client/src/lib/paths.ts at 1280×900 and at 390×844 (where the
 * sidebar is minimised and wide grids scroll), signed in as user@ for the panel and superadmin@ for the admin area;
 * detail routes use a record of the demo data. No violation may have impact "serious" or "critical". Every route has
 * its own document title ("Projects · <site name>"), also after an in-app navigation; the first focus stop of both
 * layouts is "Skip to content"; the admin grid's pagination is reached and used by keyboard at 390 px. Printed: the
 * route × width table of violation counts and every violation found (also written to
 * e2e/artifacts/axe-panel-admin-report.md and axe-panel-admin-results.json).
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { after, before, describe, it } from 'node:test';
import { A11Y_CONTEXT, animationsSettled, AxeLog, assertNoBlocking, BLOCKING, WCAG_AA_TAGS } from '../lib/axe.mjs';
import {
  DEMO_PASSWORD,
  launchBrowser,
  logIn,
  newVisitor,
  pathnameOf,
  settle,
  settleVisitor,
  visit,
  withFailureShots,
} from '../lib/browser.mjs';
import { graphql } from '../lib/http.mjs';

const WIDTHS = [
  { name: '1280', label: '1280×900', viewport: { width: 1280, height: 900 } },
  { name: '390', label: '390×844', viewport: { width: 390, height: 844 } },
];

const pathsFile = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../client/src/lib/paths.ts');

/** Every route pattern under /panel and /admin that lib/paths.ts declares. */
function declaredPatterns() {
  const source = fs.readFileSync(pathsFile, 'utf8');
  return [...source.matchAll(/route\('(\/(?:panel|admin)[^']*)'\)/g)].map((m) => m[1]);
}

/**
 * The routes scanned, by pattern: the address visited (a record of the demo data for an id) and who visits it.
 * `ids` holds the demo records' ids, read through the API before the scans.
 */
function routes(ids) {
  const panel = (pattern, href = pattern) => ({ pattern, href, area: 'panel' });
  const admin = (pattern, href = pattern) => ({ pattern, href, area: 'admin' });
  return [
    panel('/panel'),
    panel('/panel/billing'),
    panel('/panel/billing/packages'),
    panel('/panel/billing/packages/:code', `/panel/billing/packages/${ids.packageCode}`),
    panel('/panel/billing/payment'),
    panel('/panel/billing/payment/cancel'),
    panel('/panel/billing/paypal'),
    panel('/panel/billing/paypal/cancel'),
    panel('/panel/billing/paypal/confirm-agreement'),
    panel('/panel/billing/commercegate'),
    // On the shared server (card sandbox) the card form of NMI says there is no card payment to make.
    panel('/panel/billing/commercegate/:id', `/panel/billing/commercegate/${ids.userOrder}`),
    panel('/panel/orders'),
    panel('/panel/orders/:id', `/panel/orders/${ids.userOrder}`),
    panel('/panel/payment-cancel'),
    panel('/panel/payment-success'),
    panel('/panel/profile'),
    panel('/panel/profile/edit'),
    panel('/panel/projects'),
    panel('/panel/projects/create'),
    panel('/panel/projects/:id', `/panel/projects/${ids.userProject}`),
    panel('/panel/projects/statistics'),
    panel('/panel/projects/statistics/:id', `/panel/projects/statistics/${ids.userProject}`),
    panel('/panel/transactions'),
    panel('/panel/developers'),
    panel('/panel/developers/webhooks'),
    panel('/panel/developers/webhooks/:id', `/panel/developers/webhooks/${ids.webhook}`),
    admin('/admin'),
    admin('/admin/email-campaigns'),
    admin('/admin/email-campaigns/create'),
    admin('/admin/email-campaigns/:id', `/admin/email-campaigns/${ids.emailCampaign}`),
    admin('/admin/email-campaigns/history/:id', `/admin/email-campaigns/history/${ids.emailCampaign}`),
    admin('/admin/gates'),
    admin('/admin/gates/create'),
    admin('/admin/gates/:id', `/admin/gates/${ids.gate}`),
    admin('/admin/orders'),
    admin('/admin/orders/:id', `/admin/orders/${ids.order}`),
    admin('/admin/packages'),
    admin('/admin/packages/create'),
    admin('/admin/packages/:id', `/admin/packages/${ids.package}`),
    admin('/admin/posts'),
    admin('/admin/posts/create'),
    admin('/admin/posts/:id', `/admin/posts/${ids.post}`),
    admin('/admin/projects'),
    admin('/admin/projects/:id', `/admin/projects/${ids.project}`),
    admin('/admin/projects/pages'),
    admin('/admin/projects/pages/:id', `/admin/projects/pages/${ids.project}`),
    admin('/admin/projects/statistics'),
    admin('/admin/projects/statistics/:id', `/admin/projects/statistics/${ids.project}`),
    admin('/admin/promotions'),
    admin('/admin/promotions/create'),
    admin('/admin/promotions/:id', `/admin/promotions/${ids.promotion}`),
    admin('/admin/reciprocal-links'),
    admin('/admin/reciprocal-links/create'),
    admin('/admin/reciprocal-links/:id', `/admin/reciprocal-links/${ids.reciprocalLink}`),
    admin('/admin/transactions'),
    admin('/admin/transactions/create'),
    admin('/admin/transactions/:id', `/admin/transactions/${ids.transaction}`),
    admin('/admin/users'),
    admin('/admin/users/:id', `/admin/users/${ids.user}`),
    admin('/admin/users/view/:id?', `/admin/users/view/${ids.user}`),
  ];
}

const USERS = { panel: 'user@example.com', admin: 'superadmin@example.com' };

async function tokenOf(email) {
  const { login } = await graphql('mutation($i: LoginInput!) { login(input: $i) { token } }', {
    i: { username: email, password: DEMO_PASSWORD },
  });
  return login.token;
}

/** Ids of demo records for the detail routes: user@'s own for the panel, any for the admin area. */
async function demoIds() {
  const user = await tokenOf(USERS.panel);
  const staff = await tokenOf(USERS.admin);
  const first = async (field, token, args = 'limit: 1') =>
    (await graphql(`{ ${field}(${args}) { items { id } } }`, {}, { token }))[field].items[0]?.id;
  const { projects } = await graphql('{ projects(limit: 50) { items { id title } } }', {}, { token: user });
  const { packages } = await graphql('{ packages(filter: { parentId: 0 }, limit: 50) { items { id code free } } }', {}, { token: user });
  const { users } = await graphql(
    '{ users(filter: { email: "user@example.com" }, limit: 5) { items { id email } } }',
    {},
    { token: staff },
  );
  const ids = {
    userProject: projects.items.find((p) => p.title === 'My online shop')?.id,
    userOrder: await first('orders', user),
    webhook: await first('webhookEndpoints', user),
    packageCode: packages.items.find((p) => !p.free)?.code,
    project: projects.items.find((p) => p.title === 'My online shop')?.id,
    emailCampaign: await first('emailCampaigns', staff),
    gate: await first('gates', staff),
    order: await first('orders', staff),
    package: await first('packages', staff),
    post: await first('posts', staff),
    promotion: await first('promotions', staff),
    reciprocalLink: await first('reciprocalLinks', staff),
    transaction: await first('transactions', staff),
    user: users.items.find((u) => u.email === 'user@example.com')?.id,
  };
  for (const [name, value] of Object.entries(ids)) assert.ok(value, `the demo data has a record for ${name}`);
  return ids;
}

const log = new AxeLog();
/** route pattern -> width -> { at, blocking, all } */
const matrix = new Map();

function matrixTable() {
  const lines = [
    `axe-core (${WCAG_AA_TAGS.join(', ')}): violations per route and width — serious or critical / all (rules, not nodes)`,
    '',
    `| route | address | ${WIDTHS.map((w) => w.label).join(' | ')} |`,
    `|---|---|${WIDTHS.map(() => '---:').join('|')}|`,
  ];
  for (const [pattern, cells] of matrix) {
    const at = [...new Set(WIDTHS.map((w) => cells[w.name]?.at).filter(Boolean))].join(', ');
    const counts = WIDTHS.map((w) => (cells[w.name] ? `${cells[w.name].blocking} / ${cells[w.name].all}` : '—'));
    lines.push(`| ${pattern} | ${at} | ${counts.join(' | ')} |`);
  }
  const totals = WIDTHS.map((w) => [...matrix.values()].reduce((n, cells) => n + (cells[w.name]?.blocking ?? 0), 0));
  lines.push('', `serious or critical in all: ${WIDTHS.map((w, i) => `${w.name} px ${totals[i]}`).join(', ')}`);
  return lines.join('\n');
}

/**
 * Waits for the sidebar to take the width's form (minimised below 1200 px), for the page's data (no spinner left: an
 * indeterminate progress bar, one without `aria-valuenow`) and for the transitions to end.
 */
async function pageReady(page) {
  await page.locator('#main').waitFor();
  const narrow = page.viewportSize().width < 1200;
  await page.locator(`[data-collapsed="${narrow}"]`).waitFor();
  await page
    .locator('#main [role="progressbar"]:not([aria-valuenow])')
    .first()
    .waitFor({ state: 'detached', timeout: 10_000 })
    .catch(() => {});
  // A skeleton stands for data on its way: what replaces it (an enabled button, a list) is what is scanned.
  await page
    .locator('#main .MuiSkeleton-root, #main .tg-skeleton')
    .first()
    .waitFor({ state: 'detached', timeout: 10_000 })
    .catch(() => {});
  await settle(page);
  await animationsSettled(page, 'body').catch(() => {});
}

describe('accessibility (axe-core) of the panel and the admin area', () => {
  let browser;
  let ids;
  let siteName;
  const visitors = {};

  before(async () => {
    browser = await launchBrowser();
    ids = await demoIds();
    siteName = (await graphql('{ currentGate { config } }')).currentGate.config.prop.siteName;
    for (const [area, email] of Object.entries(USERS)) {
      visitors[area] = await newVisitor(browser, A11Y_CONTEXT);
      await settleVisitor(visitors[area].page, '/login');
      await logIn(visitors[area].page, email);
    }
  });

  after(async () => {
    await browser?.close();
    const report = `${matrixTable()}\n\n${log.table('every violation (impact, rule id, affected nodes)')}`;
    console.log(`\n${report}\n`);
    log.write('axe-panel-admin', report);
  });

  it('scans every /panel and /admin route of lib/paths.ts', () => {
    const scanned = routes({}).map((r) => r.pattern);
    assert.deepEqual([...scanned].sort(), [...declaredPatterns()].sort());
  });

  // The table of routes needs the demo ids, read in `before`: the tests are declared per pattern and find their
  // address when they run.
  for (const { pattern, area } of routes({})) {
    it(`${pattern}: no serious or critical violations at 1280 and 390 px; its own title`, async () => {
      const route = routes(ids).find((r) => r.pattern === pattern);
      const { context, page } = visitors[area];
      await withFailureShots(`a11y-${area}-${pattern}`, context, async () => {
        const results = [];
        // Loaded once at the first width; the layout follows the window's width (the sidebar is minimised below
        // 1200 px as it is when the page is opened at that width).
        await page.setViewportSize(WIDTHS[0].viewport);
        await visit(page, route.href);
        for (const { name, viewport } of WIDTHS) {
          await page.setViewportSize(viewport);
          await pageReady(page);
          const at = pathnameOf(page);
          const scan = `${at} @${name}`;
          const violations = await log.run(page, scan, { tags: WCAG_AA_TAGS });
          const cells = matrix.get(pattern) ?? {};
          cells[name] = { at, blocking: violations.filter((v) => BLOCKING.has(v.impact)).length, all: violations.length };
          matrix.set(pattern, cells);
          results.push({ at, scan, violations, title: await page.title() });
        }
        for (const { scan, violations } of results) assertNoBlocking(scan, violations);
        for (const { at, title } of results)
          assert.ok(title.endsWith(` · ${siteName}`) && title.length > siteName.length + 3, `${at}: a title of its own, got "${title}"`);
      });
    });
  }

  it('the title follows an in-app navigation', async () => {
    const { context, page } = visitors.panel;
    await withFailureShots('a11y-panel-title', context, async () => {
      await page.setViewportSize(WIDTHS[0].viewport);
      await visit(page, '/panel');
      await pageReady(page);
      const first = await page.title();
      await page.getByRole('navigation', { name: 'User panel' }).getByRole('link', { name: 'Projects' }).click();
      await page.waitForURL((u) => u.pathname === '/panel/projects');
      await page.waitForFunction((before) => document.title !== before, first);
      assert.equal(await page.title(), `Projects · ${siteName}`);
    });
  });

  for (const area of ['panel', 'admin']) {
    for (const { name, viewport } of WIDTHS) {
      it(`${area} at ${name} px: "Skip to content" is the first focus stop and moves focus to the content`, async () => {
        const { context, page } = visitors[area];
        await withFailureShots(`a11y-${area}-skip-${name}`, context, async () => {
          await page.setViewportSize(viewport);
          await visit(page, `/${area}`);
          await pageReady(page);
          await page.keyboard.press('Tab');
          const skip = page.getByRole('link', { name: 'Skip to content' });
          assert.ok(await skip.evaluate((el) => el === document.activeElement), 'the skip link has the focus');
          assert.ok(await skip.isVisible(), 'the focused skip link is visible');
          await page.keyboard.press('Enter');
          await page.keyboard.press('Tab');
          assert.ok(
            await page.evaluate(() => document.querySelector('#main')?.contains(document.activeElement)),
            'the next Tab lands in the content',
          );
        });
      });
    }
  }

  it("the admin grid's pagination is reached and used by keyboard at 390 px", async () => {
    const { context, page } = visitors.admin;
    await withFailureShots('a11y-admin-grid-pagination-390', context, async () => {
      await page.setViewportSize(WIDTHS[1].viewport);
      // More packages than a page holds, in more columns than the screen shows: the grid scrolls sideways.
      await visit(page, '/admin/packages');
      await pageReady(page);
      const grid = page.getByRole('grid', { name: 'Packages' });
      assert.ok(
        await grid.locator('.MuiDataGrid-virtualScroller').evaluate((el) => el.scrollWidth > el.clientWidth),
        'the grid scrolls sideways at 390 px',
      );
      const focused = (locator) => locator.evaluate((el) => el === document.activeElement);
      const onScreen = async (locator, what) => {
        const box = await locator.boundingBox();
        assert.ok(box && box.x >= 0 && box.x + box.width <= 390, `${what} is on the screen: ${JSON.stringify(box)}`);
      };

      const next = page.getByRole('button', { name: 'Go to next page' });
      let reached = false;
      for (let i = 0; i < 80 && !reached; i += 1) {
        await page.keyboard.press('Tab');
        reached = await focused(next);
      }
      assert.ok(reached, 'Tab reaches "Go to next page"');
      await onScreen(next, '"Go to next page"');
      await page.keyboard.press('Enter');
      await page.waitForURL((u) => u.searchParams.get('page') === '2');
      await pageReady(page);

      // The page size is chosen by keyboard too (the grid hides that choice below 600 px unless told otherwise).
      const size = page.getByRole('combobox', { name: /Rows per page/ });
      reached = false;
      for (let i = 0; i < 5 && !reached; i += 1) {
        await page.keyboard.press('Shift+Tab');
        reached = await focused(size);
      }
      assert.ok(reached, 'Shift+Tab from the page buttons reaches "Rows per page"');
      await onScreen(size, '"Rows per page"');
      await page.keyboard.press('Enter');
      await page.getByRole('option', { name: '25' }).waitFor();
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('Enter');
      await page.waitForURL((u) => u.searchParams.get('limit') === '25');
    });
  });
});
