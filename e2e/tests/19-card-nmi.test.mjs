/*
 * Browser: a card payment through the NMI adapter (docs/payments.md "Checkout"). The shared server takes cards with
 * the sandbox, so this file starts its own: the fake NMI gateway (lib/fake-nmi.mjs, from server/test/fakes/nmi.ts)
 * and a second built server (lib/server.mjs) with its own port and DATA_DIR (demo data seeded on first boot, mail in
 * its outbox), `CARD_PROVIDER=nmi` and the fake's URL and keys; the fake's webhooks go to that server's
 * `/api/payment/postback/card`.
 *
 * A new customer registers, confirms the address from the mail, buys a package with "Card" in the panel and lands
 * on the card form, where the fake's Collect.js stand-in draws the fields under the app's Content-Security-Policy;
 * NMI's approving test card pays: the payment-success page, the credits (and the running promotion's bonus) on the
 * Balance page, the order in Subscriptions with its payment, the invoice PDF and the receipt mail. NMI saw the token
 * only, never the card number from our server, and its webhook of the same sale credited nothing twice. A second
 * purchase with the declining test card shows the decline and changes nothing. axe-core scans the card form.
 *
 * 3-D Secure (docs/payments.md "3-D Secure"): the super admin ticks the default gate's "Ask the card's bank for 3-D
 * Secure" in admin → Gates; the customer's card form then loads the fake's Gateway.js stand-in as well, and the card
 * its issuer approves only with an authentication (4000 0000 0000 2701) meets the bank's challenge: completing it pays
 * (NMI's sale carries the cavv), cancelling it shows an alert and sends nothing. axe scans the form while the challenge
 * shows. The gate's configuration is put back at the end.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { A11Y_CONTEXT, AxeLog, assertNoBlocking, WCAG_AA_TAGS } from '../lib/axe.mjs';
import {
  artifactsDir,
  balanceShown,
  DEMO_PASSWORD,
  launchBrowser,
  logIn,
  newVisitor,
  screenshot,
  settle,
  settleVisitor,
  sidebar,
  sidebarLink,
  visit,
  withFailureShots,
} from '../lib/browser.mjs';
import { startFakeNmi } from '../lib/fake-nmi.mjs';
import { findLink, waitForMail } from '../lib/outbox.mjs';
import { freePort, startServer } from '../lib/server.mjs';

const APPROVE_CARD = '4111 1111 1111 1111';
const DECLINE_CARD = '4000 0000 0000 0002';
/** Approved by its issuer only with a 3-D Secure authentication (server/test/fakes/nmi.ts). */
const THREE_DS_CARD = '4000 0000 0000 2701';
const SUPER_ADMIN = 'superadmin@example.com';
/** The client logs a refused operation; the declined payment is refused on purpose. */
const DECLINE_LOG = /\[GraphQL\] PayOrderWithCard failed/;

let site = '';
let dataDir = '';
/** This file's server's log: its warnings about jobs and mail show in a waitForMail timeout. */
const serverLog = path.join(artifactsDir, 'card-nmi-server.log');

