/*
 * API Platform's own admin (HydraAdmin from @api-platform/admin 4, on react-admin 5) against our /api.
 * The app in e2e/hydra-admin/ knows nothing about Trafficgate: it builds every screen from our entrypoint and
 * docs.jsonld, signs in through `POST /api/login` and sends the JWT as a bearer token. Its bundle
 * (`npm run build -w e2e/hydra-admin`, dist/) is served here by a small local proxy that also forwards /api to the
 * server under test, so the admin and the API share one origin (the server allows no other origin by default).
 *
 * As a super admin (an admin who may also write gates, docs/product.md#screens-and-routes, docs/product.md#roles) it lists, shows, creates
 * and edits every
 * resource the docs declare writable, lists and shows the read-only ones, sorts and filters the users list and
 * sees a server violation under its field; as support it is offered only what docs/product.md#roles allows (the docs declare, per role,
 * what the server lets the caller do: no menu entry, Create or Edit it would refuse), and refused the rest. Every request the browser
 * makes to another origin is blocked and fails the test: the bundle must work offline (no fonts, no telemetry).
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { after, before, describe, it } from 'node:test';
import { DEMO_PASSWORD, baseUrl, launchBrowser, newVisitor, screenshot, withFailureShots } from '../lib/browser.mjs';
import { startStaticProxy } from '../lib/static-proxy.mjs';

const distDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'hydra-admin', 'dist');
const stamp = Date.now().toString(36);

/** HydraAdmin's routes: react-admin's hash router, records addressed by their encoded IRI. */
const listRoute = (resource) => `/#/${resource}`;
const showRoute = (resource, iri) => `/#/${resource}/${encodeURIComponent(iri)}/show`;
const editRoute = (resource, iri) => `/#/${resource}/${encodeURIComponent(iri)}`;

