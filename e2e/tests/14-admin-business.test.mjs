/*
 * Browser: the business screens of the admin area (docs/product.md#screens-and-routes). A super admin edits a gate's
 * primary colour and watches the brand preview change before saving; after Save the gate's public site uses the
 * colour. An admin refunds a paid demo order after confirming it with a reason. Support staff get the 403 page on
 * /admin/gates (only super admins manage gates, docs/product.md#screens-and-routes "Layouts").
 *
 * Data: the colour change is made on the second demo gate (boost.localhost) and put back at the end, and the
 * refunded order is user2@'s seeded paid order, which no earlier file uses.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { baseUrl, launchBrowser, logIn, newVisitor, screenshot, settle, settleVisitor, visit, withFailureShots } from '../lib/browser.mjs';

const boost = new URL(baseUrl);
boost.hostname = 'boost.localhost';
const boostUrl = (pathname) => new URL(pathname, boost).href;

const NEW_PRIMARY = '#c2410c';

/** The computed background colour of an element, as the browser paints it (rgb(…)). */
const background = (locator) => locator.evaluate((el) => getComputedStyle(el).backgroundColor);

describe('admin business screens', () => {
  let browser;
  before(async () => {
    browser = await launchBrowser();
  });
  after(async () => {
    await browser?.close();
  });

  async function signedIn(email) {
    const { context, page } = await newVisitor(browser);
    await settleVisitor(page, '/login');
    await logIn(page, email);
    return { context, page };
  }

  it('support gets the 403 page on /admin/gates and its sub-routes', async () => {
    const { context, page } = await signedIn('support@example.com');
    await withFailureShots('admin-business-support-gates', context, async () => {
      for (const route of ['/admin/gates', '/admin/gates/create', '/admin/gates/1']) {
        await visit(page, route);
        await page.getByRole('heading', { name: 'Access denied' }).waitFor();
        assert.equal(await page.getByRole('form', { name: 'Gate' }).count(), 0, `no gate form on ${route}`);
      }
      await screenshot(page, 'admin-business-01-support-gates-403');
    });
    await context.close();
  });

  it('a super admin changes a gate colour: the preview follows before saving, and the saved gate paints its public site', async () => {
    const { context, page } = await signedIn('superadmin@example.com');
    let previous;
    await withFailureShots('admin-business-gate', context, async () => {
      await visit(page, '/admin/gates?host=boost');
      const grid = page.getByRole('grid', { name: 'Gates' });
      await grid.getByText('boost.localhost').click();
      await page.waitForURL((u) => /^\/admin\/gates\/\d+$/.test(u.pathname));
      const form = page.getByRole('form', { name: 'Gate' });
      const colour = form.getByRole('textbox', { name: 'Primary colour', exact: true });
      // The form starts from the loaded gate (its site name is the seeded one, not the empty form's).
      await page.waitForFunction(
        (el) => el.value === 'TrafficBoost',
        await form.getByRole('textbox', { name: 'Site name', exact: true }).elementHandle(),
      );
      previous = await colour.inputValue();
      assert.match(previous, /^#[0-9a-f]{6}$/i, 'the gate has a primary colour to start from');
      const button = page.getByRole('region', { name: 'Brand preview' }).getByTestId('preview-button');
      const before = await background(button);

      await colour.fill(NEW_PRIMARY);
      await page.waitForFunction((el) => getComputedStyle(el).backgroundColor === 'rgb(194, 65, 12)', await button.elementHandle());
      assert.notEqual(await background(button), before, 'the preview changed before saving');
      await screenshot(page, 'admin-business-02-gate-preview');

      // Not saved yet: the public site still has the old colour.
      const visitor = await newVisitor(browser);
      await visitor.page.goto(boostUrl('/'), { waitUntil: 'domcontentloaded' });
      await settle(visitor.page);
      const cssVar = () =>
        visitor.page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--primary-color').trim());
      assert.equal(await cssVar(), previous);

      await form.getByRole('button', { name: 'Save' }).click();
      await page.getByText('Gate saved').waitFor();
      await visitor.page.reload({ waitUntil: 'domcontentloaded' });
      await settle(visitor.page);
      assert.equal(await cssVar(), NEW_PRIMARY, 'the public site of the gate uses the saved colour');
      await screenshot(visitor.page, 'admin-business-03-gate-public-site');
      await visitor.context.close();

      // Put the demo colour back for later files and reruns.
      await colour.fill(previous);
      await form.getByRole('button', { name: 'Save' }).click();
      await page.getByText('Gate saved').first().waitFor();
    });
    await context.close();
  });

  it('an admin refunds a paid demo order after confirming it with a reason', async () => {
    const { context, page } = await signedIn('admin@example.com');
    await withFailureShots('admin-business-refund', context, async () => {
      await visit(page, '/admin/orders?status=paid');
      const row = page.getByRole('grid', { name: 'Orders' }).getByRole('row').filter({ hasText: 'user2@example.com' }).first();
      await row.getByRole('gridcell').first().click();
      await page.waitForURL((u) => /^\/admin\/orders\/\d+$/.test(u.pathname));
      const facts = page.getByRole('table', { name: 'Order' });
      await facts.getByText('Paid').waitFor();

      await page.getByRole('button', { name: 'Refund' }).click();
      const dialog = page.getByRole('dialog', { name: /^Refund order #\d+\?$/ });
      await dialog.waitFor();
      await dialog.getByRole('textbox', { name: 'Reason' }).fill('Customer asked for a refund (e2e)');
      await screenshot(page, 'admin-business-04-refund-confirm');
      await dialog.getByRole('button', { name: 'Refund' }).click();
      await page.getByText(/^Order #\d+ is refunded\.$/).waitFor();
      await dialog.waitFor({ state: 'hidden' });
      await facts.getByText('Refunded').waitFor();
      await page.reload({ waitUntil: 'domcontentloaded' });
      await page.getByRole('table', { name: 'Order' }).getByText('Refunded').waitFor();
      await screenshot(page, 'admin-business-05-refunded');
    });
    await context.close();
  });
});
