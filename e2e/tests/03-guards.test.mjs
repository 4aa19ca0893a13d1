/*
 * docs/product.md#screens-and-routes "Route guards" and "Layouts" per role: anonymous visitors are sent to /login, plain users stay out of
 * /admin, staff stay out of /panel; the admin sidebar hides Posts and Marketing from support staff and shows
 * Gates only to super admins. A visitor turned away never downloads the area's chunk (router.tsx loads the panel
 * and admin screens with React.lazy below their guards).
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

/** Script requests of an area's lazy chunk (assets/admin-*.js, assets/panel-*.js). */
function recordChunks(page) {
  const chunks = [];
  page.on('request', (req) => {
    const m = /\/assets\/(admin|panel)-[\w-]+\.js$/.exec(new URL(req.url()).pathname);
    if (m) chunks.push(m[1]);
  });
  return chunks;
}

describe('route guards per role', () => {
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

  it('anonymous: /admin and /panel go to /login, remembering the page', async () => {
    const { context, page } = await newVisitor(browser);
    await withFailureShots('guards-anonymous', context, async () => {
      for (const wanted of ['/admin', '/admin/users', '/panel']) {
        await visit(page, wanted);
        await page.waitForURL((u) => u.pathname === '/login');
        assert.equal(new URL(page.url()).searchParams.get('redirect'), wanted);
      }
      await screenshot(page, 'guards-01-anonymous-admin-to-login');
    });
    await context.close();
  });

  it('user@example.com: /admin redirects to /panel', async () => {
    const { context, page } = await signedIn('user@example.com');
    await withFailureShots('guards-user', context, async () => {
      assert.equal(pathnameOf(page), '/panel', 'a plain user lands on the panel after login');
      await visit(page, '/admin');
      await page.waitForURL((u) => u.pathname === '/panel');
      await sidebar(page, 'User panel').waitFor();
      await visit(page, '/admin/gates');
      await page.waitForURL((u) => u.pathname === '/panel');
      await screenshot(page, 'guards-02-user-admin-to-panel');
    });
    await context.close();
  });

  it('support@example.com: /panel redirects to /admin; the sidebar has no Posts, Marketing or Gates', async () => {
    const { context, page } = await signedIn('support@example.com');
    await withFailureShots('guards-support', context, async () => {
      assert.equal(pathnameOf(page), '/admin', 'staff land on the admin area after login');
      await visit(page, '/panel');
      await page.waitForURL((u) => u.pathname === '/admin');
      await visit(page, '/panel/projects');
      await page.waitForURL((u) => u.pathname === '/admin');
      const labels = await sidebarLabels(page, 'Administration');
      for (const shown of ['Dashboard', 'Projects', 'Users', 'Packages', 'Billing', 'Orders', 'Transactions', 'Logout']) {
        assert.ok(labels.includes(shown), `support sees ${shown} (sidebar: ${labels.join(', ')})`);
      }
      for (const hidden of ['Posts', 'Marketing', 'Email Campaigns', 'Promotions', 'Reciprocal Links', 'Gates']) {
        assert.ok(!labels.includes(hidden), `support does not see ${hidden} (sidebar: ${labels.join(', ')})`);
      }
      await screenshot(page, 'guards-03-support-admin-sidebar');
    });
    await context.close();
  });

  it('manager@example.com: the sidebar has Posts and Marketing but no Gates', async () => {
    const { context, page } = await signedIn('manager@example.com');
    await withFailureShots('guards-manager', context, async () => {
      assert.equal(pathnameOf(page), '/admin');
      const labels = await sidebarLabels(page, 'Administration');
      for (const shown of ['Posts', 'Marketing', 'Email Campaigns', 'Promotions', 'Reciprocal Links']) {
        assert.ok(labels.includes(shown), `a manager sees ${shown} (sidebar: ${labels.join(', ')})`);
      }
      assert.ok(!labels.includes('Gates'), `a manager does not see Gates (sidebar: ${labels.join(', ')})`);
    });
    await context.close();
  });

  it('superadmin@example.com: the sidebar shows Gates (and everything else); /panel redirects to /admin', async () => {
    const { context, page } = await signedIn('superadmin@example.com');
    await withFailureShots('guards-superadmin', context, async () => {
      assert.equal(pathnameOf(page), '/admin');
      const labels = await sidebarLabels(page, 'Administration');
      for (const shown of ['Dashboard', 'Projects', 'Users', 'Packages', 'Posts', 'Billing', 'Marketing', 'Gates', 'Logout']) {
        assert.ok(labels.includes(shown), `a super admin sees ${shown} (sidebar: ${labels.join(', ')})`);
      }
      await screenshot(page, 'guards-04-superadmin-admin-sidebar');
      await sidebar(page, 'Administration').getByRole('link', { name: 'Gates' }).click();
      await page.waitForURL((u) => u.pathname === '/admin/gates');
      await visit(page, '/panel');
      await page.waitForURL((u) => u.pathname === '/admin');
    });
    await context.close();
  });

  it("a visitor turned away by a guard does not download that area's chunk", async () => {
    const anonymous = await newVisitor(browser);
    const anonymousChunks = recordChunks(anonymous.page);
    await visit(anonymous.page, '/admin/users');
    await anonymous.page.waitForURL((u) => u.pathname === '/login');
    await visit(anonymous.page, '/panel/projects');
    await anonymous.page.waitForURL((u) => u.pathname === '/login');
    await anonymous.context.close();

    const user = await signedIn('user@example.com');
    const userChunks = recordChunks(user.page);
    await visit(user.page, '/admin/gates');
    await user.page.waitForURL((u) => u.pathname === '/panel');
    await user.context.close();

    assert.deepEqual(anonymousChunks, [], 'an anonymous visitor sent to /login downloads neither the admin nor the panel chunk');
    assert.ok(!userChunks.includes('admin'), 'a plain user sent to /panel never downloads the admin chunk');
  });
});
