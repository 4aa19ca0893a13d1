/*
 * Issue 17 "Panel" and "OpenAPI and reference": a user creates an API key in the panel's Developers section on a
 * phone-sized screen (no sideways scrolling), copies the one-time secret, then enters it in the interactive reference
 * at /api/docs and tries GET /api/projects with it. The reference is served by the app: no request leaves for another
 * host and the Content-Security-Policy refuses nothing.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { baseUrl, launchBrowser, logIn, newVisitor, screenshot, settle, settleVisitor, visit, withFailureShots } from '../lib/browser.mjs';

const PHONE = { width: 390, height: 844 };

describe('developers: API keys and the API reference', () => {
  let browser;
  before(async () => {
    browser = await launchBrowser();
  });
  after(async () => {
    await browser?.close();
  });

  it('creates a key at 390 px and tries a call with it in the reference', async () => {
    const { context, page } = await newVisitor(browser, { viewport: PHONE, permissions: ['clipboard-read', 'clipboard-write'] });
    const elsewhere = [];
    page.on('request', (req) => {
      const u = new URL(req.url());
      if ((u.protocol === 'http:' || u.protocol === 'https:') && u.origin !== new URL(baseUrl).origin) elsewhere.push(req.url());
    });
    await withFailureShots('developers', context, async () => {
      await settleVisitor(page, '/');
      await logIn(page, 'user@example.com');
      await visit(page, '/panel/developers');
      await page.getByRole('heading', { level: 1, name: 'Developers' }).waitFor();
      await page.getByRole('button', { name: 'Create API key' }).click();
      const form = page.getByRole('dialog', { name: 'Create an API key' });
      await form.getByLabel('Name').fill('e2e script');
      await form.getByRole('button', { name: 'Create key' }).click();
      const reveal = page.getByRole('dialog', { name: 'Your new API key' });
      const secret = await reveal.getByLabel('API key').inputValue();
      assert.match(secret, /^tg_[0-9A-Za-z]{49}$/);
      await reveal.getByRole('button', { name: 'Copy the key' }).click();
      await reveal.getByText('Copied to the clipboard.').waitFor();
      assert.equal(await page.evaluate(() => navigator.clipboard.readText()), secret);
      await screenshot(page, 'developers-reveal-390');
      await reveal.getByRole('button', { name: 'Done' }).click();
      const row = page.getByRole('row').filter({ hasText: 'e2e script' });
      await row.getByText('Active').waitFor();
      const { scrollWidth, innerWidth } = await page.evaluate(() => ({ scrollWidth: document.scrollingElement.scrollWidth, innerWidth: window.innerWidth }));
      assert.ok(scrollWidth <= innerWidth, `the Developers page is ${scrollWidth} px wide on a ${innerWidth} px screen`);
      await screenshot(page, 'developers-list-390');

      // The reference, at desktop width.
      await page.setViewportSize({ width: 1280, height: 900 });
      await page.goto(new URL('/api/docs', baseUrl).href);
      await page.getByRole('button', { name: /Authorize/ }).first().click();
      const auth = page.locator('.auth-container').filter({ hasText: 'apiKey' });
      await auth.locator('input').fill(secret);
      await auth.getByRole('button', { name: 'Apply credentials' }).click();
      await page.locator('.close-modal').click();
      const op = page.locator('#operations-projects-getProjects');
      await op.locator('.opblock-summary').click();
      await op.getByRole('button', { name: 'Execute' }).click();
      const status = op.locator('.live-responses-table .response .response-col_status').first();
      await status.waitFor();
      assert.equal((await status.innerText()).trim(), '200');
      await screenshot(page, 'developers-reference');
      await settle(page);
    });
    assert.deepEqual(elsewhere, []);
    assert.deepEqual(page.consoleErrors.filter((e) => /Content.Security.Policy|Refused/i.test(e)), []);
    await context.close();
  });
});
