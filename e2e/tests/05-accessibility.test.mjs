/*
 * Accessibility: axe-core scans every public page — after the visitor accepted cookies and closed
 * the promotion popup — plus the consent bar, the cookie preferences dialog and the promotion popup themselves.
 * No violation may have impact "serious" or "critical"; every violation found is printed as a table (and written
 * to e2e/artifacts/axe-report.md and axe-results.json). Each page is also saved as a screenshot.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { after, before, describe, it } from 'node:test';
import {
  acceptAllCookies,
  artifactsDir,
  closePromotionIfShown,
  consentBar,
  launchBrowser,
  newVisitor,
  promotionDialog,
  screenshot,
  settleVisitor,
  visit,
  withFailureShots,
} from '../lib/browser.mjs';

const require = createRequire(import.meta.url);
const axePath = require.resolve('axe-core/axe.min.js');
const axeVersion = require('axe-core/package.json').version;

/** The app's CSP (script-src 'self') would refuse the injected axe script; bypassing it changes nothing else. */
const A11Y_CONTEXT = { reducedMotion: 'reduce', bypassCSP: true };
const BLOCKING = new Set(['serious', 'critical']);
const IMPACT_ORDER = ['critical', 'serious', 'moderate', 'minor'];

/** The public routes of docs/product.md#screens-and-routes (token pages without a token, the 404 page included). */
const PUBLIC_PAGES = [
  { path: '/', name: 'home' },
  { path: '/pricing', name: 'pricing' },
  { path: '/promotion', name: 'promotion' },
  { path: '/login', name: 'login' },
  { path: '/register', name: 'register' },
  { path: '/forgot-password', name: 'forgot-password' },
  { path: '/contact', name: 'contact' },
  { path: '/how-to-start', name: 'how-to-start' },
  { path: '/how-to-double-traffic', name: 'how-to-double-traffic' },
  { path: '/increase-alexa-rank', name: 'increase-alexa-rank' },
  { path: '/reduce-bounce-rate', name: 'reduce-bounce-rate' },
  { path: '/website-traffic-generator', name: 'website-traffic-generator' },
  { path: '/eula', name: 'eula' },
  { path: '/privacy-policy', name: 'privacy-policy' },
  { path: '/refund-policy', name: 'refund-policy' },
  { path: '/external-demo-register', name: 'external-demo-register' },
  { path: '/activate-email', name: 'activate-email' },
  { path: '/verify-email', name: 'verify-email' },
  { path: '/reset-password', name: 'reset-password' },
  { path: '/unsubscribe', name: 'unsubscribe' },
  { path: '/social-login/google', name: 'social-return' },
  { path: '/no-such-page', name: '404' },
];

/** [{ scan, impact, id, nodes, help }] over the whole file. */
const rows = [];
const scans = [];

async function runAxe(page, scan, options = {}) {
  await page.addScriptTag({ path: axePath });
  const result = await page.evaluate(async (opts) => {
    const r = await axe.run(opts.include ? { include: opts.include } : document, { resultTypes: ['violations'] });
    return {
      violations: r.violations.map((v) => ({
        id: v.id,
        impact: v.impact,
        help: v.help,
        helpUrl: v.helpUrl,
        nodes: v.nodes.map((n) => ({ target: n.target.join(' '), summary: n.failureSummary, html: n.html.slice(0, 200) })),
      })),
      passes: r.passes.length,
    };
  }, options);
  scans.push({ scan, url: page.url(), violations: result.violations });
  for (const v of result.violations) rows.push({ scan, impact: v.impact ?? 'n/a', id: v.id, nodes: v.nodes.length, help: v.help });
  return result.violations;
}

/**
 * Waits until no CSS transition or animation runs: a dialog scanned while it fades in has half-transparent text, and
 * axe then measures blended colours (the promotion popup's button failed color-contrast now and then that way).
 */
async function animationsSettled(page) {
  await page.waitForFunction(() =>
    [...document.querySelectorAll('dialog.tg-dialog')].every((d) =>
      d.getAnimations({ subtree: true }).every((a) => a.playState !== 'running'),
    ),
  );
}

