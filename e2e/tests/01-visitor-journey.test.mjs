/*
 * A new visitor's journey (docs/product.md#what-it-is, docs/product.md#states and docs/api.md#calls): consent → the active promotion's
 * popup, closed →
 * neither comes back → pricing → the demo sign-up on the home page (a local website, checked by the server) →
 * signed in on /panel → the activation link from the outbox, with a password chosen there → the panel → logout
 * and login with that e-mail and password. One browser context plays the visitor; the steps run in order and a
 * step after a failed one is skipped. Every step leaves a screenshot in e2e/artifacts/journey-*.png.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import {
  acceptAllCookies,
  baseUrl,
  consentBar,
  dataDir,
  launchBrowser,
  logIn,
  newVisitor,
  pathnameOf,
  promotionDialog,
  screenshot,
  settle,
  sidebar,
  url,
  visit,
  withFailureShots,
} from '../lib/browser.mjs';
import { startDemoSite } from '../lib/demo-site.mjs';
import { findLink, waitForMail } from '../lib/outbox.mjs';

const DAY_MS = 86_400_000;
const email = `visitor-${Date.now().toString(36)}@example.com`;
const password = 'Journey-pass-2026';

/** Records every `document.cookie = …` of the page (with its attributes) in window.__cookieWrites. */
function recordCookieWrites() {
  const native = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie');
  Object.defineProperty(Document.prototype, 'cookie', {
    configurable: true,
    get() {
      return native.get.call(this);
    },
    set(value) {
      (window.__cookieWrites ??= []).push(String(value));
      native.set.call(this, value);
    },
  });
}

function cookieWrites(page) {
  return page.evaluate(() => window.__cookieWrites ?? []);
}

/** The expiry (ms) of the last write of a cookie whose name starts with `prefix`. */
function cookieExpiry(writes, prefix) {
  const write = writes.filter((w) => w.startsWith(prefix)).pop();
  assert.ok(write, `the page wrote a ${prefix}… cookie (writes: ${writes.map((w) => w.split('=')[0]).join(', ')})`);
  const expires = /;\s*expires=([^;]+)/i.exec(write)?.[1];
  const maxAge = /;\s*max-age=(\d+)/i.exec(write)?.[1];
  assert.ok(expires || maxAge, `${prefix}… is a persistent cookie: ${write}`);
  return maxAge ? Date.now() + Number(maxAge) * 1000 : Date.parse(expires);
}

