/*
 * A server-rendered form sent before the page's JavaScript has run showed Express's
 * "Cannot POST /login". Chosen design (docs/public-site.md): the forms cannot be sent before the live app runs and
 * say so — the server's markup has them in a disabled fieldset with a "needs JavaScript" note, the live app enables
 * them; a post that reaches a page anyway is answered 303 with the page itself. Checked with JavaScript switched
 * off and with the scripts held back (a slow network), on every page with a form (docs/product.md#screens-and-routes public routes).
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { acceptAllCookies, baseUrl, launchBrowser, newVisitor, pathnameOf, screenshot, withFailureShots } from '../lib/browser.mjs';

const NOTE = /This form can be sent once the page has loaded\. It needs JavaScript\./;
const FORMS = {
  '/login': { form: 'Login', field: 'E-mail' },
  '/register': { form: 'Register', field: 'E-mail' },
  '/forgot-password': { form: 'Forgot password', field: 'E-mail' },
  '/': { form: 'Free demo', field: 'Your e-mail' },
};

describe('forms before the app runs', () => {
  let browser;
  before(async () => {
    browser = await launchBrowser();
  });
  after(async () => {
    await browser?.close();
  });

  it('with JavaScript off every form says it needs JavaScript and cannot be sent; the password never reaches the address', async () => {
    const { context, page } = await newVisitor(browser, { javaScriptEnabled: false });
    await withFailureShots('forms-no-js', context, async () => {
      for (const [pathname, { form, field }] of Object.entries(FORMS)) {
        await page.goto(pathname);
        const region = page.getByRole('form', { name: form });
        await region.getByText(NOTE).waitFor();
        assert.ok(await region.getByLabel(field).isDisabled(), `${pathname}: the fields are disabled`);
        assert.ok(await region.getByRole('button').last().isDisabled(), `${pathname}: the submit button is disabled`);
      }
      await page.goto('/login');
      await screenshot(page, 'no-js-login');
      // Enter on a disabled field, a click on the disabled button: nothing is sent, the visitor stays on the page.
      await page
        .getByLabel('Password', { exact: true })
        .press('Enter', { timeout: 2_000 })
        .catch(() => {});
      await page.getByRole('button', { name: 'Log in' }).click({ force: true });
      await page.waitForLoadState('load');
      assert.equal(pathnameOf(page), '/login');
      assert.doesNotMatch(page.url(), /password=/);
      assert.doesNotMatch(await page.content(), /Cannot POST/);
    });
    await context.close();
  });

  it('a form post that reaches a page anyway is answered with the page, never "Cannot POST"', async () => {
    for (const pathname of ['/login', '/register', '/forgot-password', '/', '/contact']) {
      const res = await fetch(new URL(pathname, baseUrl), {
        method: 'POST',
        redirect: 'manual',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: 'username=someone%40example.com&password=secret-password-123',
      });
      assert.equal(res.status, 303, pathname);
      assert.equal(res.headers.get('location'), pathname);
      assert.doesNotMatch(await res.text(), /Cannot POST|secret-password-123/);
    }
    const api = await fetch(new URL('/api/login', baseUrl), {
      method: 'POST',
      redirect: 'manual',
      headers: { 'Content-Type': 'application/json' },
      body: '{}',
    });
    assert.notEqual(api.status, 303, 'the API keeps its own answers');
  });

  it('on a slow network the form stays disabled until the app has taken over, then logs in', async () => {
    const { context, page } = await newVisitor(browser);
    let release;
    const scriptsHeld = new Promise((resolve) => (release = resolve));
    await context.route(/\/assets\/.*\.js$/, async (route) => {
      await scriptsHeld;
      await route.continue();
    });
    await withFailureShots('forms-slow-network', context, async () => {
      await page.goto('/login', { waitUntil: 'commit' });
      const form = page.getByRole('form', { name: 'Login' });
      await form.getByText(NOTE).waitFor();
      assert.ok(await page.getByLabel('E-mail').isDisabled());
      await page.getByRole('button', { name: 'Log in' }).click({ force: true });
      await page.waitForTimeout(300);
      assert.equal(pathnameOf(page), '/login', 'a click before the app runs sends nothing');
      await screenshot(page, 'slow-network-login');

      release();
      await form.getByText(NOTE).waitFor({ state: 'hidden', timeout: 30_000 });
      await acceptAllCookies(page);
      await page.getByLabel('E-mail').fill('user@example.com');
      await page.getByLabel('Password', { exact: true }).fill('demo-password');
      await page.getByRole('button', { name: 'Log in' }).click();
      await page.waitForURL((u) => u.pathname !== '/login', { timeout: 20_000 });
      assert.doesNotMatch(page.url(), /password/);
    });
    await context.close();
  });
});
