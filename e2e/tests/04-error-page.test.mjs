/* docs/product.md#screens-and-routes "Error page": unknown routes show the 404 page — "This page could not be found" — with a link home. */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { launchBrowser, newVisitor, pathnameOf, screenshot, settle, settleVisitor, visit, withFailureShots } from '../lib/browser.mjs';

describe('error page', () => {
  let browser;
  before(async () => {
    browser = await launchBrowser();
  });
  after(async () => {
    await browser?.close();
  });

  it('an unknown route shows "This page could not be found" and its link leads to the main page', async () => {
    const { context, page } = await newVisitor(browser);
    await withFailureShots('error-page-404', context, async () => {
      await settleVisitor(page, '/');
      await visit(page, '/no-such-page');
      await page.getByRole('heading', { level: 1, name: 'Page not found' }).waitFor();
      await page.getByText('This page could not be found').waitFor();
      assert.match(await page.title(), /\S/, 'the document keeps a title');
      await screenshot(page, 'error-404');

      const home = page.getByRole('link', { name: 'Back to the main page' });
      assert.equal(await home.getAttribute('href'), '/');
      await home.click();
      await page.waitForURL((u) => u.pathname === '/');
      await settle(page);
      assert.equal(pathnameOf(page), '/');
      // The main page itself, not the error page again.
      await page.getByLabel('Your website URL').waitFor();
      assert.equal(await page.getByText('This page could not be found').count(), 0);
    });
    await context.close();
  });

  it('the blog, disabled on the default gate, is the 404 page too', async () => {
    const { context, page } = await newVisitor(browser);
    await withFailureShots('error-page-blog', context, async () => {
      await visit(page, '/blog');
      await page.getByText('This page could not be found').waitFor();
      await visit(page, '/blog/any-post');
      await page.getByText('This page could not be found').waitFor();
    });
    await context.close();
  });
});
