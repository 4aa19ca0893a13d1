/**
 * @jest-environment node
 */
/*
 * "Public pages are served as HTML that already contains their title, description and main text before
 * JavaScript runs": the server renderer draws the real route table with no DOM at all (this file runs in node),
 * answers 404 for unknown pages and a disabled blog (docs/product.md#screens-and-routes), and leaves the session-bound areas to the
 * browser.
 */
import Cookies from 'js-cookie';
import { fillTemplate, render } from '@/entry-server';
import { logger } from '@/lib/logger';
import { createFakeFetch, graphqlError, type FakeHandler } from '@/testing/fake-graphql';
import { testGateConfig } from '@/testing/render-app';
import { testPackage } from '@/testing/catalogue';

const template = `<!doctype html>
<html lang="en">
  <head>
    <title>Trafficgate</title>
    <meta name="description" content="Cheap Website Traffic" />
  </head>
  <body>
    <div id="root"></div>
    <script type="module" src="/assets/index-abc.js"></script>
  </body>
</html>`;

const pkg = testPackage;

function gateReply(config: Record<string, unknown> = testGateConfig, name = 'Trafficgate') {
  return {
    data: { currentGate: { __typename: 'PublicGate', id: 1, name, description: 'Cheap Website Traffic', apiBase: '/api', config } },
  };
}

function server(handlers: Record<string, FakeHandler> = {}) {
  return createFakeFetch({
    CurrentGate: () => gateReply(),
    MainPagePackages: () => ({ data: { packagesForMainPage: [pkg(2, 'Starter', 10000, 999)] } }),
    VisitorPromotions: () => ({ data: { activePromotions: [] } }),
    PricingPackages: () => ({
      data: { packages: { __typename: 'PackagePage', total: 2, items: [pkg(2, 'Starter', 10000, 999), pkg(3, 'Business', 50000, 3999)] } },
    }),
    ...handlers,
  });
}

async function page(url: string, handlers?: Record<string, FakeHandler>) {
  const fake = server(handlers);
  const result = await render({ url, template, fetch: fake.fetch });
  return { result, requests: fake.requests };
}