function assertNoBlocking(scan, violations) {
  const blocking = violations.filter((v) => BLOCKING.has(v.impact));
  assert.deepEqual(
    blocking.map(
      (v) =>
        `${v.impact} ${v.id} ×${v.nodes.length}: ${v.help} — ${v.nodes
          .map((n) => n.target)
          .slice(0, 5)
          .join(' | ')}`,
    ),
    [],
    `${scan}: serious or critical axe violations`,
  );
}

function table() {
  const lines = [`axe-core ${axeVersion}: violations by page (impact, rule id, affected nodes)`, ''];
  lines.push('| page / state | impact | rule | nodes | help |', '|---|---|---|---:|---|');
  const sorted = [...rows].sort(
    (a, b) => IMPACT_ORDER.indexOf(a.impact) - IMPACT_ORDER.indexOf(b.impact) || a.id.localeCompare(b.id) || a.scan.localeCompare(b.scan),
  );
  for (const r of sorted) lines.push(`| ${r.scan} | ${r.impact} | ${r.id} | ${r.nodes} | ${r.help} |`);
  if (rows.length === 0) lines.push('| (all) | — | no violations | 0 | |');
  const byImpact = Object.fromEntries(IMPACT_ORDER.map((i) => [i, 0]));
  for (const r of rows) byImpact[r.impact] = (byImpact[r.impact] ?? 0) + r.nodes;
  const clean = scans.filter((s) => s.violations.length === 0).map((s) => s.scan);
  lines.push(
    '',
    `scanned ${scans.length} pages/states; nodes affected by impact: ` + IMPACT_ORDER.map((i) => `${i} ${byImpact[i]}`).join(', '),
    `without any violation: ${clean.length ? clean.join(', ') : 'none'}`,
  );
  return lines.join('\n');
}

describe('accessibility (axe-core) of the public site', () => {
  let browser;
  let visitor;

  before(async () => {
    browser = await launchBrowser();
    visitor = await newVisitor(browser, A11Y_CONTEXT);
    await settleVisitor(visitor.page, '/');
  });

  after(async () => {
    await browser?.close();
    const report = table();
    console.log(`\n${report}\n`);
    fs.mkdirSync(artifactsDir, { recursive: true });
    fs.writeFileSync(path.join(artifactsDir, 'axe-report.md'), `${report}\n`);
    fs.writeFileSync(path.join(artifactsDir, 'axe-results.json'), `${JSON.stringify({ axeVersion, scans }, null, 2)}\n`);
  });

  for (const { path: pathname, name } of PUBLIC_PAGES) {
    it(`${pathname}: no serious or critical violations`, async () => {
      const { context, page } = visitor;
      await withFailureShots(`a11y-${name}`, context, async () => {
        await visit(page, pathname);
        await page.locator('h1').first().waitFor();
        assert.equal(await consentBar(page).count(), 0, 'the consent bar stays closed after the decision');
        assert.equal(await promotionDialog(page).count(), 0, 'the dismissed promotion stays closed');
        await screenshot(page, `public-${name}`);
        assertNoBlocking(pathname, await runAxe(page, pathname));
      });
    });
  }

  it('the cookie consent bar of a first visit: no serious or critical violations', async () => {
    const { context, page } = await newVisitor(browser, A11Y_CONTEXT);
    await withFailureShots('a11y-consent-bar', context, async () => {
      await visit(page, '/');
      await consentBar(page).waitFor();
      assertNoBlocking('/ (consent bar)', await runAxe(page, '/ (consent bar)'));

      await page.getByRole('button', { name: 'Customize Settings' }).click();
      const dialog = page.getByRole('dialog');
      await dialog.waitFor();
      await animationsSettled(page);
      await screenshot(page, 'public-cookie-preferences', { fullPage: false });
      assertNoBlocking('/ (cookie preferences dialog)', await runAxe(page, '/ (cookie preferences dialog)'));
    });
    await context.close();
  });

  it('the promotion popup: no serious or critical violations', async () => {
    const { context, page } = await newVisitor(browser, A11Y_CONTEXT);
    await withFailureShots('a11y-promotion-popup', context, async () => {
      await visit(page, '/pricing');
      await consentBar(page).waitFor();
      await acceptAllCookies(page);
      await promotionDialog(page).waitFor();
      await animationsSettled(page);
      assertNoBlocking('/pricing (promotion popup)', await runAxe(page, '/pricing (promotion popup)'));
      await closePromotionIfShown(page);
    });
    await context.close();
  });
});