describe('API Platform admin (HydraAdmin) on /api', () => {
  let browser;
  let proxy;
  before(async () => {
    assert.ok(fs.existsSync(path.join(distDir, 'index.html')), 'e2e/hydra-admin/dist is missing: run `npm run build -w e2e/hydra-admin`');
    proxy = await startStaticProxy({ dir: distDir, apiBase: baseUrl });
    browser = await launchBrowser();
  });
  after(async () => {
    await browser?.close();
    await proxy?.close();
  });

  /** A signed-in admin session of its own; requests to any other origin are refused and remembered. */
  async function session(email) {
    const { context, page } = await newVisitor(browser, { baseURL: proxy.origin });
    page.apiLog = [];
    page.on('response', (r) => {
      const u = new URL(r.url());
      if (u.pathname.startsWith('/api')) page.apiLog.push(`${r.request().method()} ${u.pathname}${u.search} ${r.status()}`);
    });
    const elsewhere = [];
    await context.route(
      (u) => u.origin !== proxy.origin,
      (route) => {
        elsewhere.push(route.request().url());
        return route.abort('blockedbyclient');
      },
    );
    await page.goto('/');
    // requireAuth: the login page of the admin (react-admin's form) comes first, once the docs are read.
    await page.getByLabel(/^Username/).waitFor({ timeout: 60_000 });
    await page.getByLabel(/^Username/).fill(email);
    await page.getByLabel(/^Password/).fill(DEMO_PASSWORD);
    const login = apiAnswer(page, 'POST', /^\/api\/login$/);
    await page.getByRole('button', { name: 'Sign in' }).click();
    assert.equal((await login).status(), 200, `${email} signs in through POST /api/login`);
    await page.waitForURL((u) => !u.hash.startsWith('#/login'));
    // The menu is drawn from the entrypoint: one entry per collection.
    await page.getByRole('menuitem', { name: 'Users' }).waitFor();
    return { context, page, elsewhere };
  }

  /**
   * The first answer of the API matching method and pattern (a RegExp on pathname + search) from now on. On a
   * timeout the failure lists the API calls the page made meanwhile (e.g. none: the form refused to submit).
   */
  function apiAnswer(page, method, pattern, timeout = 15_000) {
    const since = page.apiLog.length;
    return page
      .waitForResponse(
        (r) => {
          if (r.request().method() !== method) return false;
          const u = new URL(r.url());
          return u.pathname.startsWith('/api') && pattern.test(`${u.pathname}${u.search}`);
        },
        { timeout },
      )
      .catch(async () => {
        const notes = await page
          .locator('.MuiSnackbar-root')
          .allInnerTexts()
          .catch(() => []);
        const invalid = await page
          .locator('form .Mui-error')
          .allInnerTexts()
          .catch(() => []);
        assert.fail(
          `no ${method} ${pattern} was answered within ${timeout} ms. API calls meanwhile: ${page.apiLog.slice(since).join(', ') || 'none'}. ` +
            `Notification: ${notes.join(' | ') || 'none'}. Fields in error: ${invalid.map((t) => t.replace(/\s+/g, ' ')).join(' | ') || 'none'}`,
        );
      });
  }

  /** The list page of a resource: waits for its rows (or fails with what the page shows instead). */
  async function openList(page, resource) {
    await page.goto(listRoute(resource));
    // Rows of this resource (their Show/Edit links name it), not the previous list's rows still on screen.
    await visibleOrExplain(page, page.locator(`table tbody tr a[href^="#/${resource}/"]`).first(), `the ${resource} list shows rows`);
  }

  /** A GET of the API from the page, with the admin's token (to pick a record to open, not to test the API). */
  function apiGet(page, pathname) {
    return page.evaluate(
      async ([p, key]) => {
        const res = await fetch(p, { headers: { Accept: 'application/ld+json', Authorization: `Bearer ${localStorage.getItem(key)}` } });
        return { status: res.status, body: await res.json() };
      },
      [pathname, 'trafficgate.hydra-admin.token'],
    );
  }

  /** Waits for a locator; on timeout the assertion names what the admin shows instead (crash text, notification). */
  async function visibleOrExplain(page, locator, what, timeout = 10_000) {
    try {
      await locator.waitFor({ state: 'visible', timeout });
    } catch {
      const crash = await page
        .locator('main, #root')
        .first()
        .innerText()
        .catch(() => '');
      const notes = await page
        .locator('.MuiSnackbar-root')
        .allInnerTexts()
        .catch(() => []);
      assert.fail(`${what}: not visible. Notification: ${notes.join(' | ') || 'none'}. Page: ${crash.replace(/\s+/g, ' ').slice(0, 400)}`);
    }
  }

  /**
   * Fills the inputs of a create/edit form by property name (react-admin names each input after its source):
   * text and numbers are typed, booleans set, date-times typed as the browser's datetime-local sends them
   * (`2026-12-01T10:00`, no seconds, no offset), relations ({ ref: text }) picked in the reference input by the text
   * of the target's option.
   */
  async function fill(page, values) {
    const form = page.locator('form');
    for (const [name, value] of Object.entries(values)) {
      if (Array.isArray(value)) {
        // A list of strings (range xmls:array) is an ArrayInput: one text input per item, added with its Add button.
        const list = form.locator(`.ra-input-${name}`);
        await visibleOrExplain(page, list, `the form has a list input for "${name}"`);
        for (const [i, item] of value.entries()) {
          await list.locator('.button-add, button[aria-label="Add"]').first().click();
          const itemInput = form.locator(`[name="${name}.${i}"]`);
          await visibleOrExplain(page, itemInput, `the list "${name}" has an input for item ${i}`);
          await itemInput.fill(String(item));
        }
        continue;
      }
      const input = form.locator(`[name="${name}"]`);
      await visibleOrExplain(page, input, `the form has an input for "${name}"`, 10_000);
      const type = await input.getAttribute('type');
      if (value && typeof value === 'object' && 'ref' in value) {
        // A to-one relation (owl:maxCardinality 1, range = the target class) is a select of the target's records.
        const control = form.locator('.MuiFormControl-root').filter({ has: page.locator(`[name="${name}"]`) });
        const select = control.locator('[role="combobox"]');
        if ((await select.count()) === 0)
          assert.fail(`"${name}" is drawn as a reference input (a list of the target's records), not a ${type ?? 'plain'} box`);
        await select.click();
        // The option names the record by its schema:name property, or else by its IRI.
        const option = page
          .getByRole('option', { name: value.ref, exact: true })
          .or(page.getByRole('option', { name: value.iri, exact: true }));
        await visibleOrExplain(page, option.first(), `the ${name} choices offer ${value.ref} (${value.iri})`);
        await option.first().click();
      } else if (type === 'checkbox') {
        await input.setChecked(Boolean(value));
      } else {
        await input.fill(String(value));
      }
    }
  }

  async function saveAndExpect(page, method, resource, note) {
    const answer = apiAnswer(page, method, new RegExp(`^/api/${resource}(/\\d+)?$`));
    await page.getByRole('button', { name: 'Save' }).click();
    const res = await answer;
    const body = await res.json().catch(() => ({}));
    assert.ok(
      res.status() >= 200 && res.status() < 300,
      `${method} /api/${resource} answers ${res.status()}: ${JSON.stringify(body).slice(0, 400)}`,
    );
    await visibleOrExplain(page, page.getByText(note).first(), `the "${note}" notification`);
    return body;
  }

  /**
   * The whole round of one writable resource: list, create, show the new record, edit one property, show the new
   * value. `create` holds the form's values, `edit` one text property and its new value, `shown` a text of the
   * created record the show page displays.
   */
  async function manage(page, resource, { create: values, edit, shown }) {
    await openList(page, resource);
    const create = typeof values === 'function' ? await values(page) : values;
    // The list offers Create (the docs declare the collection's POST); its link is followed like a click would.
    assert.equal(await page.getByRole('link', { name: 'Create' }).first().getAttribute('href'), `#/${resource}/create`);
    await page.goto(`/#/${resource}/create`);
    await fill(page, create);
    const created = await saveAndExpect(page, 'POST', resource, 'Element created');
    const iri = created['@id'];
    assert.match(iri ?? '', new RegExp(`^/api/${resource}/\\d+$`));

    await page.goto(showRoute(resource, iri));
    await visibleOrExplain(page, page.getByText(shown, { exact: true }).first(), `the show page of ${iri} displays "${shown}"`);
    // A relation is shown as a link to the related record.
    for (const [name, value] of Object.entries(create)) {
      if (!value || typeof value !== 'object' || !('iri' in value)) continue;
      const target = value.iri.split('/')[2];
      const link = page.locator(`.RaShow-main a[href^="#/${target}/${encodeURIComponent(value.iri)}"]`);
      await visibleOrExplain(page, link.first(), `the show page of ${iri} links its ${name} ${value.iri}`);
    }

    // The edit page shows the cached record, then fetches it again and resets the form with the answer: the change is
    // typed after that answer, or the reset would undo it. When the answer is drawn later than it arrives (a busy
    // machine), the reset can still win: the PUT then carries the old value, and the edit is made again.
    const [name, value] = edit;
    let saved = {};
    for (let attempt = 1; attempt <= 3 && saved[name] !== value; attempt += 1) {
      const loaded = apiAnswer(page, 'GET', new RegExp(`^${iri}$`));
      await page.goto(editRoute(resource, iri));
      const input = page.locator(`form [name="${name}"]`);
      await visibleOrExplain(page, input, `the edit form of ${iri} has "${name}"`);
      await (await loaded).finished();
      // The form is loaded with the record before it is changed.
      await page.waitForFunction((n) => document.querySelector(`form [name="${n}"]`)?.value, name);
      await input.fill(value);
      saved = await saveAndExpect(page, 'PUT', resource, 'Element updated');
    }
    assert.equal(saved[name], value, `the PUT of ${iri} carries the "${name}" typed into its edit form`);

    await page.goto(showRoute(resource, iri));
    await visibleOrExplain(
      page,
      page.getByText(value, { exact: true }).first(),
      `after the edit the show page of ${iri} displays "${value}"`,
    );
    await screenshot(page, `hydra-admin-${resource}`, { fullPage: false });
    return iri;
  }

  /** user2@ as a relation value: its text and its IRI. */
  async function user2(page) {
    const member = (await apiGet(page, '/api/users?email=user2%40example.com')).body['hydra:member'].find(
      (u) => u.email === 'user2@example.com',
    );
    return { ref: 'user2@example.com', iri: member['@id'] };
  }

  /** The first package of the catalogue as a relation value. */
  async function firstPackage(page) {
    const member = (await apiGet(page, '/api/packages')).body['hydra:member'][0];
    return { ref: member.name, iri: member['@id'] };
  }

  /** The first gate as a relation value: its name (the option's text) and its IRI. */
  async function firstGate(page) {
    const member = (await apiGet(page, '/api/gates')).body['hydra:member'][0];
    return { ref: member.name, iri: member['@id'] };
  }

  /** After `manage`: the record still names the picked relations (the edit's PUT sent them back unchanged). */
  async function keeps(page, iri, relations) {
    const { body } = await apiGet(page, iri);
    for (const [name, value] of Object.entries(relations)) {
      assert.equal(body[name], value.iri, `${iri} keeps its ${name} ${value.iri} after the edit`);
      assert.equal(body[`${name}Id`], Number(value.iri.split('/').pop()), `${iri}: ${name}Id follows ${name}`);
    }
  }

  /** A read-only resource: its list, then the show page of its first record with the value of `field`. */
  async function browse(page, resource, field) {
    await openList(page, resource);
    const members = (await apiGet(page, `/api/${resource}`)).body['hydra:member'];
    assert.ok(members.length > 0, `the demo data has ${resource}`);
    const iri = members[0]['@id'];
    const answer = apiAnswer(page, 'GET', new RegExp(`^${iri}$`));
    await page.goto(showRoute(resource, iri));
    const res = await answer;
    assert.equal(res.status(), 200, `GET ${iri} answers ${res.status()}`);
    await visibleOrExplain(page, page.locator('.RaShow-main, .show-page').first(), `the show page of ${iri}`);
    await visibleOrExplain(
      page,
      page.getByText(String(members[0][field]), { exact: true }).first(),
      `the show page of ${iri} displays its ${field} "${members[0][field]}"`,
    );
    await screenshot(page, `hydra-admin-${resource}`, { fullPage: false });
  }

  describe('as a super admin', () => {
    let s;
    before(async () => {
      s = await session('superadmin@example.com');
    });
    after(async () => {
      await s?.context.close();
    });
    const run = (name, body) => it(name, () => withFailureShots(`hydra-admin-${name}`, s.context, () => body(s.page)));

    run('lists the resources of the entrypoint in its menu', async (page) => {
      const labels = (await page.getByRole('menuitem').allInnerTexts()).map((t) => t.trim());
      for (const label of [
        'Projects',
        'Users',
        'Packages',
        'Gates',
        'Orders',
        'Transactions',
        'Balances',
        'Posts',
        'Email campaigns',
        'Email campaign histories',
        'Promotions',
        'Reciprocal links',
      ]) {
        assert.ok(labels.includes(label), `the menu offers ${label} (menu: ${labels.join(', ')})`);
      }
      await screenshot(page, 'hydra-admin-menu', { fullPage: false });
    });

    run('users: list, create with a password, show, edit', (page) =>
      manage(page, 'users', {
        create: { email: `ha-${stamp}@example.com`, password: 'e2e-password-1', displayName: `HA user ${stamp}` },
        shown: `ha-${stamp}@example.com`,
        edit: ['displayName', `HA user ${stamp} edited`],
      }),
    );

    run('projects: list, create with an owner picked in a reference input, show, edit', (page) =>
      manage(page, 'projects', {
        create: async (p) => ({ title: `HA project ${stamp}`, url: `https://ha-${stamp}.example.com`, owner: await user2(p) }),
        shown: `HA project ${stamp}`,
        edit: ['title', `HA project ${stamp} edited`],
      }),
    );

    run('packages: list, create with gate and parent picked in reference inputs, show, edit', async (page) => {
      // gateId and parentId were number boxes: the docs declare `gate` and `parent` as to-one relations now.
      const relations = { gate: await firstGate(page), parent: await firstPackage(page) };
      const iri = await manage(page, 'packages', {
        create: { name: `HA package ${stamp}`, code: `ha-${stamp}`, size: 1234, priceMinor: 999, ...relations },
        shown: `HA package ${stamp}`,
        edit: ['name', `HA package ${stamp} edited`],
      });
      await keeps(page, iri, relations);
      // The edit form is loaded with the relation: the Gate reference input shows the record's gate.
      await page.goto(editRoute('packages', iri));
      const shown = await page
        .waitForFunction(
          (ref) => {
            const control = document.querySelector('form [name="gate"]')?.closest('.MuiFormControl-root');
            return !!control && (control.innerText.includes(ref) || [...control.querySelectorAll('input')].some((i) => i.value === ref));
          },
          relations.gate.ref,
          { timeout: 10_000 },
        )
        .then(
          () => true,
          () => false,
        );
      assert.ok(shown, `the edit form of ${iri} shows its gate ${relations.gate.ref} in the Gate reference input`);
    });

    run('transactions: list, create with owner and package references, show, edit', (page) =>
      manage(page, 'transactions', {
        create: async (p) => ({ owner: await user2(p), package: await firstPackage(p), quantity: 3, comment: `HA credit ${stamp}` }),
        shown: `HA credit ${stamp}`,
        edit: ['comment', `HA credit ${stamp} edited`],
      }),
    );

    run('posts: list, create with a date-time without seconds and a gate reference, show, edit', async (page) => {
      const gate = await firstGate(page);
      const iri = await manage(page, 'posts', {
        create: { title: `HA post ${stamp}`, slug: `ha-post-${stamp}`, publicatedAt: '2026-12-01T10:00', gate },
        shown: `HA post ${stamp}`,
        edit: ['title', `HA post ${stamp} edited`],
      });
      await keeps(page, iri, { gate });
    });

    run('promotions: list, create with date-times without seconds, show, edit', (page) =>
      manage(page, 'promotions', {
        // Not enabled: the other browser tests' promotion popup stays as the demo data has it.
        create: {
          name: `HA promotion ${stamp}`,
          code: `ha-promo-${stamp}`,
          creditsMultiplier: 2,
          startAt: '2026-12-01T10:00',
          endAt: '2026-12-31T18:30',
        },
        shown: `HA promotion ${stamp}`,
        edit: ['name', `HA promotion ${stamp} edited`],
      }),
    );

    run('e-mail campaigns: list, create, show, edit', (page) =>
      manage(page, 'email_campaigns', {
        create: { name: `HA campaign ${stamp}`, code: `ha-campaign-${stamp}`, startAt: '2026-12-01T10:00' },
        shown: `HA campaign ${stamp}`,
        edit: ['name', `HA campaign ${stamp} edited`],
      }),
    );

    run('reciprocal links: list, create, show, edit', (page) =>
      manage(page, 'reciprocal_links', {
        create: { url: `https://ha-${stamp}.example.org/links`, anchor: `HA anchor ${stamp}` },
        shown: `HA anchor ${stamp}`,
        edit: ['anchor', `HA anchor ${stamp} edited`],
      }),
    );

    run('gates: list, create, show, edit', (page) =>
      manage(page, 'gates', {
        create: { name: `HA gate ${stamp}`, host: `ha-${stamp}.localhost` },
        shown: `HA gate ${stamp}`,
        edit: ['name', `HA gate ${stamp} edited`],
      }),
    );

    run('transactions: the show page of a purchase links its order (orderId is a relation)', async (page) => {
      const members = (await apiGet(page, '/api/transactions?itemsPerPage=50')).body['hydra:member'];
      const purchase = members.find((m) => m.orderId !== null);
      assert.ok(purchase, 'the demo data has a transaction of an order');
      assert.equal(purchase.order, `/api/orders/${purchase.orderId}`);
      await page.goto(showRoute('transactions', purchase['@id']));
      await visibleOrExplain(
        page,
        page.locator(`.RaShow-main a[href^="#/orders/${encodeURIComponent(purchase.order)}"]`).first(),
        `the show page of ${purchase['@id']} links its order`,
      );
      await screenshot(page, 'hydra-admin-transaction-order', { fullPage: false });
    });

    run('API keys: create with a scope (the custom POST, which answers the secret once), show', async (page) => {
      // The super admin may have no key yet: the empty list still offers Create (the docs declare the POST).
      await page.goto(listRoute('api_keys'));
      const create = page.getByRole('link', { name: /^create$/i }).first();
      await visibleOrExplain(page, create, 'the api_keys list offers Create');
      assert.equal(await create.getAttribute('href'), '#/api_keys/create');
      await page.goto('/#/api_keys/create');
      await fill(page, { name: `HA key ${stamp}`, scopes: ['projects:read'] });
      const created = await saveAndExpect(page, 'POST', 'api_keys', 'Element created');
      assert.match(created.secret ?? '', /^tg_/, 'the create answers the secret');
      assert.deepEqual(created.scopes, ['projects:read']);
      await page.goto(showRoute('api_keys', created['@id']));
      await visibleOrExplain(page, page.getByText(`HA key ${stamp}`, { exact: true }).first(), `the show page of ${created['@id']}`);
      await screenshot(page, 'hydra-admin-api_keys', { fullPage: false });
    });

    for (const [resource, field] of [
      ['orders', 'status'],
      ['email_campaign_histories', 'email'],
    ]) {
      run(`${resource}: list and show (read-only)`, async (page) => {
        await browse(page, resource, field);
        assert.equal(await page.getByRole('link', { name: 'Edit' }).count(), 0, `${resource} offer no Edit`);
      });
    }

    run('offers Delete in an edit form only where the docs declare the DELETE (reciprocal links, not packages)', async (page) => {
      for (const [resource, offered] of [
        ['reciprocal_links', true],
        ['packages', false],
      ]) {
        const iri = (await apiGet(page, `/api/${resource}`)).body['hydra:member'][0]['@id'];
        await page.goto(editRoute(resource, iri));
        await visibleOrExplain(page, page.getByRole('button', { name: 'Save' }), `the edit form of ${iri}`);
        await page.waitForFunction(() => document.querySelector('form input')?.value);
        assert.equal(
          await page.getByRole('button', { name: 'Delete' }).count(),
          offered ? 1 : 0,
          `${resource}: Delete ${offered ? '' : 'not '}offered`,
        );
      }
    });

    run('users: sorting by e-mail and an e-mail filter reach the API and the rows', async (page) => {
      await openList(page, 'users');
      const sorted = apiAnswer(page, 'GET', /^\/api\/users\?.*order%5Bemail%5D=(asc|ASC)|^\/api\/users\?.*order\[email\]=(asc|ASC)/);
      await page
        .locator('thead')
        .getByText(/^Email$/i)
        .first()
        .click();
      const sortedRes = await sorted;
      const emails = (await sortedRes.json())['hydra:member'].map((u) => u.email);
      // Code-point order: the database's collation may differ from the browser's, not on these addresses.
      assert.deepEqual(
        emails,
        [...emails].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)),
        'the API sorted by e-mail',
      );
      await page.getByText(emails[0], { exact: true }).first().waitFor();

      await page.getByRole('button', { name: /add filter/i }).click();
      // The "Add filter" menu is made of the collection's hydra:search mappings.
      await page.getByRole('menu').getByText('Email', { exact: true }).click();
      const filtered = apiAnswer(page, 'GET', /^\/api\/users\?.*email=user2/);
      await page.locator('form [name="email"]').fill('user2');
      const filteredRes = await filtered;
      assert.equal(filteredRes.status(), 200);
      const members = (await filteredRes.json())['hydra:member'];
      assert.ok(members.length > 0 && members.every((u) => u.email.includes('user2')), 'only user2 rows');
      await page.locator('table tbody').getByText('user2@example.com').first().waitFor();
      await page.locator('table tbody').getByText('user@example.com', { exact: true }).first().waitFor({ state: 'detached' });
      await screenshot(page, 'hydra-admin-users-sorted-filtered', { fullPage: false });
    });

    run('a bad package shows the server violations under their fields', async (page) => {
      await page.goto(`/#/packages/create`);
      await fill(page, { name: `HA bad ${stamp}`, code: 'not a code', size: -5, priceMinor: 100 });
      const answer = apiAnswer(page, 'POST', /^\/api\/packages$/);
      await page.getByRole('button', { name: 'Save' }).click();
      const res = await answer;
      assert.equal(res.status(), 422);
      const under = (name) => page.locator('form .MuiFormControl-root').filter({ has: page.locator(`[name="${name}"]`) });
      await visibleOrExplain(page, under('code').getByText(/lower-case letters/), 'the code violation under Code');
      await visibleOrExplain(page, under('size').getByText(/positive whole number/), 'the size violation under Size');
      assert.match(new URL(page.url()).hash, /^#\/packages\/create/);
      await screenshot(page, 'hydra-admin-violations', { fullPage: false });
    });

    it('called no other host (no fonts, no telemetry)', () => assert.deepEqual(s.elsewhere, []));
  });

  describe('as support', () => {
    let s;
    before(async () => {
      s = await session('support@example.com');
    });
    after(async () => {
      await s?.context.close();
    });
    const run = (name, body) => it(name, () => withFailureShots(`hydra-admin-support-${name}`, s.context, () => body(s.page)));

    run('lists users and projects (docs/product.md#roles: support sees them)', async (page) => {
      await openList(page, 'users');
      await openList(page, 'projects');
    });

    run('has no menu entry for what docs/product.md#roles keeps from support, only for what it may list', async (page) => {
      const labels = (await page.getByRole('menuitem').allInnerTexts()).map((t) => t.trim());
      for (const label of ['Users', 'Projects', 'Packages', 'Orders', 'Transactions']) {
        assert.ok(labels.includes(label), `the menu offers ${label} (menu: ${labels.join(', ')})`);
      }
      for (const label of ['Posts', 'Promotions', 'Email campaigns', 'Email campaign histories', 'Reciprocal links', 'Gates']) {
        assert.ok(!labels.includes(label), `the menu offers no ${label} (menu: ${labels.join(', ')})`);
      }
      await screenshot(page, 'hydra-admin-support-menu', { fullPage: false });
    });

    for (const resource of ['posts', 'promotions', 'email_campaigns', 'reciprocal_links', 'gates']) {
      run(`has no ${resource} screen: the admin does not even ask the API`, async (page) => {
        const since = page.apiLog.length;
        await page.goto(listRoute(resource));
        await page.waitForTimeout(1000);
        assert.equal(await page.locator('table tbody tr').count(), 0, `no ${resource} row is shown`);
        const asked = page.apiLog.slice(since).filter((l) => l.includes(`/api/${resource}`));
        assert.deepEqual(asked, [], `no request for ${resource}`);
      });
    }

    for (const resource of ['users', 'packages', 'transactions']) {
      run(`${resource}: lists and shows, with no Create and no Edit (the server would answer 403)`, async (page) => {
        await openList(page, resource);
        assert.equal(await page.getByRole('link', { name: 'Create' }).count(), 0, `${resource} offer no Create`);
        assert.equal(await page.getByRole('link', { name: 'Edit' }).count(), 0, `${resource} rows offer no Edit`);
        assert.ok((await page.getByRole('link', { name: 'Show' }).count()) > 0, `${resource} rows offer Show`);
      });
    }

    run('typing the create address of packages anyway shows no form, and the API refuses the create (403)', async (page) => {
      const since = page.apiLog.length;
      await page.goto(`/#/packages/create`);
      await page.waitForTimeout(1000);
      assert.equal(await page.locator('form [name="name"]').count(), 0, 'no create form for packages');
      assert.deepEqual(
        page.apiLog.slice(since).filter((l) => l.startsWith('POST')),
        [],
        'the admin sent nothing',
      );
      const refused = await page.evaluate(
        async ([key, stampText]) => {
          const res = await fetch('/api/packages', {
            method: 'POST',
            headers: {
              'Content-Type': 'application/ld+json',
              Accept: 'application/ld+json',
              Authorization: `Bearer ${localStorage.getItem(key)}`,
            },
            body: JSON.stringify({ name: `HA support ${stampText}`, code: `ha-support-${stampText}`, size: 100, priceMinor: 100 }),
          });
          return res.status;
        },
        ['trafficgate.hydra-admin.token', stamp],
      );
      assert.equal(refused, 403, 'the server refuses the create itself (docs/product.md#roles: managers and above)');
      await screenshot(page, 'hydra-admin-support-refused', { fullPage: false });
    });

    it('called no other host (no fonts, no telemetry)', () => assert.deepEqual(s.elsewhere, []));
  });
});
