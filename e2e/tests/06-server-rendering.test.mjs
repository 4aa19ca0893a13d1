/*
 * "Public pages are served as HTML that already contains their title, description and main text before
 * JavaScript runs": raw HTTP answers of the running app (per gate, by Host), a browser with JavaScript switched off,
 * and a normal browser that starts from the embedded data instead of asking for it again. docs/product.md#what-it-is (title and
 * description), docs/product.md#screens-and-routes (public routes, 404 page, blog disabled on the default gate).
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { launchBrowser, newVisitor, screenshot, settle, withFailureShots } from '../lib/browser.mjs';
import { graphql as graphqlOn, request } from '../lib/http.mjs';

const graphql = (query, host) => graphqlOn(query, {}, { host });

/** The text inside <div id="root">, tags and styles dropped, as a visitor without scripts reads it. */
function rootText(html) {
  const start = html.indexOf('<div id="root">');
  const end = html.indexOf('<script type="application/json"', start);
  assert.ok(start >= 0 && end > start, 'the page has a rendered root followed by its data');
  return html
    .slice(start, end)
    .replace(/<style[\s\S]*?<\/style>/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/\s+/g, ' ');
}

const titleOf = (html) => /<title>([^<]*)<\/title>/.exec(html)?.[1];
const descriptionOf = (html) => /<meta name="description" content="([^"]*)"/.exec(html)?.[1];

