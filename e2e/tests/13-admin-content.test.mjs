/*
 * Admin content, docs/product.md#screens-and-routes /admin/posts and /blog/{slug}, docs/product.md#roles: a manager writes a post in
 * markdown in the admin area (live preview, no slug tool for a manager) → the published post shows rendered on the
 * public blog of the gate that has one (boost.localhost), in the server's HTML too; support staff get the 403 page
 * on /admin/posts and the server refuses them the posts anyway.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import {
  baseUrl,
  DEMO_PASSWORD,
  launchBrowser,
  logIn,
  newVisitor,
  screenshot,
  settle,
  settleVisitor,
  visit,
  withFailureShots,
} from '../lib/browser.mjs';
import { graphql, request } from '../lib/http.mjs';

const boost = new URL(baseUrl);
boost.hostname = 'boost.localhost';
const boostUrl = (pathname) => new URL(pathname, boost).href;

const stamp = Date.now().toString(36);
const slug = `markdown-from-the-admin-${stamp}`;
const title = `Markdown from the admin ${stamp}`;
const markdown = [
  '## Three steps to more visitors',
  '',
  'Buy **real** traffic and watch it *grow*.',
  '',
  '- Add your website',
  '- Pick a package',
  '',
  '<script>window.injected = true</script>',
].join('\n');

/** "YYYY-MM-DDTHH:mm" in UTC, as the admin's date-time fields take it. */
const utcInput = (date) => date.toISOString().slice(0, 16);

describe('admin content: posts', () => {
  let browser;
  before(async () => {
    browser = await launchBrowser();
  });
  after(async () => {
    await browser?.close();
  });

  it('a manager creates a post in markdown; the public blog shows it rendered', async () => {
    const { context, page } = await newVisitor(browser);
    await withFailureShots('admin-content-post', context, async () => {
      await settleVisitor(page, '/login');
      await logIn(page, 'manager@example.com');
      await visit(page, '/admin/posts');
      await page.getByRole('grid', { name: 'Posts' }).waitFor();
      await page.getByRole('link', { name: 'Create post' }).click();
      await page.waitForURL((u) => u.pathname === '/admin/posts/create');

      const form = page.getByRole('form', { name: 'Post' });
      assert.equal(await form.getByRole('button', { name: /make slug/i }).count(), 0, 'a manager has no slug tool');
      await form.getByText(/the slug tool is for admins only/).waitFor();
      await form.getByRole('textbox', { name: 'Title' }).fill(title);
      await form.getByRole('textbox', { name: 'Slug' }).fill(slug);
      await form.getByRole('textbox', { name: 'Excerpt' }).fill('Three steps, written in markdown.');
      await form.getByRole('textbox', { name: 'Content (markdown)' }).fill(markdown);
      const preview = page.getByRole('region', { name: 'Preview' });
      await preview.getByRole('heading', { level: 2, name: 'Three steps to more visitors' }).waitFor();
      assert.equal(await preview.locator('strong').innerText(), 'real');
      await form.getByLabel(/Published at/).fill(utcInput(new Date(Date.now() - 3600_000)));
      await screenshot(page, 'admin-content-01-post-form');
      await form.getByRole('button', { name: 'Create' }).click();
      await page.waitForURL((u) => /^\/admin\/posts\/\d+$/.test(u.pathname), { timeout: 20_000 });
      await page.getByText('Post created').waitFor();
      await settle(page);

      // The browser on the gate whose blog is on: rendered markdown, the script only as nothing.
      const reader = await newVisitor(browser);
      await reader.page.goto(boostUrl(`/blog/${slug}`), { waitUntil: 'domcontentloaded' });
      const article = reader.page.locator('article');
      await article.getByRole('heading', { level: 1, name: title }).waitFor();
      await article.getByRole('heading', { level: 2, name: 'Three steps to more visitors' }).waitFor();
      assert.equal(await article.locator('strong').innerText(), 'real');
      assert.equal(await article.locator('em').innerText(), 'grow');
      assert.deepEqual(await article.getByRole('listitem').allInnerTexts(), ['Add your website', 'Pick a package']);
      assert.equal(await article.locator('script').count(), 0);
      assert.equal(await reader.page.evaluate(() => window.injected), undefined);
      await screenshot(reader.page, 'admin-content-02-blog-post');
      // The browser took over the server's markdown HTML without a hydration mismatch.
      assert.deepEqual(
        reader.page.consoleErrors.filter((e) => /hydrat/i.test(e)),
        [],
      );
      await reader.page.goto(boostUrl('/blog'), { waitUntil: 'domcontentloaded' });
      await reader.page.getByRole('link', { name: title }).waitFor();
      await reader.context.close();

      // The server's HTML of the post already has the rendered markdown (before any JavaScript runs).
      const html = (await request(`/blog/${slug}`, { host: 'boost.localhost' })).text;
      assert.match(html, /<h2[^>]*>Three steps to more visitors<\/h2>/);
      assert.match(html, /<strong>real<\/strong>/);
      // The markdown's <script> is neither markup nor text of the page (the page's data carries the source, escaped).
      assert.doesNotMatch(html, /<script>window\.injected/);
    });
    await context.close();
  });

  it('support gets the 403 page on /admin/posts, and the server refuses them the posts', async () => {
    const { context, page } = await newVisitor(browser);
    await withFailureShots('admin-content-support', context, async () => {
      await settleVisitor(page, '/login');
      await logIn(page, 'support@example.com');
      await visit(page, '/admin/posts');
      await page.getByText('Access denied').waitFor();
      assert.equal(new URL(page.url()).pathname, '/admin/posts');
      await screenshot(page, 'admin-content-03-support-403');

      const { login } = await graphql('mutation($i: LoginInput!) { login(input: $i) { token } }', {
        i: { username: 'support@example.com', password: DEMO_PASSWORD },
      });
      const rest = await request('/api/posts', { accept: 'application/ld+json', headers: { Authorization: `Bearer ${login.token}` } });
      assert.equal(rest.status, 403);
    });
    await context.close();
  });
});