describe("a new visitor's journey", () => {
  let browser;
  let site;
  let context;
  let page;
  let broken = null;

  before(async () => {
    [browser, site] = await Promise.all([launchBrowser(), startDemoSite()]);
    ({ context, page } = await newVisitor(browser));
    await context.addInitScript(recordCookieWrites);
  });

  after(async () => {
    await browser?.close();
    await site?.close();
  });

  /** A step of the journey: skipped once an earlier step failed, screenshot kept when it fails itself. */
  function step(title, shot, body) {
    it(title, async (t) => {
      if (broken) {
        t.skip(`an earlier step failed: ${broken}`);
        return;
      }
      try {
        await withFailureShots(`journey-${shot}`, context, body);
      } catch (err) {
        broken = title;
        throw err;
      }
    });
  }

  step('the first visit shows the cookie bar over an overlay, and no promotion yet', '01', async () => {
    await visit(page, '/');
    await consentBar(page).waitFor();
    // The bar is in the server's HTML; the overlay that blocks the page while undecided comes with the live app, which a
    // loaded machine may start after the page's network went quiet: waited for, not read at once.
    await page.getByTestId('cookie-consent-overlay').waitFor({ state: 'visible' });
    await page.getByRole('button', { name: 'Accept Only Essential Cookies' }).waitFor();
    assert.equal(await promotionDialog(page).count(), 0, 'the popup waits for the consent decision');
    await screenshot(page, 'journey-01-cookie-consent', { fullPage: false });
  });

  step('"Accept All Cookies" closes the bar; the active promotion pops up with "Save 50%" and closes', '02', async () => {
    await acceptAllCookies(page);
    const popup = promotionDialog(page);
    await popup.waitFor();
    await popup.getByText('Save 50%').waitFor();
    await popup.getByText(/\d+ days? left|ends today|last day/i).waitFor();
    await screenshot(page, 'journey-02-promotion-popup', { fullPage: false });
    await popup.getByRole('button', { name: 'Close' }).click();
    await popup.waitFor({ state: 'hidden' });
    await page.getByRole('button', { name: 'Cookie preferences' }).waitFor();

    // Chromium caps a cookie's lifetime at 400 days, so the lifetimes of docs/product.md#limits are read from what the page wrote.
    const now = Date.now();
    const cookies = await context.cookies(baseUrl);
    assert.ok(
      cookies.some((c) => c.name === 'cookie_consent'),
      `the consent cookie is set (${cookies.map((c) => c.name).join(', ')})`,
    );
    assert.ok(
      cookies.some((c) => c.name.startsWith('promotion_popup_')),
      'closing the popup sets its dismissal cookie',
    );
    const consentYears = (cookieExpiry(await cookieWrites(page), 'cookie_consent') - now) / (365.25 * DAY_MS);
    assert.ok(consentYears > 9.9 && consentYears < 10.1, `the consent cookie is written for 10 years (${consentYears.toFixed(2)})`);
    const dismissalDays = (cookieExpiry(await cookieWrites(page), 'promotion_popup_') - now) / DAY_MS;
    assert.ok(dismissalDays > 29.9 && dismissalDays < 30.1, `the dismissal cookie is written for 30 days (${dismissalDays.toFixed(2)})`);
    await screenshot(page, 'journey-03-home');
  });

  step('after a reload neither the cookie bar nor the promotion popup comes back', '04', async () => {
    const promotions = page.waitForResponse((r) => r.url().includes('/api/promotions'), { timeout: 5_000 }).catch(() => null);
    await page.reload({ waitUntil: 'domcontentloaded' });
    await settle(page);
    await page.getByRole('button', { name: 'Cookie preferences' }).waitFor();
    await promotions;
    // The popup would open as soon as the active promotion is known; give it the time it would need.
    await page.waitForTimeout(1_500);
    assert.equal(await consentBar(page).count(), 0, 'no cookie bar after the decision');
    assert.equal(await page.getByTestId('cookie-consent-overlay').count(), 0, 'no overlay after the decision');
    assert.equal(await promotionDialog(page).count(), 0, 'no popup for a dismissed promotion');
    await screenshot(page, 'journey-04-reloaded', { fullPage: false });
  });

  step('/pricing lists the packages with their prices', '05', async () => {
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Pricing' }).click();
    await page.waitForURL((u) => u.pathname === '/pricing');
    await settle(page);
    await page.getByRole('heading', { level: 1, name: 'Pricing' }).waitFor();
    // The previous page may still be on screen for a moment: wait for the pricing cards themselves.
    await page
      .waitForFunction(() => document.querySelectorAll('main article').length >= 2, null, { timeout: 15_000 })
      .catch(() => undefined);
    const cards = page.getByRole('article');
    const count = await cards.count();
    assert.ok(count >= 2, `several packages are on sale (${count})`);
    for (let i = 0; i < count; i++) {
      const text = await cards.nth(i).innerText();
      assert.match(text, /\$\d[\d,]*\.\d{2}/, `package ${i + 1} shows a price: ${text.replace(/\s+/g, ' ')}`);
    }
    assert.equal(await promotionDialog(page).count(), 0);
    await screenshot(page, 'journey-05-pricing');
  });

  step('the demo form on the home page checks the website, signs the visitor up and lands on /panel', '06', async () => {
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home' }).click();
    await page.waitForURL((u) => u.pathname === '/');
    await settle(page);
    await page.getByLabel('Your website URL').fill(site.url);
    await page.getByLabel('Your e-mail').fill(email);
    await screenshot(page, 'journey-06-demo-form', { fullPage: false });
    await page.getByRole('button', { name: 'Get free traffic' }).click();
    await page.waitForURL((u) => u.pathname === '/panel', { timeout: 30_000 });
    await settle(page);
    await sidebar(page, 'User panel').waitFor();
    assert.ok(site.requests.length > 0, 'the server fetched the demo website to check it');
    await screenshot(page, 'journey-07-panel-after-demo-signup', { fullPage: false });
  });

  step('the activation link from the outbox lets the visitor choose a password and ends in the panel', '08', async () => {
    const mail = await waitForMail(dataDir, email, { matches: (m) => /\/activate-email\//.test(`${m.text}${m.html}`) });
    assert.match(mail.subject, /activate/i, `the welcome mail: "${mail.subject}"`);
    assert.ok(mail.text.includes(site.url.replace(/\/$/, '')), 'the mail names the demo website');
    // The link points at the gate's siteUrl; the same path is opened on the server under test.
    const link = findLink(mail, '/activate-email/');
    await visit(page, url(`${link.pathname}${link.search}`));
    await page.getByRole('heading', { name: 'Activate your account' }).waitFor();
    const passwordField = page.getByLabel(/password/i).first();
    await passwordField.waitFor();
    await passwordField.fill(password);
    await screenshot(page, 'journey-08-activate-email', { fullPage: false });
    await page.getByRole('button', { name: /activate/i }).click();
    await page.waitForURL((u) => u.pathname === '/panel', { timeout: 20_000 });
    await settle(page);
    await sidebar(page, 'User panel').waitFor();
    await screenshot(page, 'journey-09-panel-activated', { fullPage: false });

    // One use only: the same link again is refused with a clear message (and does not sign anybody in again).
    await visit(page, url(link.pathname));
    await page.getByRole('button', { name: /activate/i }).click();
    await page
      .getByRole('alert')
      .filter({ hasText: /used|expired|invalid|no longer/i })
      .waitFor();
    await screenshot(page, 'journey-10-activation-link-used', { fullPage: false });
  });

  step('logout, then login with that e-mail and the chosen password ends in the panel', '11', async () => {
    await visit(page, '/panel');
    await sidebar(page, 'User panel').getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL((u) => u.pathname === '/');
    await settle(page);
    await page.getByRole('banner').getByRole('link', { name: 'Login' }).waitFor();
    await visit(page, '/panel');
    await page.waitForURL((u) => u.pathname === '/login', { timeout: 10_000 });

    await logIn(page, email, password);
    assert.equal(pathnameOf(page), '/panel', `back in the panel (${page.url()})`);
    await sidebar(page, 'User panel').waitFor();
    await screenshot(page, 'journey-11-logged-in-again', { fullPage: false });
  });

  it('the browser console stayed free of errors during the whole journey', () => {
    // The client logs refused GraphQL operations; the reused activation link above is refused on purpose.
    const expected = /ActivateEmail failed: .*already been used/;
    assert.deepEqual(
      (page?.consoleErrors ?? ['no page']).filter((e) => !expected.test(e)),
      [],
    );
  });
});
