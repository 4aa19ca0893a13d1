/*
 * /pricing scrolled sideways (a visually hidden heading 100% wide: 1344 px at 1280, 406 at
 * 390) and opening a dialog shifted the page. No public page (docs/product.md#screens-and-routes) may be wider than the viewport, at the
 * desktop and the phone size, and opening the cookie preferences or the country chooser must not move the page.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import {
  acceptAllCookies,
  closePromotionIfShown,
  consentBar,
  launchBrowser,
  newVisitor,
  settle,
  visit,
  withFailureShots,
} from '../lib/browser.mjs';

const PUBLIC_PAGES = [
  '/',
  '/pricing',
  '/promotion',
  '/login',
  '/register',
  '/forgot-password',
  '/contact',
  '/how-to-start',
  '/how-to-double-traffic',
  '/increase-alexa-rank',
  '/reduce-bounce-rate',
  '/website-traffic-generator',
  '/eula',
  '/privacy-policy',
  '/refund-policy',
  '/external-demo-register',
  '/activate-email',
  '/verify-email',
  '/reset-password',
  '/unsubscribe',
  '/no-such-page',
];
const SIZES = [
  { width: 1280, height: 900 },
  { width: 390, height: 844 },
];

const widths = (page) =>
  page.evaluate(() => ({ scrollWidth: document.scrollingElement.scrollWidth, innerWidth: window.innerWidth, scrollX: window.scrollX }));
/** Where the page's content starts on screen: the main landmark's left edge (the header's when there is none). */
const contentLeft = (page) =>
  page.evaluate(() => (document.querySelector('main') ?? document.querySelector('header')).getBoundingClientRect().left);

describe('page width', () => {
  let browser;
  before(async () => {
    browser = await launchBrowser();
  });
  after(async () => {
    await browser?.close();
  });

  for (const viewport of SIZES) {
    it(`no public page is wider than a ${viewport.width}×${viewport.height} screen`, async () => {
      const { context, page } = await newVisitor(browser, { viewport });
      // Each page is a fresh load: the live app hydrates the server's markup, which must match.
      const hydrationWarnings = [];
      page.on('console', (msg) => {
        if (msg.type() === 'warning' && /hydrat/i.test(msg.text()))
          hydrationWarnings.push(`${new URL(page.url()).pathname}: ${msg.text()}`);
      });
      await withFailureShots(`width-${viewport.width}`, context, async () => {
        await visit(page, '/');
        await acceptAllCookies(page);
        await closePromotionIfShown(page);
        const wide = [];
        for (const pathname of PUBLIC_PAGES) {
          await visit(page, pathname);
          const { scrollWidth, innerWidth } = await widths(page);
          if (scrollWidth > innerWidth) wide.push(`${pathname}: ${scrollWidth} px`);
        }
        assert.deepEqual(wide, [], `pages wider than ${viewport.width} px`);
        assert.deepEqual(hydrationWarnings, [], 'every page hydrated without redrawing');
      });
      await context.close();
    });

    it(`opening a dialog does not move the page sideways at ${viewport.width} px`, async () => {
      const { context, page } = await newVisitor(browser, { viewport });
      await withFailureShots(`dialog-shift-${viewport.width}`, context, async () => {
        await visit(page, '/pricing');
        await consentBar(page).waitFor();
        const before = await contentLeft(page);
        await page.getByRole('button', { name: 'Customize Settings' }).click();
        await page.getByRole('dialog', { name: 'Cookie Settings' }).waitFor();
        assert.equal(await contentLeft(page), before, 'cookie preferences: the content stays where it was');
        assert.ok((await widths(page)).scrollWidth <= viewport.width, 'cookie preferences: no sideways scroll');
        await page.getByRole('button', { name: 'Save And Apply' }).click();
        await page.getByRole('dialog', { name: 'Cookie Settings' }).waitFor({ state: 'hidden' });
        await closePromotionIfShown(page);
        await settle(page);

        const resting = await contentLeft(page);
        const chooser = page.getByRole('button', { name: /^Country:/ });
        await chooser.click();
        await page.getByRole('dialog', { name: 'Choose your country' }).waitFor();
        assert.equal(await contentLeft(page), resting, 'country chooser: the content stays where it was');
        assert.ok((await widths(page)).scrollWidth <= viewport.width, 'country chooser: no sideways scroll');
      });
      await context.close();
    });
  }
});