/** A GraphQL operation on this file's server, optionally as the bearer of `token`; fails the test on errors. */
async function graphql(query, variables = {}, token) {
  const res = await fetch(`${site}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  const parsed = await res.json();
  assert.equal(parsed.errors, undefined, JSON.stringify(parsed.errors));
  return parsed.data;
}

async function tokenOf(email, password) {
  return (await graphql('mutation($i: LoginInput!) { login(input: $i) { token } }', { i: { username: email, password } })).login.token;
}

/** The account's credits of one package, as the server counts them (0 without a balance row). */
async function credits(token, code) {
  const { balances } = await graphql('{ balances(limit: 50) { items { quantity package { code } } } }', {}, token);
  return balances.items.find((b) => b.package.code === code)?.quantity ?? 0;
}

async function orderOf(token, id) {
  return (
    await graphql(
      'query($id: Int!) { order(id: $id) { id status amountMinor currency quantity externalId package { code name } } }',
      { id },
      token,
    )
  ).order;
}

/** On a package's checkout page: the variant, one unit, "Card", Pay → the card form of the new order; its id. */
async function checkoutByCard(page, variant) {
  const form = page.getByRole('form', { name: 'Checkout' });
  await form.waitFor();
  await form.getByRole('radio', { name: new RegExp(`^${variant}: `) }).check();
  await form.getByLabel('Quantity').fill('1');
  await form.getByRole('radio', { name: 'Credit or debit card' }).check();
  await form.getByRole('button', { name: 'Pay' }).click();
  await page.waitForURL((u) => /^\/panel\/billing\/commercegate\/\d+$/.test(u.pathname), { timeout: 30_000 });
  return Number(/(\d+)$/.exec(new URL(page.url()).pathname)[1]);
}

/** The card form once Collect.js has drawn its fields: the fields and the Pay button. */
async function cardForm(page) {
  await page.getByRole('heading', { level: 1, name: 'Card payment' }).waitFor();
  const form = page.getByRole('form', { name: 'Card payment' });
  const fields = {
    number: form.getByRole('textbox', { name: 'Card number' }),
    exp: form.getByRole('textbox', { name: /^Expiration date/ }),
    cvv: form.getByRole('textbox', { name: /^Security code/ }),
  };
  await fields.number.waitFor({ timeout: 30_000 });
  const pay = form.getByRole('button', { name: /^Pay \$/ });
  // Enabled once Collect.js has drawn the fields.
  await pay.and(page.locator(':enabled')).waitFor();
  return { form, fields, pay };
}

async function typeCard(page, number) {
  const { fields } = await cardForm(page);
  await fields.number.fill(number);
  await fields.exp.fill('12/30');
  await fields.cvv.fill('123');
}

describe('card payment through NMI (fake gateway, own server)', () => {
  let browser;
  let server;
  let nmi;

  before(async () => {
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'trafficgate-e2e-nmi-'));
    const port = await freePort();
    site = `http://127.0.0.1:${port}`;
    nmi = await startFakeNmi({ webhookUrl: `${site}/api/payment/postback/card`, logPath: path.join(artifactsDir, 'card-nmi-fake.log') });
    server = startServer({
      port,
      dataDir,
      label: 'nmi-server',
      logPath: serverLog,
      env: {
        CARD_PROVIDER: 'nmi',
        NMI_API_URL: nmi.url,
        NMI_SECURITY_KEY: nmi.securityKey,
        NMI_TOKENIZATION_KEY: nmi.tokenizationKey,
        NMI_WEBHOOK_SIGNING_KEY: nmi.signingKey,
      },
    });
    await server.ready;
    browser = await launchBrowser();
  });

  after(async () => {
    await browser?.close();
    await server?.stop();
    await nmi?.stop();
    if (dataDir && !process.env.E2E_KEEP_DATA) await fs.rm(dataDir, { recursive: true, force: true });
    else if (dataDir) console.log(`e2e: kept the NMI server's DATA_DIR ${dataDir}`);
  });

  const email = `e2e-card-${Date.now()}@example.com`;
  const password = 'e2e-card-password';
  let token;
  let storageState;

  it('a new customer registers, buys by card on the NMI card form, and gets the credits, the order, the invoice and the receipt', async () => {
    const { context, page } = await newVisitor(browser, { baseURL: site });
    await withFailureShots('card-nmi-purchase', context, async () => {
      // Sign-up: the form, the mail, the verification link (it signs the new account in).
      await settleVisitor(page, '/register');
      const register = page.getByRole('form', { name: 'Register' });
      await register.getByLabel('Your name (optional)').fill('Card Buyer');
      await register.getByLabel('E-mail').fill(email);
      await register.getByLabel('Password', { exact: true }).fill(password);
      await register.getByRole('button', { name: 'Create account' }).click();
      await page.getByRole('heading', { name: 'Check your e-mail' }).waitFor();
      const welcome = await waitForMail(dataDir, email, { matches: (m) => /\/verify-email\//.test(`${m.text}${m.html}`), serverLog });
      const verify = findLink(welcome, '/verify-email/');
      await visit(page, `${verify.pathname}${verify.search}`);
      await page.getByRole('link', { name: 'Go to your dashboard' }).click();
      await page.waitForURL((u) => u.pathname === '/panel');
      await settle(page);
      token = await tokenOf(email, password);
      const variant = 'Website Traffic 50k';
      const code = 'website-traffic-50k';
      assert.equal(await credits(token, code), 0, 'a new account has no credits');

      // Sidebar › Purchase Traffic Credits › the offer › Card.
      const nav = sidebar(page, 'User panel');
      await (await sidebarLink(page, 'User panel', 'Billing', 'Purchase Traffic Credits')).click();
      await page.waitForURL((u) => u.pathname === '/panel/billing/packages');
      await page.getByRole('article', { name: 'Website Traffic', exact: true }).getByRole('link', { name: 'Buy Website Traffic' }).click();
      await page.waitForURL((u) => u.pathname === '/panel/billing/packages/website-traffic');
      const orderId = await checkoutByCard(page, variant);

      // The card form: the order as the server priced it, the fields Collect.js drew, the CSP letting it.
      const order = await orderOf(token, orderId);
      assert.equal(order.status, 'pending');
      assert.equal(order.package.code, code);
      const amount = `$${(order.amountMinor / 100).toFixed(2)}`;
      const summary = page.getByRole('table', { name: 'Order summary' });
      await summary.waitFor();
      const facts = (await summary.innerText()).replace(/\s+/g, ' ');
      assert.ok(facts.includes(`Package ${variant}`), facts);
      assert.ok(facts.includes('Quantity 1'), facts);
      assert.ok(facts.includes(`Amount ${amount}`), facts);
      assert.match(facts, /Renews every \d+ days until cancelled/);
      const { pay } = await cardForm(page);
      assert.equal((await pay.textContent()).trim(), `Pay ${amount}`);
      await screenshot(page, 'card-nmi-01-card-form');
      storageState = await context.storageState();

      await typeCard(page, APPROVE_CARD);
      await pay.click();
      await page.waitForURL((u) => u.pathname === '/panel/payment-success' && u.searchParams.get('order') === String(orderId), {
        timeout: 30_000,
      });
      await page.getByRole('heading', { level: 1, name: 'Payment successful' }).waitFor({ timeout: 30_000 });
      await page.getByText('Thank you! Your payment went through.').waitFor();
      await screenshot(page, 'card-nmi-02-payment-success');

      const paid = await orderOf(token, orderId);
      assert.equal(paid.status, 'active');
      assert.ok(paid.externalId, 'the NMI Customer Vault id is kept on the order');
      // One paid credit and the demo data's running promotion (×2) adds one more.
      const afterPay = await credits(token, code);
      assert.equal(afterPay, 2, 'the paid credit and the promotion bonus');
      assert.equal(await balanceShown(page, variant), afterPay, 'the Balance page shows the credits');
      await screenshot(page, 'card-nmi-03-balance');

      // What NMI saw: one sale of the order's amount with the token (no card number), the card vaulted; its webhook
      // of the same sale was answered 200 and credited nothing more.
      const state = await nmi.state();
      const sales = state.calls.filter((c) => c.path === '/api/transact.php' && c.fields.type === 'sale');
      assert.equal(sales.length, 1, 'one sale call');
      assert.equal(sales[0].fields.orderid, String(orderId));
      assert.equal(sales[0].fields.amount, (order.amountMinor / 100).toFixed(2));
      assert.equal(sales[0].fields.customer_vault, 'add_customer');
      assert.ok(sales[0].fields.payment_token, 'paid with the payment token');
      assert.ok(!JSON.stringify(state.calls).includes('4111111111111111'), 'our server never sent the card number');
      const deadline = Date.now() + 10_000;
      while (!(await nmi.state()).delivered.some((d) => d.eventType === 'transaction.sale.success') && Date.now() < deadline) {
        await new Promise((r) => setTimeout(r, 200));
      }
      const delivered = (await nmi.state()).delivered.filter((d) => d.eventType === 'transaction.sale.success');
      assert.deepEqual(
        delivered.map((d) => d.status),
        [200],
        'the webhook of the sale was taken',
      );
      assert.equal(await credits(token, code), afterPay, 'the webhook of the same sale credits nothing twice');

      // Subscriptions › the order: active, its payment, the invoice PDF.
      await nav.getByRole('link', { name: 'Subscriptions' }).click();
      await page.waitForURL((u) => u.pathname === '/panel/orders');
      const listRow = page
        .getByRole('table', { name: 'Subscriptions' })
        .getByRole('row')
        .filter({ has: page.getByRole('link', { name: `#${orderId}`, exact: true }) });
      await listRow.getByText('Active').waitFor();
      await listRow.getByRole('link', { name: `#${orderId}`, exact: true }).click();
      await page.waitForURL((u) => u.pathname === `/panel/orders/${orderId}`);
      await page.getByRole('table', { name: 'Order' }).getByText('Active', { exact: true }).waitFor();
      await page.getByRole('table', { name: 'Payments' }).getByText('Succeeded').waitFor();
      const invoiceRow = page
        .getByRole('table', { name: 'Invoices' })
        .getByRole('row')
        .filter({ has: page.getByRole('button', { name: /^Download PDF of invoice / }) });
      await invoiceRow.first().waitFor();
      assert.equal(await invoiceRow.count(), 1, 'one invoice for the one payment');
      const number = (await invoiceRow.getByRole('cell').first().innerText()).trim();
      await screenshot(page, 'card-nmi-04-order');
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        invoiceRow.getByRole('button', { name: `Download PDF of invoice ${number}` }).click(),
      ]);
      assert.match(download.suggestedFilename(), /\.pdf$/);
      const pdf = await fs.readFile(await download.path());
      assert.equal(pdf.subarray(0, 5).toString('latin1'), '%PDF-', 'the invoice downloads as a PDF');

      // The receipt: the invoice attached, a link to the order.
      const receipt = await waitForMail(dataDir, email, { matches: (m) => m.subject.includes(`receipt ${number}`), serverLog });
      assert.match(receipt.text, new RegExp(`Credited to your balance: 1 × ${variant}`));
      assert.equal(findLink(receipt, `/panel/orders/${orderId}`).pathname, `/panel/orders/${orderId}`);
      const raw = await fs.readFile(receipt.file, 'utf8');
      assert.match(raw, new RegExp(`Content-Type: application/pdf; name=invoice-${number}\\.pdf`), 'the invoice PDF is attached');

      // Nothing refused by the Content-Security-Policy, no error in the console.
      assert.deepEqual(page.consoleErrors, []);
    });
    await context.close();
  });

  it('a declined card shows the decline on the form and changes nothing; axe finds no serious violation on the form', async () => {
    assert.ok(token, 'the purchase above registered the customer');
    const { context, page } = await newVisitor(browser, { baseURL: site, storageState });
    await withFailureShots('card-nmi-decline', context, async () => {
      const variant = 'Website Traffic';
      const code = 'website-traffic';
      const before = { small: await credits(token, code), bought: await credits(token, 'website-traffic-50k') };
      await visit(page, '/panel/billing/packages/website-traffic');
      const orderId = await checkoutByCard(page, variant);
      const { pay } = await cardForm(page);
      await typeCard(page, DECLINE_CARD);
      await pay.click();
      const alert = page.getByRole('alert').filter({ hasText: 'The card was declined' });
      await alert.waitFor({ timeout: 30_000 });
      const text = (await alert.innerText()).replace(/\s+/g, ' ');
      assert.match(text, /The payment did not go through/, text);
      assert.match(text, /Nothing was charged/, text);
      await screenshot(page, 'card-nmi-05-declined');

      // Nothing changed: the order waits for its payment, no credits, and the form is there to try again.
      assert.equal(new URL(page.url()).pathname, `/panel/billing/commercegate/${orderId}`);
      assert.equal((await orderOf(token, orderId)).status, 'pending');
      assert.equal(await credits(token, code), before.small);
      assert.equal(await credits(token, 'website-traffic-50k'), before.bought);
      await pay.and(page.locator(':enabled')).waitFor();
      const sale = (await nmi.state()).transactions.find((t) => t.order_id === String(orderId));
      assert.equal(sale?.condition, 'failed', 'NMI declined the sale');
      assert.deepEqual(
        page.consoleErrors.filter((e) => !DECLINE_LOG.test(e)),
        [],
        'no console error but the declined operation',
      );
      const shown = await balanceShown(page, 'Website Traffic 50k');
      assert.equal(shown, before.bought, 'the Balance page is unchanged');
      await context.close();

      // axe (WCAG 2.x A/AA) on the card form of the pending order, fresh and after a decline.
      const a11y = await newVisitor(browser, { ...A11Y_CONTEXT, baseURL: site, storageState });
      try {
        const log = new AxeLog();
        await visit(a11y.page, `/panel/billing/commercegate/${orderId}`);
        const form = await cardForm(a11y.page);
        assertNoBlocking('card form', await log.run(a11y.page, 'card form', { tags: WCAG_AA_TAGS }));
        await typeCard(a11y.page, DECLINE_CARD);
        await form.pay.click();
        await a11y.page.getByRole('alert').filter({ hasText: 'The card was declined' }).waitFor({ timeout: 30_000 });
        assertNoBlocking('card form, declined', await log.run(a11y.page, 'card form, declined', { tags: WCAG_AA_TAGS }));
        const report = log.table('the NMI card form (impact, rule id, affected nodes)');
        console.log(report);
        log.write('axe-card-nmi', report);
      } finally {
        await a11y.context.close();
      }
      assert.equal((await orderOf(token, orderId)).status, 'pending', 'still waiting for its payment');
    });
    await context.close().catch(() => {});
  });

  it("with the gate asking for 3-D Secure: the bank's challenge, completed, pays with the cavv; cancelled, charges nothing; axe on the challenge", async () => {
    assert.ok(token && storageState, 'the purchase above registered the customer');
    const adminToken = await tokenOf(SUPER_ADMIN, DEMO_PASSWORD);
    const { gates } = await graphql('{ gates(limit: 50) { items { id host isDefault config } } }', {}, adminToken);
    const gate = gates.items.find((g) => g.isDefault);
    assert.ok(gate, 'the demo data has a default gate');
    const original = gate.config;
    assert.notEqual(original.cardThreeDSecure, true, 'the default gate does not ask for 3-D Secure to start with');
    const configOf = async () => (await graphql('query($id: Int!) { gate(id: $id) { config } }', { id: gate.id }, adminToken)).gate.config;

    try {
      // Admin › Gates › the default gate: tick the 3-D Secure checkbox, save.
      const admin = await newVisitor(browser, { baseURL: site });
      await withFailureShots('card-nmi-3ds-gate', admin.context, async () => {
        await settleVisitor(admin.page, '/login');
        await logIn(admin.page, SUPER_ADMIN);
        await visit(admin.page, `/admin/gates/${gate.id}`);
        const form = admin.page.getByRole('form', { name: 'Gate' });
        // The form starts from the loaded gate (its site name, not the empty form's).
        await admin.page.waitForFunction(
          ([el, name]) => el.value === name,
          [await form.getByRole('textbox', { name: 'Site name', exact: true }).elementHandle(), original.prop.siteName],
        );
        const checkbox = form.getByRole('checkbox', { name: "Ask the card's bank for 3-D Secure (NMI card payments)" });
        assert.equal(await checkbox.isChecked(), false);
        await checkbox.check();
        await form.getByRole('button', { name: 'Save' }).click();
        await admin.page.getByText('Gate saved').first().waitFor();
        await screenshot(admin.page, 'card-nmi-06-gate-3ds');
      });
      await admin.context.close();
      assert.equal((await configOf()).cardThreeDSecure, true, 'the gate asks for 3-D Secure now');

      const variant = 'Website Traffic';
      const code = 'website-traffic';
      const { context, page } = await newVisitor(browser, { baseURL: site, storageState });
      let paidOrder;
      await withFailureShots('card-nmi-3ds-complete', context, async () => {
        const before = await credits(token, code);
        await visit(page, '/panel/billing/packages/website-traffic');
        const orderId = await checkoutByCard(page, variant);
        const order = await orderOf(token, orderId);
        const { pay } = await cardForm(page);
        await typeCard(page, THREE_DS_CARD);
        await pay.click();

        // The bank's challenge, in the section named "Confirm with your bank", which has the focus; Pay is busy.
        const bank = page.getByRole('region', { name: 'Confirm with your bank' });
        const complete = bank.getByRole('button', { name: 'Complete authentication' });
        await complete.waitFor({ timeout: 30_000 });
        await page.waitForFunction(() => document.activeElement?.getAttribute('aria-labelledby') === 'three-ds-heading');
        assert.match(
          (await bank.innerText()).replace(/\s+/g, ' '),
          new RegExp(`confirm this payment of ${(order.amountMinor / 100).toFixed(2)} USD`),
        );
        assert.equal(await pay.isDisabled(), true, 'Pay is busy while the bank authenticates');
        await page.getByText('Waiting for your bank to confirm the payment').waitFor();
        await screenshot(page, 'card-nmi-07-3ds-challenge');

        await complete.click();
        await page.waitForURL((u) => u.pathname === '/panel/payment-success' && u.searchParams.get('order') === String(orderId), {
          timeout: 30_000,
        });
        await page.getByRole('heading', { level: 1, name: 'Payment successful' }).waitFor({ timeout: 30_000 });
        assert.equal((await orderOf(token, orderId)).status, 'active');
        // One paid credit and the running promotion's bonus.
        assert.equal(await credits(token, code), before + 2, 'the paid credit and the promotion bonus');

        // NMI's sale carried the authentication (the empty xid of Gateway.js is not sent) and was approved.
        const state = await nmi.state();
        const sales = state.calls.filter(
          (c) => c.path === '/api/transact.php' && c.fields.type === 'sale' && c.fields.orderid === String(orderId),
        );
        assert.equal(sales.length, 1, 'one sale call');
        const { fields } = sales[0];
        assert.equal(fields.cavv, 'AAABBEg0VhI0VniQEjRWAAAAAAA=');
        assert.equal(fields.eci, '05');
        assert.equal(fields.cardholder_auth, 'verified');
        assert.equal(fields.three_ds_version, '2.2.0');
        assert.equal(fields.directory_server_id, 'd5a4c0b1-2e0e-4a5d-9f0e-5b2b8a7f3c11');
        assert.equal('xid' in fields, false, 'no empty xid');
        assert.equal(
          state.transactions.find((t) => t.order_id === String(orderId))?.condition,
          'pendingsettlement',
          'NMI approved the sale',
        );
        assert.ok(!JSON.stringify(state.calls).includes('4000000000002701'), 'our server never sent the card number');
        // Gateway.js and the challenge ran under the Content-Security-Policy: nothing refused, no error.
        assert.deepEqual(page.consoleErrors, []);
        paidOrder = orderId;
      });
      await context.close();
      assert.ok(paidOrder);

      // A second purchase: the buyer cancels the bank's challenge. axe (WCAG 2.x A/AA) scans the form meanwhile.
      const a11y = await newVisitor(browser, { ...A11Y_CONTEXT, baseURL: site, storageState });
      await withFailureShots('card-nmi-3ds-cancel', a11y.context, async () => {
        const { page: buyer } = a11y;
        const log = new AxeLog();
        const before = { small: await credits(token, code), bought: await credits(token, 'website-traffic-50k') };
        await visit(buyer, '/panel/billing/packages/website-traffic');
        const orderId = await checkoutByCard(buyer, variant);
        const { pay } = await cardForm(buyer);
        await typeCard(buyer, THREE_DS_CARD);
        await pay.click();
        const bank = buyer.getByRole('region', { name: 'Confirm with your bank' });
        await bank.getByRole('button', { name: 'Cancel authentication' }).waitFor({ timeout: 30_000 });
        assertNoBlocking('card form, bank challenge', await log.run(buyer, 'card form, bank challenge', { tags: WCAG_AA_TAGS }));
        await bank.getByRole('button', { name: 'Cancel authentication' }).click();

        const alert = buyer.getByRole('alert').filter({ hasText: 'The bank did not confirm this payment' });
        await alert.waitFor({ timeout: 30_000 });
        const text = (await alert.innerText()).replace(/\s+/g, ' ');
        assert.match(text, /The bank did not confirm this payment\. Nothing was charged\./, text);
        await screenshot(buyer, 'card-nmi-08-3ds-cancelled');
        assertNoBlocking(
          'card form, authentication cancelled',
          await log.run(buyer, 'card form, authentication cancelled', { tags: WCAG_AA_TAGS }),
        );
        const report = log.table('the NMI card form with 3-D Secure (impact, rule id, affected nodes)');
        console.log(report);
        log.write('axe-card-nmi-3ds', report);

        // Nothing sent, nothing changed: the order waits, the credits are as they were, Pay may be tried again.
        assert.equal(await bank.count(), 0, 'the challenge is gone');
        await pay.and(buyer.locator(':enabled')).waitFor();
        assert.equal(new URL(buyer.url()).pathname, `/panel/billing/commercegate/${orderId}`);
        assert.equal((await orderOf(token, orderId)).status, 'pending');
        const state = await nmi.state();
        assert.equal(state.calls.filter((c) => c.fields.orderid === String(orderId)).length, 0, 'no sale was sent to NMI');
        assert.equal(await credits(token, code), before.small);
        assert.equal(await credits(token, 'website-traffic-50k'), before.bought);
        assert.deepEqual(buyer.consoleErrors, [], 'no console error: no operation was refused');
      });
      await a11y.context.close();
    } finally {
      // Put the gate back as it was, for the other tests and reruns.
      await graphql(
        'mutation($id: Int!, $input: GateUpdateInput!) { updateGate(id: $id, input: $input) { id } }',
        { id: gate.id, input: { config: original } },
        adminToken,
      );
    }
    // As it was (the server writes the flag's default, false, where the seeded configuration has none).
    const { cardThreeDSecure, ...rest } = await configOf();
    const { cardThreeDSecure: was, ...originalRest } = original;
    assert.equal(cardThreeDSecure ?? false, was ?? false, 'the gate does not ask for 3-D Secure again');
    assert.deepEqual(rest, originalRest, 'the rest of the gate is as it was');
  });
});