/** The visible text of the rendered root, tags dropped. */
function rootText(html: string): string {
  const root = /<div id="root">([\s\S]*)<\/div><script type="application\/json"/.exec(html)?.[1] ?? '';
  return root
    .replace(/<style[\s\S]*?<\/style>/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');
}

function embeddedState(html: string): Record<string, unknown> {
  const json = /<script type="application\/json" id="server-data">([\s\S]*?)<\/script>/.exec(html)?.[1];
  if (!json) throw new Error('no embedded server data');
  return JSON.parse(json) as Record<string, unknown>;
}

describe('server rendering of the public site', () => {
  it('renders the pricing page with its title, description, packages and critical CSS', async () => {
    const { result } = await page('/pricing');
    if (result.kind !== 'page') throw new Error(`expected a page, got ${result.kind}`);
    expect(result.status).toBe(200);
    expect(result.html).toContain('<title>Trafficgate</title>');
    expect(result.html).toContain('<meta name="description" content="Cheap Website Traffic" />');
    const text = rootText(result.html);
    expect(text).toContain('Pricing');
    expect(text).toContain('Starter');
    expect(text).toContain('Business');
    // The public layout around it: menu, Login/Register for an anonymous visitor, footer contact data.
    expect(text).toContain('Login');
    expect(text).toContain('Register');
    expect(text).toContain('support@example.com');
    expect(text).toContain('Payments are processed by our card payment provider.');
    // The page is drawn with the static CSS the template links, branded by the gate's variables, which come before
    // the content so the page looks right before any script runs (no styling runtime).
    const body = result.html.slice(result.html.indexOf('<div id="root">'));
    expect(body.indexOf('<style data-gate-style="">:root{--tg-primary:')).toBeGreaterThan(-1);
    expect(body.indexOf('data-gate-style')).toBeLessThan(body.indexOf('Pricing'));
    expect(result.html).not.toContain('data-emotion');
    // The browser starts from the same data.
    // The answers the page was drawn from, by operation and variables, for the browser's first render (lib/public-data.tsx).
    const state = embeddedState(result.html);
    expect(Object.keys(state)).toEqual(expect.arrayContaining(['CurrentGate:{}', 'PricingPackages:{}']));
    expect(JSON.stringify(state['PricingPackages:{}'])).toContain('Business');
    // The module script of the template is still there, after the content.
    expect(result.html.indexOf('/assets/index-abc.js')).toBeGreaterThan(result.html.indexOf('id="server-data"'));
  });

  it('applies the running promotion in the rendered price list', async () => {
    const day = 24 * 60 * 60 * 1000;
    const promotion = {
      __typename: 'ActivePromotion',
      id: 5,
      type: 'credits_multiplier',
      creditsMultiplier: 2,
      offerTitle: 'Double traffic on every package',
      offerDescription: 'Twice the visitors.',
      startAt: new Date(Date.now() - day).toISOString(),
      endAt: new Date(Date.now() + 3 * day).toISOString(),
    };
    const { result } = await page('/pricing', { VisitorPromotions: () => ({ data: { activePromotions: [promotion] } }) });
    if (result.kind !== 'page') throw new Error(`expected a page, got ${result.kind}`);
    const text = rootText(result.html);
    expect(text).toContain('Double traffic on every package');
    expect(text).toContain('Save 50%');
    expect(text).toContain('20,000 visitors instead of 10,000');
  });

  it("renders the home page with the gate's own texts and brand", async () => {
    const config = {
      ...testGateConfig,
      prop: {
        ...testGateConfig.prop,
        siteName: 'Boost Visits',
        pagesContent: { home: { title: 'Visitors on demand', lead: 'Boost lead text.' } },
      },
    };
    const { result } = await page('/', { CurrentGate: () => gateReply(config, 'Boost') });
    if (result.kind !== 'page') throw new Error(`expected a page, got ${result.kind}`);
    expect(result.html).toContain('<title>Boost Visits</title>');
    const text = rootText(result.html);
    expect(text).toContain('Visitors on demand');
    expect(text).toContain('Boost lead text.');
    expect(text).toContain('Why Boost Visits');
    expect(text).toContain('Frequently asked questions');
    expect(text).toContain('Starter');
  });

  it('renders the informational pages with their main text', async () => {
    const { result } = await page('/refund-policy');
    if (result.kind !== 'page') throw new Error(`expected a page, got ${result.kind}`);
    expect(result.status).toBe(200);
    expect(rootText(result.html)).toContain('If we cannot deliver what you paid for, you get your money back.');
  });

  it('answers 404 with the "not found" page for an unknown path (docs/product.md#screens-and-routes)', async () => {
    const { result } = await page('/no-such-page');
    if (result.kind !== 'page') throw new Error(`expected a page, got ${result.kind}`);
    expect(result.status).toBe(404);
    expect(rootText(result.html)).toContain('This page could not be found');
  });

  it('answers 404 for the blog of a gate whose blog is disabled, 200 where it is enabled', async () => {
    const disabled = await page('/blog');
    expect(disabled.result).toMatchObject({ kind: 'page', status: 404 });

    const enabled = { ...testGateConfig, blog: { enabled: true } };
    const post = await page('/blog/first-steps', {
      CurrentGate: () => gateReply(enabled),
      BlogPost: ({ variables }) => ({
        data: {
          blogPost: {
            __typename: 'Post',
            id: 4,
            title: `Post ${String(variables.slug)}`,
            excerpt: '',
            content: '<p>First &amp; foremost.</p><ul><li>Add a project</li></ul>',
            publicatedAt: '2026-11-01T10:00:00Z',
          },
        },
      }),
    });
    if (post.result.kind !== 'page') throw new Error(`expected a page, got ${post.result.kind}`);
    expect(post.result.status).toBe(200);
    // A post is drawn with its markdown renderer, a chunk of its own.
    expect(post.result.chunks).toEqual(['BlogPages', 'Markdown']);
    const text = rootText(post.result.html);
    expect(text).toContain('Post first-steps');
    expect(text).toContain('First & foremost.');
    expect(text).toContain('Add a project');
    expect(text).toContain('2026-11-01');
  });

  it("renders the blog list with the gate's posts (/blog showed none although the API returned two)", async () => {
    const enabled = { ...testGateConfig, blog: { enabled: true } };
    const post = (id: number, slug: string, title: string) => ({
      __typename: 'Post',
      id,
      slug,
      title,
      excerpt: '',
      publicatedAt: '2026-11-01T10:00:00Z',
    });
    const list = await page('/blog', {
      CurrentGate: () => gateReply(enabled),
      BlogPosts: () => ({
        data: {
          blogPosts: { __typename: 'PostPage', total: 2, items: [post(2, 'second', 'Second post'), post(1, 'first', 'First post')] },
        },
      }),
    });
    if (list.result.kind !== 'page') throw new Error(`expected a page, got ${list.result.kind}`);
    expect(list.result.status).toBe(200);
    const text = rootText(list.result.html);
    expect(text).toContain('Second post');
    expect(text).toContain('First post');
    expect(list.result.html).toContain('href="/blog/first"');
  });

  it('reads a path that starts with "//" as a path on this site, not as another host', async () => {
    const fake = server();
    const result = await render({ url: '//evil.example/pricing', template, fetch: fake.fetch });
    if (result.kind !== 'page') throw new Error(`expected a page, got ${result.kind}`);
    expect(result.status).toBe(404);
    expect(rootText(result.html)).toContain('This page could not be found');
    const calledUrls = (fake.fetch as unknown as jest.Mock).mock.calls.map((c: unknown[]) => String(c[0]));
    expect(calledUrls.every((u) => u.startsWith('http://server.render/'))).toBe(true);
  });

  it('leaves the panel, the admin area and logout to the browser, without asking for any data', async () => {
    for (const url of ['/panel', '/panel/projects/3', '/admin/users', '/logout', '/PANEL', '/Admin/Users']) {
      const { result, requests } = await page(url);
      // No chunk to preload either: the area's chunk waits for the guard (a visitor sent to /login never loads it).
      expect(result).toEqual({ kind: 'shell' });
      expect(requests).toEqual([]);
    }
  });

  it('names the chunks of the page it rendered, so the server can preload them', async () => {
    const chunksOf = async (url: string) => {
      const { result } = await page(url);
      if (result.kind !== 'page') throw new Error(`expected a page, got ${result.kind}`);
      return result.chunks;
    };
    expect(await chunksOf('/')).toEqual(['HomePage']);
    expect(await chunksOf('/pricing')).toEqual(['PricingPage']);
    expect(await chunksOf('/login')).toEqual(['LoginPage']);
    expect(await chunksOf('/refund-policy')).toEqual(['InfoPage']);
    expect(await chunksOf('/verify-email/abc')).toEqual(['VerifyEmailPage']);
    // The 404 page is part of the app itself.
    expect(await chunksOf('/no-such-page')).toEqual([]);
  });

  it("still draws the page in the product's own brand when the gate cannot be loaded", async () => {
    const logged = jest.spyOn(logger, 'error').mockImplementation(() => {});
    const { result } = await page('/contact', { CurrentGate: () => graphqlError('boom', 'INTERNAL_SERVER_ERROR', 500) });
    if (result.kind !== 'page') throw new Error(`expected a page, got ${result.kind}`);
    expect(result.html).toContain('<title>Trafficgate</title>');
    expect(rootText(result.html)).toContain('Contact us');
    expect(logged).toHaveBeenCalledWith('[GraphQL] CurrentGate failed:', 'boom');
  });

  it('escapes gate data in the head and the embedded state', async () => {
    const config = { ...testGateConfig, prop: { ...testGateConfig.prop, siteName: '</title><script>alert(1)</script>' } };
    const { result } = await page('/', { CurrentGate: () => gateReply(config) });
    if (result.kind !== 'page') throw new Error(`expected a page, got ${result.kind}`);
    expect(result.html).not.toContain('<script>alert(1)</script>');
    expect(result.html).toContain('<title>&lt;/title&gt;&lt;script&gt;alert(1)&lt;/script&gt;</title>');
    const state = /id="server-data">([\s\S]*?)<\/script>/.exec(result.html)?.[1] ?? '';
    expect(state).not.toContain('<');
    expect(JSON.stringify(embeddedState(result.html))).toContain('</title><script>alert(1)</script>');
  });

  it('writes "<" in the gate\'s CSS as a CSS escape, so the CSS cannot close its <style> element', async () => {
    const config = {
      ...testGateConfig,
      css: '.brand::after { content: "</style><b>injected</b>"; }',
      prop: { ...testGateConfig.prop, cssVars: { '--primary-color': 'red</style><b>also</b><style>' } },
    };
    const { result } = await page('/contact', { CurrentGate: () => gateReply(config) });
    if (result.kind !== 'page') throw new Error(`expected a page, got ${result.kind}`);
    expect(result.html).not.toContain('<b>');
    expect(result.html).toContain('content: "\\3c /style>\\3c b>injected\\3c /b>"');
    expect(result.html).toContain('--primary-color:red\\3c /style>');
  });

  it("renders a landing page's utm campaign like the browser will (the same promotion on both sides)", async () => {
    const { requests } = await page('/pricing?utm_source=news&utm_campaign=autumn');
    const asked = requests.filter((r) => r.operationName === 'VisitorPromotions').map((r) => r.variables);
    expect(asked).toEqual([{ utmSource: 'news', utmMedium: null, utmCampaign: 'autumn' }]);
  });

  it("a returning campaign visitor (utm cookie, no utm in the URL) gets the campaign's promotion in the first HTML", async () => {
    const stored = JSON.stringify({ utmSource: 'news letter', utmMedium: 'e-mail', utmCampaign: 'autumn;2026' });
    const cookie = `visitor_uuid=x; utm=${Cookies.converter.write(stored, 'utm')}; other=1`;
    const fake = server();
    await render({ url: '/pricing', template, fetch: fake.fetch, cookie });
    const asked = fake.requests.filter((r) => r.operationName === 'VisitorPromotions').map((r) => r.variables);
    expect(asked).toEqual([{ utmSource: 'news letter', utmMedium: 'e-mail', utmCampaign: 'autumn;2026' }]);

    // A utm in the URL wins over the stored one, as in the browser; a broken cookie reads as no campaign.
    const landing = server();
    await render({ url: '/pricing?utm_source=ads', template, fetch: landing.fetch, cookie });
    expect(landing.requests.filter((r) => r.operationName === 'VisitorPromotions').map((r) => r.variables)).toEqual([
      { utmSource: 'ads', utmMedium: null, utmCampaign: null },
    ]);
    const broken = server();
    await render({ url: '/pricing', template, fetch: broken.fetch, cookie: 'utm=%E0%A4%A' });
    expect(broken.requests.filter((r) => r.operationName === 'VisitorPromotions').map((r) => r.variables)).toEqual([
      { utmSource: null, utmMedium: null, utmCampaign: null },
    ]);
  });

  it('draws the cookie-consent bar in the first HTML of / for an undecided visitor, not for a decided one', async () => {
    const html = async (cookie?: string) => {
      const result = await render({ url: '/', template, fetch: server().fetch, cookie });
      if (result.kind !== 'page') throw new Error(`expected a page, got ${result.kind}`);
      return rootText(result.html);
    };
    // No cookie at all, or other cookies only: undecided, so the bar (the page's largest paint on a phone) is there.
    for (const cookie of [undefined, 'visitor_uuid=x; other=1']) {
      const text = await html(cookie);
      expect(text).toContain('We value your privacy');
      expect(text).toContain('Accept All Cookies');
    }
    const decided = await html('visitor_uuid=x; cookie_consent=essential%2Canalytics');
    expect(decided).not.toContain('We value your privacy');
    expect(decided).not.toContain('Accept All Cookies');
    // The page itself is the same.
    expect(decided).toContain('Frequently asked questions');
  });

  it('answers 500, not 404, when a blog post cannot be loaded for another reason than its absence', async () => {
    const enabled = { ...testGateConfig, blog: { enabled: true } };
    jest.spyOn(logger, 'error').mockImplementation(() => {});
    const failing = await page('/blog/first-steps', {
      CurrentGate: () => gateReply(enabled),
      BlogPost: () => graphqlError('Internal server error', 'INTERNAL_SERVER_ERROR'),
    });
    expect(failing.result).toMatchObject({ kind: 'page', status: 500 });
    const missing = await page('/blog/gone', {
      CurrentGate: () => gateReply(enabled),
      BlogPost: () => graphqlError('Not found', 'NOT_FOUND'),
    });
    expect(missing.result).toMatchObject({ kind: 'page', status: 404 });
  });

  it('refuses a template it cannot place the page into', () => {
    expect(() => fillTemplate('<html><head></head><body></body></html>', { title: 't', description: 'd', body: '', state: {} })).toThrow(
      /index.html has no/,
    );
  });
});