describe('server-rendered public pages', () => {
  let browser;
  let gates;
  before(async () => {
    browser = await launchBrowser();
    gates = {
      localhost: (await graphql('{ currentGate { config } }', 'localhost')).currentGate.config.prop.siteName,
      boost: (await graphql('{ currentGate { config } }', 'boost.localhost')).currentGate.config.prop.siteName,
    };
  });
  after(async () => {
    await browser?.close();
  });

  it("every public page answers 200 with the gate's title, the description and its main text in the HTML", async () => {
    const pages = {
      '/': ['Why ', 'Frequently asked questions', 'Popular packages'],
      '/pricing': ['Pricing', 'Pick the volume you need.'],
      '/promotion': [],
      '/contact': ['Contact us', 'We answer every message within one business day.'],
      '/eula': ['Terms of use (EULA)'],
      '/privacy-policy': ['Privacy policy', 'What we collect, why, and how long we keep it.'],
      '/refund-policy': ['Refund policy', 'If we cannot deliver what you paid for, you get your money back.'],
      '/how-to-double-traffic': [],
      '/how-to-start': [],
      '/increase-alexa-rank': [],
      '/reduce-bounce-rate': [],
      '/website-traffic-generator': [],
      '/login': ['Login'],
      '/register': ['Register'],
      '/forgot-password': [],
      '/external-demo-register': [],
    };
    for (const [pathname, texts] of Object.entries(pages)) {
      const res = await request(pathname);
      assert.equal(res.status, 200, pathname);
      assert.match(res.headers['content-type'], /^text\/html/);
      assert.equal(titleOf(res.text), gates.localhost, `${pathname}: <title> is the product name`);
      assert.equal(descriptionOf(res.text), 'Cheap Website Traffic', `${pathname}: description (docs/product.md#what-it-is)`);
      const text = rootText(res.text);
      assert.match(res.text, /<h1[\s>]/, `${pathname}: the page heading is in the HTML`);
      for (const t of texts) assert.ok(text.includes(t), `${pathname}: "${t}" is in the HTML`);
      // The frame around every public page: menu, account links, footer with the support e-mail.
      for (const t of ['Pricing', 'Contact', 'Privacy policy']) assert.ok(text.includes(t), `${pathname}: "${t}" in the menu/footer`);
    }
  });

  it('the pricing HTML lists the live catalogue', async () => {
    const { packages } = await graphql('{ packages(filter: { parentId: 0 }, limit: 50) { items { name free } } }', 'localhost');
    const forSale = packages.items.filter((p) => !p.free).map((p) => p.name);
    assert.ok(forSale.length > 0, 'the demo catalogue has packages for sale');
    const text = rootText((await request('/pricing')).text);
    for (const name of forSale) assert.ok(text.includes(name), `"${name}" is in the pricing HTML`);
  });

  it('unknown pages and the disabled blog answer 404 with the "not found" page; the other gate\'s blog answers 200', async () => {
    for (const pathname of ['/no-such-page', '/pricing/extra', '/blog', '/blog/any-post']) {
      const res = await request(pathname);
      assert.equal(res.status, 404, pathname);
      assert.ok(rootText(res.text).includes('This page could not be found'), pathname);
    }
    const boost = await request('/blog', { host: 'boost.localhost' });
    assert.equal(boost.status, 200);
    assert.equal(titleOf(boost.text), gates.boost);
    assert.notEqual(gates.boost, gates.localhost, 'the two demo gates have their own names');
    assert.ok(rootText(boost.text).includes(`from the ${gates.boost} team`));
  });

  it('a missing file is a plain 404, never the page shell', async () => {
    for (const pathname of ['/assets/index-gone.js', '/assets/gone.css', '/favicon.ico']) {
      const res = await request(pathname, { accept: '*/*' });
      assert.equal(res.status, 404, pathname);
      assert.doesNotMatch(res.headers['content-type'] ?? '', /html/, pathname);
    }
  });

  it('pages and scripts travel compressed, hashed assets are cached for good, API answers are never compressed', async () => {
    const gzip = { 'Accept-Encoding': 'gzip' };
    const home = await request('/', { headers: gzip });
    assert.equal(home.headers['content-encoding'], 'gzip');
    assert.equal(titleOf(home.text), gates.localhost, 'the compressed page is the rendered page');
    assert.equal(home.headers['cache-control'], 'no-cache', 'a page is revalidated: it names the current files');

    const entry = /<script type="module"[^>]*src="(\/assets\/[^"]+\.js)"/.exec(home.text)?.[1];
    assert.ok(entry, 'the page names its entry script');
    // The entry and the files the page preloads (the entry is only main.tsx, below the 1 kB under which compressing
    // costs more than it saves; the app and its libraries are the bulk).
    const preloaded = [...home.text.matchAll(/<link rel="modulepreload"[^>]*href="(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]);
    assert.ok(preloaded.length > 0, 'the page preloads the scripts its entry imports');
    let compressed = 0;
    for (const file of [entry, ...preloaded]) {
      const script = await request(file, { accept: '*/*', headers: gzip });
      assert.equal(script.status, 200, file);
      assert.match(script.headers['cache-control'], /max-age=31536000.*immutable/, file);
      const raw = Buffer.byteLength(script.text);
      if (raw < 1024) continue;
      assert.equal(script.headers['content-encoding'], 'gzip', file);
      // Minified code shrinks to less than half; a file of a few hundred bytes keeps gzip's own overhead.
      assert.ok(script.bytes < (raw > 10_000 ? raw / 2 : raw), `${file}: ${script.bytes} bytes sent for ${raw}`);
      if (raw > 10_000) compressed += 1;
    }
    assert.ok(compressed >= 2, 'the app and its libraries travel compressed');

    // Answers that may carry a token next to reflected input stay uncompressed (BREACH).
    const api = await request('/graphql', {
      method: 'POST',
      accept: 'application/json',
      body: { query: '{ currentGate { name } }' },
      headers: gzip,
    });
    assert.equal(api.status, 200);
    assert.equal(api.headers['content-encoding'], undefined);
    const rest = await request('/api/country', { accept: 'application/json', headers: gzip });
    assert.equal(rest.headers['content-encoding'], undefined);
  });

  it('a page preloads its own chunk and what it imports beside the entry; a panel page preloads no area', async () => {
    const preloads = (html) =>
      [...html.matchAll(/<link rel="modulepreload"[^>]*href="\/assets\/([^"]+)\.js"/g)].map((m) => m[1].replace(/-[\w-]{8}$/, ''));
    const home = preloads((await request('/')).text);
    assert.ok(home.includes('app') && home.includes('vendor'), `the entry's imports: ${home.join(', ')}`);
    assert.ok(home.includes('HomePage'), `the home page's chunk: ${home.join(', ')}`);
    assert.ok(
      home.some((name) => name.startsWith('pages-') && name.includes('Home')),
      `what the home page shares with others: ${home.join(', ')}`,
    );
    assert.equal(new Set(home).size, home.length, 'each file once');
    const pricing = preloads((await request('/pricing')).text);
    assert.ok(pricing.includes('PricingPage') && !pricing.includes('HomePage'), `/pricing: ${pricing.join(', ')}`);
    // The panel's chunk waits for its guard: a visitor who is sent to /login never downloads it.
    const panel = preloads((await request('/panel/projects')).text);
    assert.ok(!panel.some((name) => /^(panel|admin|dashboard)$/.test(name)), `/panel/projects: ${panel.join(', ')}`);
    // The build manifest the server reads them from is not served.
    assert.equal((await request('/.vite/manifest.json', { accept: '*/*' })).status, 404);
  });

  it('panel and admin pages get the plain shell, which renders nothing that depends on a session', async () => {
    for (const pathname of ['/panel', '/panel/projects', '/admin/users']) {
      const res = await request(pathname);
      assert.equal(res.status, 200, pathname);
      assert.match(res.text, /<div id="root"><\/div>/, `${pathname}: an empty root`);
      assert.doesNotMatch(res.text, /id="server-data"/);
    }
  });

  it('with JavaScript switched off a visitor still reads the page', async () => {
    const { context, page } = await newVisitor(browser, { javaScriptEnabled: false });
    await withFailureShots('ssr-no-js', context, async () => {
      await page.goto('/how-to-start');
      assert.equal(await page.title(), gates.localhost);
      const heading = page.getByRole('heading', { level: 1 });
      assert.ok((await heading.textContent()).trim().length > 0);
      assert.ok(await heading.isVisible());
      await screenshot(page, 'no-js-how-to-start');

      await page.goto('/pricing');
      await page.getByRole('heading', { level: 1, name: 'Pricing' }).waitFor();
      const cards = page.getByRole('heading', { level: 3 });
      assert.ok((await cards.count()) > 0, 'package cards are on the page');
      await screenshot(page, 'no-js-pricing');
      // The forms without JavaScript: 10-forms-before-the-app.test.mjs.
    });
    await context.close();
  });

  it("the live app hydrates the server's HTML without asking for the gate or the page's data again", async () => {
    const { context, page } = await newVisitor(browser);
    const operations = [];
    page.on('request', (req) => {
      if (new URL(req.url()).pathname === '/graphql' && req.method() === 'POST') operations.push(req.postDataJSON()?.operationName);
    });
    const hydrationWarnings = [];
    page.on('console', (msg) => {
      if (msg.type() === 'warning' && /hydrat/i.test(msg.text())) hydrationWarnings.push(msg.text());
    });
    // The server's heading, kept before any script of the page runs (hydrate, do not redraw).
    await context.addInitScript(() => {
      document.addEventListener('readystatechange', () => {
        if (document.readyState === 'interactive') window.serverHeading = document.querySelector('h1');
      });
    });
    await withFailureShots('ssr-takeover', context, async () => {
      await page.goto('/pricing', { waitUntil: 'domcontentloaded' });
      await settle(page);
      // The consent bar is in the server's HTML with its choices disabled; the live app enables them: it is running.
      await page.waitForFunction(() =>
        [...document.querySelectorAll('button')].some((b) => b.textContent === 'Accept All Cookies' && !b.disabled),
      );
      await page.getByRole('heading', { level: 1, name: 'Pricing' }).waitFor();
      assert.equal(
        await page.getByRole('heading', { level: 1 }).count(),
        1,
        'one page heading: the server markup was taken over, not duplicated',
      );
      assert.ok(
        await page.evaluate(() => Boolean(window.serverHeading) && window.serverHeading === document.querySelector('h1')),
        "the live app adopted the server's heading element (hydration), it did not draw a new one",
      );
      assert.deepEqual(hydrationWarnings, [], 'the server markup matched the first render of the app');
      assert.ok(!operations.includes('CurrentGate'), `the gate came with the page (asked: ${operations.join(', ')})`);
      assert.ok(!operations.includes('PricingPackages'), `the packages came with the page (asked: ${operations.join(', ')})`);
      assert.deepEqual(page.consoleErrors, []);
    });
    await context.close();
  });
});
