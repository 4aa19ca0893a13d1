/*
 * Accessibility: axe-core scans every public page — after the visitor accepted cookies and closed
 * the promotion popup — plus the consent bar, the cookie preferences dialog and the promotion popup themselves.
 * No violation may have impact "serious" or "critical"; every violation found is printed as a table (and written
 * to e2e/artifacts/axe-report.md and axe-results.json). Each page is also saved as a screenshot.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { A11Y_CONTEXT, animationsSettled, AxeLog, assertNoBlocking } from '../lib/axe.mjs';
import {
  acceptAllCookies,
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

const log = new AxeLog();
/** A dialog scanned while it fades in fails color-contrast (the promotion popup's button did now and then). */
const dialogSettled = (page) => animationsSettled(page, 'dialog.tg-dialog');

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
    const report = log.table();
    console.log(`\n${report}\n`);
    log.write('axe', report);
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
        assertNoBlocking(pathname, await log.run(page, pathname));
      });
    });
  }

  it('the cookie consent bar of a first visit: no serious or critical violations', async () => {
    const { context, page } = await newVisitor(browser, A11Y_CONTEXT);
    await withFailureShots('a11y-consent-bar', context, async () => {
      await visit(page, '/');
      await consentBar(page).waitFor();
      assertNoBlocking('/ (consent bar)', await log.run(page, '/ (consent bar)'));

      await page.getByRole('button', { name: 'Customize Settings' }).click();
      const dialog = page.getByRole('dialog');
      await dialog.waitFor();
      await dialogSettled(page);
      await screenshot(page, 'public-cookie-preferences', { fullPage: false });
      assertNoBlocking('/ (cookie preferences dialog)', await log.run(page, '/ (cookie preferences dialog)'));
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
      await dialogSettled(page);
      assertNoBlocking('/pricing (promotion popup)', await log.run(page, '/pricing (promotion popup)'));
      await closePromotionIfShown(page);
    });
    await context.close();
  });
});
