/*
 * docs/product.md#screens-and-routes "Route guards": login remembers the page the user wanted and returns there; redirect targets must be
 * local paths, so a crafted link cannot send a freshly logged-in user to another site.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import {
  baseUrl,
  launchBrowser,
  logIn,
  newVisitor,
  pathnameOf,
  screenshot,
  settleVisitor,
  sidebar,
  visit,
  withFailureShots,
} from '../lib/browser.mjs';

/** Aborts and records every request to evil.example (and its sub-domains) made by the context. */
async function guardOffsite(context) {
  const hits = [];
  await context.route(
    (u) => u.hostname === 'evil.example' || u.hostname.endsWith('.evil.example'),
    (route) => {
      hits.push(route.request().url());
      return route.abort();
    },
  );
  return hits;
}

describe('login returns to the wanted page', () => {
  let browser;
  before(async () => {
    browser = await launchBrowser();
  });
  after(async () => {
    await browser?.close();
  });

  it('anonymous /panel/projects → /login?redirect=/panel/projects → back on /panel/projects after login', async () => {
    const { context, page } = await newVisitor(browser);
    await withFailureShots('login-redirect', context, async () => {
      await visit(page, '/panel/projects');
      await page.waitForURL((u) => u.pathname === '/login');
      const redirect = new URL(page.url()).searchParams.get('redirect');
      assert.equal(redirect, '/panel/projects', `the login page remembers the wanted page (${page.url()})`);

      // The consent overlay of a first visit blocks the form until the visitor decides.
      await settleVisitor(page, `/login?redirect=${encodeURIComponent(redirect)}`);
      await screenshot(page, 'login-redirect-01-login-page');
      await logIn(page, 'user@example.com');
      await page.waitForURL((u) => u.pathname === '/panel/projects');
      assert.equal(new URL(page.url()).origin, baseUrl);
      await sidebar(page, 'User panel').waitFor();
      await screenshot(page, 'login-redirect-02-panel-projects');
    });
    await context.close();
  });

  it('a redirect to //evil.example ends on this site (/ or /panel); https://… and /\\… targets are refused too', async () => {
    const { context, page } = await newVisitor(browser);
    const offsite = await guardOffsite(context);
    await withFailureShots('login-redirect-evil', context, async () => {
      await settleVisitor(page, `/login?redirect=${encodeURIComponent('//evil.example')}`);
      assert.equal(pathnameOf(page), '/login');
      await logIn(page, 'user@example.com');
      await page.waitForLoadState('networkidle').catch(() => {});
      assert.equal(new URL(page.url()).origin, baseUrl, `stayed on this site (${page.url()})`);
      assert.ok(['/', '/panel'].includes(pathnameOf(page)), `ended on / or /panel, not ${page.url()}`);
      await screenshot(page, 'login-redirect-03-evil-refused');

      // Logged in, the guest-only login page sends the user on to its redirect target — when it is a local path.
      for (const target of ['https://evil.example/steal', '/\\evil.example', '//evil.example/%2e%2e']) {
        await visit(page, `/login?redirect=${encodeURIComponent(target)}`);
        await page.waitForURL((u) => u.pathname !== '/login');
        assert.equal(new URL(page.url()).origin, baseUrl, `${target}: stayed on this site (${page.url()})`);
        assert.equal(pathnameOf(page), '/', `${target}: ended on /`);
      }
      // …and a local target is honoured (the control: the rule refuses only foreign targets).
      await visit(page, `/login?redirect=${encodeURIComponent('/panel/transactions')}`);
      await page.waitForURL((u) => u.pathname === '/panel/transactions');

      assert.deepEqual(offsite, [], 'no request ever went to evil.example');
    });
    await context.close();
  });
});
