/*
 * docs/product.md#what-it-is "a demo sign-up ... through a social account (Google, Facebook)", "social login links", docs/api.md#calls
 * /api/login/google and /api/demo/register/{provider}: the whole round trip in the browser against a local fake
 * Google (lib/fake-google.mjs): the gate's sign-in button, the provider's page, the return page, the server's
 * verification of the ID token, and the panel. Runs on the second demo gate (boost.localhost), which a super admin
 * configures for Google first, so the default gate's pages stay as the other files expect them.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { baseUrl, DEMO_PASSWORD, launchBrowser, newVisitor, screenshot, settle, sidebar, withFailureShots } from '../lib/browser.mjs';
import { startDemoSite } from '../lib/demo-site.mjs';
import { GOOGLE_CLIENT_ID } from '../lib/fake-google.mjs';
import { graphql } from '../lib/http.mjs';

const boost = new URL(baseUrl);
boost.hostname = 'boost.localhost';
const boostUrl = (pathname) => new URL(pathname, boost).href;

/** Accepts the cookies and closes the promotion popup of a fresh visitor on the page just opened. */
async function settleHere(page) {
  await settle(page);
  await page.getByRole('button', { name: 'Accept All Cookies' }).click();
  const promo = page.getByRole('dialog').filter({ hasText: /Save \d+%/ });
  await promo.waitFor({ state: 'visible', timeout: 4_000 }).then(
    () => promo.getByRole('button', { name: 'Close' }).click(),
    () => {},
  );
}

async function chooseGoogleAccount(page, email) {
  await page.waitForURL((u) => u.href.startsWith(process.env.E2E_GOOGLE_AUTH_URL));
  await page.getByRole('heading', { name: 'Choose an account' }).waitFor();
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Continue' }).click();
}

describe('sign-in and demo sign-up with Google', () => {
  let browser;
  let site;
  before(async () => {
    browser = await launchBrowser();
    site = await startDemoSite();
    const { login } = await graphql('mutation($i: LoginInput!) { login(input: $i) { token } }', {
      i: { username: 'superadmin@example.com', password: DEMO_PASSWORD },
    });
    const { gates } = await graphql('{ gates(limit: 50) { items { id host config } } }', {}, { token: login.token });
    const gate = gates.items.find((g) => g.host === 'boost.localhost');
    assert.ok(gate, 'the demo data has the boost.localhost gate');
    const google = new URL(process.env.E2E_GOOGLE_AUTH_URL);
    google.search = new URLSearchParams({
      client_id: GOOGLE_CLIENT_ID,
      response_type: 'id_token',
      scope: 'openid email profile',
      redirect_uri: boostUrl('/social-login/google'),
    }).toString();
    await graphql(
      'mutation($id: Int!, $input: GateUpdateInput!) { updateGate(id: $id, input: $input) { id } }',
      { id: gate.id, input: { config: { ...gate.config, socialAuth: { google: google.href, facebook: null } } } },
      { token: login.token },
    );
  });
  after(async () => {
    await browser?.close();
    await site?.close();
  });

  it('logs in through Google and returns to the page the visitor wanted, with the token gone from the address bar', async () => {
    const { context, page } = await newVisitor(browser);
    await withFailureShots('social-login', context, async () => {
      await page.goto(boostUrl('/login?redirect=%2Fpanel%2Fprojects'));
      await settleHere(page);
      await page.getByRole('button', { name: 'Continue with Google' }).click();
      await chooseGoogleAccount(page, 'social.login@example.com');
      await page.waitForURL((u) => u.hostname === 'boost.localhost' && u.pathname === '/panel/projects', { timeout: 20_000 });
      await sidebar(page, 'User panel').waitFor();
      await settle(page);
      assert.equal(new URL(page.url()).hash, '', 'no ID token left in the address bar');
      const token = await page.evaluate(() => window.localStorage.getItem('trafficgate.token'));
      const { me } = await graphql('{ me { login emailConfirmed } }', {}, { token, host: 'boost.localhost' });
      assert.deepEqual(me, { login: 'social.login@example.com', emailConfirmed: true });
      await screenshot(page, 'social-login-panel');
      // Back in history is not the return page with its one-use state.
      assert.ok(!(await page.evaluate(() => window.location.href)).includes('id_token'));
    });
    await context.close();
  });

  it('starts the free demo through Google: website checked, account and project created, panel reached', async () => {
    const { context, page } = await newVisitor(browser);
    await withFailureShots('social-demo', context, async () => {
      await page.goto(boostUrl('/'));
      await settleHere(page);
      await page.getByLabel('Your website URL').fill(site.url);
      await page.getByRole('button', { name: 'Start with Google' }).click();
      await chooseGoogleAccount(page, 'social.demo@example.com');
      await page.waitForURL((u) => u.hostname === 'boost.localhost' && u.pathname === '/panel', { timeout: 20_000 });
      await page.getByText('Your free demo has started').waitFor();
      await sidebar(page, 'User panel').waitFor();
      await settle(page);
      assert.ok(site.requests.length > 0, 'the server fetched the website before the trip to Google');
      const token = await page.evaluate(() => window.localStorage.getItem('trafficgate.token'));
      const { me, projects } = await graphql(
        '{ me { login } projects(limit: 10) { items { url } } }',
        {},
        { token, host: 'boost.localhost' },
      );
      assert.equal(me.login, 'social.demo@example.com');
      assert.deepEqual(
        projects.items.map((p) => p.url),
        [site.url],
      );
      await screenshot(page, 'social-demo-panel');
    });
    await context.close();
  });

  it('a visitor who cancels at Google is told so and can go back to log in', async () => {
    const { context, page } = await newVisitor(browser);
    await withFailureShots('social-cancel', context, async () => {
      await page.goto(boostUrl('/login'));
      await settleHere(page);
      await page.getByRole('button', { name: 'Continue with Google' }).click();
      await page.waitForURL((u) => u.href.startsWith(process.env.E2E_GOOGLE_AUTH_URL));
      await page.getByRole('button', { name: 'Cancel' }).click();
      await page.getByText('Signing in with Google was cancelled.').waitFor();
      assert.equal(await page.evaluate(() => window.localStorage.getItem('trafficgate.token')), null);
      await page.getByRole('link', { name: 'Back to log in' }).click();
      await page.waitForURL((u) => u.pathname === '/login');
    });
    await context.close();
  });
});
