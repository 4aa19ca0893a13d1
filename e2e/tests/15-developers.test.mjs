/*
 * The panel and the API reference: a user creates an API key in the panel's Developers section on a
 * phone-sized screen (no sideways scrolling), copies the one-time secret, then enters it in the interactive reference
 * at /api/docs and tries GET /api/projects with it. The reference is served by the app: no request leaves for another
 * host and the Content-Security-Policy refuses nothing.
 *
 * Webhooks in the panel: at 390 px a user adds an endpoint pointing at a local receiver (the server runs
 * with WEBHOOK_ALLOW_CIDRS=127.0.0.0/8, see run.mjs), sees its signing secret once, sends a test event that the
 * receiver verifies with the `standardwebhooks` library (an independent implementation), sees it succeeded in the
 * delivery log, and rotates the secret.
 */
import assert from 'node:assert/strict';
import http from 'node:http';
import { after, before, describe, it } from 'node:test';
import { Webhook } from 'standardwebhooks';
import { baseUrl, launchBrowser, logIn, newVisitor, screenshot, settle, settleVisitor, visit, withFailureShots } from '../lib/browser.mjs';

const PHONE = { width: 390, height: 844 };

describe('developers: API keys, webhooks and the API reference', () => {
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
      const { scrollWidth, innerWidth } = await page.evaluate(() => ({
        scrollWidth: document.scrollingElement.scrollWidth,
        innerWidth: window.innerWidth,
      }));
      assert.ok(scrollWidth <= innerWidth, `the Developers page is ${scrollWidth} px wide on a ${innerWidth} px screen`);
      await screenshot(page, 'developers-list-390');

      // The reference, at desktop width.
      await page.setViewportSize({ width: 1280, height: 900 });
      await page.goto(new URL('/api/docs', baseUrl).href);
      // The reference renders the whole OpenAPI document in the browser after the page's load event: about 5 s on an
      // idle 2-core machine, and several times that while the other browser runners share its cores. A reader waits
      // for it; the per-action limit (15 s) is for steps that answer at once.
      const op = page.locator('#operations-projects-getProjects');
      await op.waitFor({ timeout: 60_000 });
      await page
        .getByRole('button', { name: /Authorize/ })
        .first()
        .click();
      const auth = page.locator('.auth-container').filter({ hasText: 'apiKey' });
      await auth.locator('input').fill(secret);
      await auth.getByRole('button', { name: 'Apply credentials' }).click();
      await page.locator('.close-modal').click();
      // Opening an operation renders its parameters and response schemas (about 2 s idle): the same patience.
      await op.locator('.opblock-summary').click({ timeout: 60_000 });
      await op.getByRole('button', { name: 'Execute' }).click({ timeout: 60_000 });
      const status = op.locator('.live-responses-table .response .response-col_status').first();
      await status.waitFor();
      assert.equal((await status.innerText()).trim(), '200');
      await screenshot(page, 'developers-reference');
      await settle(page);
    });
    assert.deepEqual(elsewhere, []);
    assert.deepEqual(
      page.consoleErrors.filter((e) => /Content.Security.Policy|Refused/i.test(e)),
      [],
    );
    await context.close();
  });

  it('adds a webhook endpoint at 390 px, sends a test event the receiver verifies, and rotates the secret', async () => {
    const received = [];
    const receiver = http.createServer((req, res) => {
      const chunks = [];
      req.on('data', (c) => chunks.push(c));
      req.on('end', () => {
        received.push({ headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
        res.writeHead(204).end();
      });
    });
    await new Promise((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    const hookUrl = `http://127.0.0.1:${receiver.address().port}/hooks`;
    const { context, page } = await newVisitor(browser, { viewport: PHONE, permissions: ['clipboard-read', 'clipboard-write'] });
    try {
      await withFailureShots('developers-webhooks', context, async () => {
        await settleVisitor(page, '/');
        await logIn(page, 'user@example.com');
        await visit(page, '/panel/developers/webhooks');
        await page.getByRole('heading', { level: 1, name: 'Developers' }).waitFor();
        await page.getByRole('button', { name: 'Add endpoint' }).click();
        const form = page.getByRole('dialog', { name: 'Add a webhook endpoint' });
        await form.getByRole('textbox', { name: 'Endpoint URL' }).fill(hookUrl);
        await form.getByRole('textbox', { name: 'Description' }).fill('e2e receiver');
        await form.getByRole('checkbox', { name: /order\.paid/ }).check();
        await form.getByRole('button', { name: 'Add endpoint' }).click();

        const reveal = page.getByRole('dialog', { name: "Your endpoint's signing secret" });
        const secret = await reveal.getByRole('textbox', { name: 'Signing secret' }).inputValue();
        assert.ok(secret.length >= 32, `a signing secret, not ${JSON.stringify(secret)}`);
        await reveal.getByRole('button', { name: 'Copy the secret' }).click();
        await reveal.getByText('Copied to the clipboard.').waitFor();
        await screenshot(page, 'webhooks-reveal-390');
        await reveal.getByRole('button', { name: 'Done' }).click();

        // The endpoint's page: the secret is not shown again.
        await page.getByRole('heading', { level: 1, name: 'Webhook endpoint' }).waitFor();
        await page.getByText('No deliveries yet. Send a test event to try the endpoint.').waitFor();
        assert.ok(!(await page.locator('body').innerText()).includes(secret), 'the secret is shown once only');

        await page.getByRole('button', { name: 'Send test event' }).click();
        // The log asks again by itself while the attempt is pending; Refresh is what a user would press.
        const log = page.getByRole('table', { name: 'Deliveries' });
        const succeeded = log.getByRole('row').filter({ hasText: 'webhook.test' }).filter({ hasText: 'Succeeded' });
        for (let i = 0; i < 15 && !(await succeeded.count()); i++) {
          await page.waitForTimeout(1000);
          if (!(await succeeded.count())) await page.getByRole('button', { name: 'Refresh' }).click();
        }
        await succeeded.first().waitFor();
        assert.equal(received.length, 1, 'the receiver got the test event once');
        const event = new Webhook(secret).verify(received[0].body, received[0].headers);
        assert.equal(event.type, 'webhook.test');
        const { scrollWidth, innerWidth } = await page.evaluate(() => ({
          scrollWidth: document.scrollingElement.scrollWidth,
          innerWidth: window.innerWidth,
        }));
        assert.ok(scrollWidth <= innerWidth, `the endpoint page is ${scrollWidth} px wide on a ${innerWidth} px screen`);
        await screenshot(page, 'webhooks-log-390');

        await page.getByRole('button', { name: 'Rotate secret' }).click();
        await page.getByRole('dialog', { name: 'Rotate the signing secret?' }).getByRole('button', { name: 'Rotate secret' }).click();
        const rotated = page.getByRole('dialog', { name: 'Your new signing secret' });
        const newSecret = await rotated.getByRole('textbox', { name: 'Signing secret' }).inputValue();
        assert.ok(newSecret.length >= 32 && newSecret !== secret, 'a new secret');
        await rotated.getByText(/The old secret keeps signing deliveries beside the new one until/).waitFor();
        await rotated.getByRole('button', { name: 'Done' }).click();
        await page.getByText(/The previous signing secret also signs deliveries until/).waitFor();
        await settle(page);
      });
    } finally {
      await context.close();
      await new Promise((resolve) => receiver.close(resolve));
    }
  });
});
