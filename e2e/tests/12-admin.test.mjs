/*
 * The staff admin area: a manager creates a package and visitors find it on /pricing; an admin switches
 * to user@ (docs/product.md#states), sees their panel and comes back with "Avatar Logout"; support staff see no Posts,
 * Marketing or Gates and get the 403 page on /admin/gates; a users grid filter lives in the URL and survives a reload.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import {
  launchBrowser,
  logIn,
  newVisitor,
  pathnameOf,
  screenshot,
  settleVisitor,
  sidebar,
  sidebarLabels,
  visit,
  withFailureShots,
} from '../lib/browser.mjs';

describe('admin area', () => {
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

  it('a manager creates a package, and it is on sale on /pricing', async () => {
    const { context, page } = await signedIn('manager@example.com');
    const name = `E2E Traffic ${Date.now()}`;
    await withFailureShots('admin-package', context, async () => {
      await sidebar(page, 'Administration').getByRole('link', { name: 'Packages' }).click();
      await page.waitForURL((u) => u.pathname === '/admin/packages');
      await page.getByRole('grid', { name: 'Packages' }).getByRole('row').nth(1).waitFor();
      await page.getByRole('link', { name: 'Create package' }).click();
      await page.waitForURL((u) => u.pathname === '/admin/packages/create');
      const form = page.getByRole('form', { name: 'Package' });
      await form.getByRole('textbox', { name: 'Name' }).fill(name);
      await form.getByRole('textbox', { name: 'Code' }).fill(`e2e-${Date.now()}`);
      await form.getByRole('spinbutton', { name: 'Size (visits)' }).fill('7500');
      await form.getByRole('textbox', { name: 'Price' }).fill('12.34');
      await screenshot(page, 'admin-01-package-create');
      await form.getByRole('button', { name: 'Create' }).click();
      await page.waitForURL((u) => /^\/admin\/packages\/\d+$/.test(u.pathname));
      await page.getByText('Package created').waitFor();
      // The edit page draws its form first and fills it from the loaded package a moment later.
      const price = await form.getByRole('textbox', { name: 'Price' }).elementHandle();
      await page.waitForFunction((el) => el.value !== '', price).catch(() => undefined);
      assert.equal(await price.inputValue(), '12.34');

      const visitor = await newVisitor(browser);
      await settleVisitor(visitor.page, '/pricing');
      const card = visitor.page.getByRole('article', { name });
      await card.waitFor();
      assert.match(await card.innerText(), /\$12\.34/);
      await screenshot(visitor.page, 'admin-02-package-on-pricing');
      await visitor.context.close();
    });
    await context.close();
  });

  it("an admin switches to user@, sees the user's panel, and comes back with Avatar Logout", async () => {
    const { context, page } = await signedIn('admin@example.com');
    await withFailureShots('admin-switch-user', context, async () => {
      assert.equal(pathnameOf(page), '/admin');
      await page.getByRole('button', { name: 'AD, open profile menu' }).click();
      await page.getByRole('menuitem', { name: 'Switch user' }).click();
      const dialog = page.getByRole('dialog', { name: 'Switch user' });
      await dialog.getByLabel('E-mail').fill('  user@example.com ');
      await dialog.getByRole('button', { name: 'Switch' }).click();
      // The page reloads as user@, who is no staff member: the admin area sends them to their panel.
      await page.waitForURL((u) => u.pathname === '/panel', { timeout: 20_000 });
      await sidebar(page, 'User panel').waitFor();
      await page.getByText('Viewing as user@example.com').waitFor();
      // Their own data: user@'s seeded project.
      await page.getByText('My online shop').first().waitFor();
      const cookies = await context.cookies();
      assert.equal(decodeURIComponent(cookies.find((c) => c.name === '_switch_user')?.value ?? ''), 'user@example.com');
      await screenshot(page, 'admin-03-switched-to-user');

      await page.getByRole('button', { name: 'Avatar Logout' }).click();
      await page.waitForURL((u) => u.pathname === '/admin', { timeout: 20_000 });
      await sidebar(page, 'Administration').waitFor();
      assert.equal(
        (await context.cookies()).some((c) => c.name === '_switch_user'),
        false,
      );
      assert.equal(await page.getByText('Viewing as').count(), 0);
    });
    await context.close();
  });

  it('support sees no Posts, Marketing or Gates, and /admin/gates answers 403', async () => {
    const { context, page } = await signedIn('support@example.com');
    await withFailureShots('admin-support', context, async () => {
      const labels = await sidebarLabels(page, 'Administration');
      for (const hidden of ['Posts', 'Marketing', 'Email Campaigns', 'Promotions', 'Reciprocal Links', 'Gates']) {
        assert.ok(!labels.includes(hidden), `support does not see ${hidden} (sidebar: ${labels.join(', ')})`);
      }
      await visit(page, '/admin/gates');
      await page.getByRole('heading', { level: 1, name: 'Access denied' }).waitFor();
      assert.equal(pathnameOf(page), '/admin/gates');
      await screenshot(page, 'admin-04-support-gates-403');
    });
    await context.close();
  });

  it('a users grid filter is in the URL and survives a reload', async () => {
    const { context, page } = await signedIn('admin@example.com');
    await withFailureShots('admin-users-filter', context, async () => {
      await sidebar(page, 'Administration').getByRole('link', { name: 'Users' }).click();
      await page.waitForURL((u) => u.pathname === '/admin/users');
      const grid = page.getByRole('grid', { name: 'Users' });
      // Staff see every gate's users: user@ has an account on each demo gate.
      await grid.getByText('user@example.com', { exact: true }).first().waitFor();
      const filters = page.getByRole('form', { name: 'Filter users' });
      await filters.getByRole('searchbox', { name: 'E-mail' }).fill('user2');
      await filters.getByRole('searchbox', { name: 'E-mail' }).press('Enter');
      await page.waitForURL((u) => u.searchParams.get('email') === 'user2');
      await grid.getByText('user2@example.com').first().waitFor();
      await grid.getByText('user@example.com', { exact: true }).first().waitFor({ state: 'detached' });

      await page.reload();
      await grid.getByText('user2@example.com').first().waitFor();
      assert.equal(new URL(page.url()).searchParams.get('email'), 'user2');
      assert.equal(await filters.getByRole('searchbox', { name: 'E-mail' }).inputValue(), 'user2');
      assert.equal(await grid.getByText('user@example.com', { exact: true }).count(), 0);
      await screenshot(page, 'admin-05-users-filter-after-reload');
    });
    await context.close();
  });
});
