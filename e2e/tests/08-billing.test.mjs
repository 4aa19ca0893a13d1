/*
 * Browser: a user buys traffic credits end to end in a real browser. The panel's
 * catalogue and checkout (only the gate's methods, never the emulator: docs/product.md#what-it-is), the card sandbox page the server
 * serves outside production (a real signed notification to its own postback URL), the return pages, the balance and
 * the ledger in words (docs/product.md#screens-and-routes "User panel", docs/product.md#records Balance/Transaction, docs/product.md#states
 * the running promotion's bonus), the
 * invoice PDF and the cancellation of the subscription. Decline and cancel paths; a reloaded return page credits
 * nothing twice.
 *
 * The demo data runs the "Autumn double credits" promotion (×2) on the default gate, whose only method is "card":
 * a purchase of n units books n paid credits and n bonus credits (bonus = floor(n × (multiplier − 1))).
 */
import assert from 'node:assert/strict';
import fs from 'node:fs/promises';
import { inflateSync } from 'node:zlib';
import { after, before, describe, it } from 'node:test';
import {
  balanceShown,
  dataDir,
  DEMO_PASSWORD,
  launchBrowser,
  logIn,
  newVisitor,
  pathnameOf,
  screenshot,
  settle,
  settleVisitor,
  sidebar,
  sidebarLink,
  visit,
  withFailureShots,
} from '../lib/browser.mjs';
import { graphql, request } from '../lib/http.mjs';
import { findLink, waitForMail } from '../lib/outbox.mjs';

const USER = 'user@example.com';

/** The text of every text-showing operator of a pdfkit document (as server/test/pdf-text.ts reads it). */
function pdfText(pdf) {
  const raw = pdf.toString('latin1');
  const lines = [];
  const streamRe = /<<((?:(?!>>\s*stream)[\s\S])*)>>\s*stream\r?\n/g;
  let m;
  while ((m = streamRe.exec(raw))) {
    const start = m.index + m[0].length;
    const end = raw.indexOf('endstream', start);
    if (end < 0) break;
    let body = Buffer.from(raw.slice(start, end).replace(/\r?\n$/, ''), 'latin1');
    if (/\/FlateDecode/.test(m[1])) {
      try {
        body = inflateSync(body);
      } catch {
        continue; // fonts and images are not text
      }
    }
    const opRe = /\[((?:<[0-9a-fA-F\s]*>|\((?:\\.|[^\\)])*\)|[-\d.\s])*)\]\s*TJ|(<[0-9a-fA-F\s]*>|\((?:\\.|[^\\)])*\))\s*Tj/g;
    const content = body.toString('latin1');
    let op;
    while ((op = opRe.exec(content))) {
      const parts = (op[1] ?? op[2]).match(/<[0-9a-fA-F\s]*>|\((?:\\.|[^\\)])*\)/g) ?? [];
      lines.push(parts.map(decodePdfString).join(''));
    }
    streamRe.lastIndex = end;
  }
  return lines.join('\n');
}

function decodePdfString(s) {
  if (s.startsWith('<')) return Buffer.from(s.slice(1, -1).replace(/\s/g, ''), 'hex').toString('latin1');
  const escapes = { n: '\n', r: '\r', t: '\t', b: '\b', f: '\f', '(': '(', ')': ')', '\\': '\\' };
  return s.slice(1, -1).replace(/\\([nrtbf()\\]|[0-7]{1,3})/g, (_, e) => escapes[e] ?? String.fromCharCode(parseInt(e, 8)));
}

let token;
/** The user's credits of one package, as the server counts them (0 when there is no balance row). */
async function credits(code) {
  const { balances } = await graphql('{ balances(limit: 50) { items { quantity package { code } } } }', {}, { token });
  return balances.items.find((b) => b.package.code === code)?.quantity ?? 0;
}

/** The page fits the window's width: no horizontal scroll bar (a 1280 px window, lib/browser.mjs). */
async function assertFitsWidth(page) {
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }));
  assert.ok(scrollWidth <= clientWidth, `${pathnameOf(page)} is ${scrollWidth} px wide in a ${clientWidth} px window`);
}

/** On a package's checkout page: choose the variant and quantity, check the methods, and press Pay. */
async function checkout(page, { variant, quantity, beforePay }) {
  const form = page.getByRole('form', { name: 'Checkout' });
  await form.waitFor();
  await form.getByRole('radio', { name: new RegExp(`^${variant}: `) }).check();
  await form.getByLabel('Quantity').fill(String(quantity));
  const methods = page.getByRole('radiogroup', { name: 'Payment method' }).getByRole('radio');
  await methods.first().waitFor();
  const offered = await Promise.all(
    (await methods.all()).map(async (r) => (await r.evaluate((el) => el.closest('label')?.textContent ?? '')).trim()),
  );
  const { paymentMethods } = await graphql('{ paymentMethods }');
  assert.deepEqual(paymentMethods, ['card'], 'the default gate lists the card only (demo data)');
  assert.deepEqual(offered, ['Credit or debit card'], "exactly the gate's methods are offered");
  assert.ok(!offered.some((label) => /emulator/i.test(label)), 'the emulator is never offered');
  assert.ok(await form.getByRole('radio', { name: 'Credit or debit card' }).isChecked(), 'the only method is preselected');
  await beforePay?.();
  await form.getByRole('button', { name: 'Pay' }).click();
  await page.waitForURL((u) => u.pathname.startsWith('/sandbox/card/'), { timeout: 30_000 });
  await page.getByRole('heading', { name: 'Card payment (sandbox)' }).waitFor();
  return Number(/\/sandbox\/card\/(\d+)/.exec(pathnameOf(page))[1]);
}

/** Goes straight to a package's checkout page and pays one unit through the sandbox with `action`. */
async function buyThroughSandbox(page, code, variant, action) {
  await visit(page, `/panel/billing/packages/${code}`);
  const orderId = await checkout(page, { variant, quantity: 1 });
  await page.getByRole('button', { name: action, exact: true }).click();
  return orderId;
}

describe('buying traffic credits by card (sandbox)', () => {
  let browser;
  before(async () => {
    browser = await launchBrowser();
    ({ token } = (
      await graphql('mutation($i: LoginInput!) { login(input: $i) { token } }', { i: { username: USER, password: DEMO_PASSWORD } })
    ).login);
  });
  after(async () => {
    await browser?.close();
  });

  async function signedIn() {
    const { context, page } = await newVisitor(browser);
    // What a console error was about (the shared listener keeps only its text): failed responses and their pages.
    page.diagnostics = [];
    page.on('response', (res) => {
      if (res.status() >= 400) page.diagnostics.push(`${res.status()} ${res.request().method()} ${new URL(res.url()).pathname}`);
    });
    page.on('console', (msg) => {
      if (msg.type() === 'error') page.diagnostics.push(`console error from ${msg.location().url} on ${page.url()}`);
    });
    await settleVisitor(page, '/login');
    await logIn(page, USER);
    return { context, page };
  }

  it('the emulator is never allowed on the default gate; the card is', async () => {
    const emulator = await request('/api/payment/emulator/isAllowed', { accept: 'application/json' });
    assert.equal(emulator.status, 200);
    assert.deepEqual(JSON.parse(emulator.text), { allowed: false });
    const card = await request('/api/payment/card/isAllowed', { accept: 'application/json' });
    assert.deepEqual(JSON.parse(card.text), { allowed: true });
  });

  it('buy from the sidebar → sandbox Pay → paid; balance, transactions, invoice PDF, cancel the subscription', async () => {
    const { context, page } = await signedIn();
    await withFailureShots('billing-purchase', context, async () => {
      const variant = 'Website Traffic 50k';
      const code = 'website-traffic-50k';
      const quantity = 2;
      const before = await balanceShown(page, variant);
      assert.equal(before, await credits(code), 'the Balance page shows what the server counts');
      await assertFitsWidth(page);
      await screenshot(page, 'billing-01-balance-before');

      // Sidebar: Billing › Purchase Traffic Credits.
      const nav = sidebar(page, 'User panel');
      await (await sidebarLink(page, 'User panel', 'Billing', 'Purchase Traffic Credits')).click();
      await page.waitForURL((u) => u.pathname === '/panel/billing/packages');
      await page.getByRole('heading', { level: 1, name: 'Purchase Traffic Credits' }).waitFor();
      await page.getByText('Double traffic on every package').first().waitFor();
      await assertFitsWidth(page);
      await screenshot(page, 'billing-02-catalogue');

      await page.getByRole('article', { name: 'Website Traffic', exact: true }).getByRole('link', { name: 'Buy Website Traffic' }).click();
      await page.waitForURL((u) => u.pathname === '/panel/billing/packages/website-traffic');
      await page.getByRole('heading', { level: 1, name: 'Buy Website Traffic' }).waitFor();
      const orderId = await checkout(page, {
        variant,
        quantity,
        beforePay: async () => {
          // The total is the package's price × quantity; the promotion doubles the visitors, not the price.
          const summary = (await page.getByRole('group', { name: 'Order summary' }).innerText()).replace(/\s+/g, ' ');
          assert.match(summary, /^Total: \$[\d,]+\.\d{2} /, summary);
          assert.match(summary, new RegExp(`${quantity} × ${variant}: 200,000 visitors instead of 100,000`), summary);
          await assertFitsWidth(page);
          await screenshot(page, 'billing-03-checkout');
        },
      });

      const { order } = await graphql(
        'query($id: Int!) { order(id: $id) { id amountMinor currency quantity status package { code priceMinor } } }',
        { id: orderId },
        { token },
      );
      assert.equal(order.package.code, code);
      assert.equal(order.quantity, quantity);
      assert.equal(order.amountMinor, order.package.priceMinor * quantity, 'priced on the server: price × quantity');
      const amount = `${(order.amountMinor / 100).toFixed(2)} ${order.currency}`;
      const sandbox = await page.locator('dl').innerText();
      assert.match(sandbox, new RegExp(`#${orderId}\\b`), 'the sandbox page names the order');
      assert.ok(sandbox.includes(amount), `the sandbox page shows the amount ${amount}: ${sandbox}`);
      assert.ok(sandbox.includes(`${variant} × ${quantity}`));
      await screenshot(page, 'billing-04-sandbox-card-page');

      await page.getByRole('button', { name: 'Pay', exact: true }).click();
      await page.waitForURL((u) => u.pathname === '/panel/payment-success' && u.searchParams.get('order') === String(orderId));
      await page.getByRole('heading', { level: 1, name: 'Payment successful' }).waitFor({ timeout: 30_000 });
      await page.getByText('Thank you! Your payment went through.').waitFor();
      await assertFitsWidth(page);
      await screenshot(page, 'billing-05-payment-success');

      // Paid credits plus the running promotion's bonus (×2: one extra unit per unit bought).
      const afterPay = await credits(code);
      assert.equal(afterPay, before + quantity * 2, `paid ${quantity} + bonus ${quantity}`);
      await page.getByRole('link', { name: 'Balance' }).first().click();
      await page.waitForURL((u) => u.pathname === '/panel/billing');
      assert.equal(await balanceShown(page, variant), afterPay, 'the Balance page shows the credits and the bonus');
      await screenshot(page, 'billing-06-balance-after');

      // Transaction history: the payment and the bonus, in words.
      await nav.getByRole('link', { name: 'Transaction history' }).click();
      await page.waitForURL((u) => u.pathname === '/panel/transactions');
      const table = page.getByRole('table', { name: 'Transactions' });
      const rowsOfOrder = table.getByRole('row').filter({ has: page.getByRole('link', { name: `#${orderId}`, exact: true }) });
      await rowsOfOrder.first().waitFor();
      const rows = (await rowsOfOrder.allInnerTexts()).map((t) => t.replace(/\s+/g, ' '));
      const payment = rows.find((r) => r.includes('Payment') && !r.includes('Promotion bonus'));
      const bonus = rows.find((r) => r.includes('Promotion bonus'));
      assert.ok(payment, `a payment entry for order #${orderId}: ${rows.join(' | ')}`);
      assert.ok(payment.includes(`+${quantity}`) && payment.includes(`${quantity} credits bought with order #${orderId}`), payment);
      assert.ok(payment.includes(variant), payment);
      assert.ok(bonus, `a promotion bonus entry for order #${orderId}: ${rows.join(' | ')}`);
      assert.match(bonus, new RegExp(`\\+${quantity}\\b.*${quantity} credits extra from promotion #\\d+ on order #${orderId}`), bonus);
      await assertFitsWidth(page);
      await screenshot(page, 'billing-07-transactions');

      // Subscriptions → the order's page.
      await nav.getByRole('link', { name: 'Subscriptions' }).click();
      await page.waitForURL((u) => u.pathname === '/panel/orders');
      const listRow = page
        .getByRole('table', { name: 'Subscriptions' })
        .getByRole('row')
        .filter({ has: page.getByRole('link', { name: `#${orderId}`, exact: true }) });
      await listRow.getByText('Active').waitFor();
      await assertFitsWidth(page);
      await screenshot(page, 'billing-08-subscriptions');
      await listRow.getByRole('link', { name: `#${orderId}`, exact: true }).click();
      await page.waitForURL((u) => u.pathname === `/panel/orders/${orderId}`);
      await page.getByRole('heading', { level: 1, name: `Order #${orderId}` }).waitFor();
      const facts = page.getByRole('table', { name: 'Order' });
      await facts.getByText('Active', { exact: true }).waitFor();
      await page.getByRole('table', { name: 'Payments' }).getByText('Succeeded').waitFor();

      // The invoice: its number on the page, and in the text of the PDF that downloads.
      const invoiceRow = page
        .getByRole('table', { name: 'Invoices' })
        .getByRole('row')
        .filter({ has: page.getByRole('button', { name: /^Download PDF of invoice / }) });
      await invoiceRow.first().waitFor();
      assert.equal(await invoiceRow.count(), 1, 'one invoice for the one payment');
      const number = (await invoiceRow.getByRole('cell').first().innerText()).trim();
      assert.ok(number.length > 0, 'the invoice has a number');
      await assertFitsWidth(page);
      await screenshot(page, 'billing-09-order');
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        invoiceRow.getByRole('button', { name: `Download PDF of invoice ${number}` }).click(),
      ]);
      assert.match(download.suggestedFilename(), /\.pdf$/);
      const pdf = await fs.readFile(await download.path());
      assert.equal(pdf.subarray(0, 5).toString('latin1'), '%PDF-', 'the file is a PDF');
      const text = pdfText(pdf);
      assert.ok(text.includes(number), `the PDF holds the invoice number ${number}:\n${text}`);
      assert.ok(text.includes(variant), 'the PDF lists what was bought');

      // The purchase receipt: the same invoice attached, the credits and the bonus in words, a link to the order.
      const receipt = await waitForMail(dataDir, USER, { matches: (m) => m.subject.includes(`receipt ${number}`) });
      assert.match(
        receipt.text,
        new RegExp(`Credited to your balance: ${quantity} × ${variant} \\([^)]*\\), plus ${quantity} bonus from the current promotion`),
      );
      assert.equal(findLink(receipt, `/panel/orders/${orderId}`).pathname, `/panel/orders/${orderId}`);
      const raw = await fs.readFile(receipt.file, 'utf8');
      assert.match(raw, new RegExp(`Content-Type: application/pdf; name=invoice-${number}\\.pdf`), 'the invoice PDF is attached');

      // Cancel through the confirmation modal.
      await page.getByRole('button', { name: 'Cancel subscription' }).click();
      const dialog = page.getByRole('dialog', { name: `Cancel subscription #${orderId}?` });
      await dialog.waitFor();
      await screenshot(page, 'billing-10-cancel-modal', { fullPage: false });
      await dialog.getByRole('button', { name: 'Cancel subscription' }).click();
      await dialog.waitFor({ state: 'hidden' });
      await facts.getByText('Cancelled', { exact: true }).waitFor();
      assert.equal(await page.getByRole('button', { name: 'Cancel subscription' }).count(), 0, 'a cancelled order offers no cancel');
      await screenshot(page, 'billing-11-cancelled');
      const status = await request(`/api/payment/status/order/${orderId}`, {
        accept: 'application/json',
        headers: { Authorization: `Bearer ${token}` },
      });
      assert.deepEqual(JSON.parse(status.text), { status: 'cancelled' });
      assert.equal(await credits(code), afterPay, 'the credits already received stay on the balance');
      assert.deepEqual(page.consoleErrors, [], page.diagnostics.join('; '));
    });
    await context.close();
  });

  it('sandbox Decline: the return page says the payment failed and nothing was charged; the balance is unchanged', async () => {
    const { context, page } = await signedIn();
    await withFailureShots('billing-decline', context, async () => {
      const code = 'professional-traffic-100k';
      const before = await credits(code);
      const orderId = await buyThroughSandbox(page, 'professional-traffic-100k', 'Professional Traffic 100k', 'Decline');
      await page.waitForURL((u) => u.pathname.startsWith('/panel/payment-') && u.searchParams.get('order') === String(orderId));
      await page.getByText('The payment did not go through').waitFor({ timeout: 30_000 });
      await page.getByRole('heading', { level: 1, name: 'Payment declined' }).waitFor();
      const alert = (await page.getByRole('alert').innerText()).replace(/\s+/g, ' ');
      assert.match(alert, /Nothing was charged/, alert);
      assert.doesNotMatch(alert, /cancelled/i, 'a declined payment is not called cancelled');
      await page.getByRole('link', { name: 'Try again' }).waitFor();
      await screenshot(page, 'billing-12-declined');
      assert.equal(await credits(code), before, 'nothing was credited');
      const { order } = await graphql('query($id: Int!) { order(id: $id) { status } }', { id: orderId }, { token });
      assert.equal(order.status, 'failed');
      assert.equal(await balanceShown(page, 'Professional Traffic 100k'), before);
      assert.deepEqual(page.consoleErrors, [], page.diagnostics.join('; '));
    });
    await context.close();
  });

  it('sandbox Cancel: /panel/payment-cancel says nothing was charged and offers to try again', async () => {
    const { context, page } = await signedIn();
    await withFailureShots('billing-cancel', context, async () => {
      const code = 'alexa-boost-50k';
      const before = await credits(code);
      const orderId = await buyThroughSandbox(page, code, 'Alexa Rank Boost 50k', 'Cancel');
      await page.waitForURL((u) => u.pathname === '/panel/payment-cancel' && u.searchParams.get('order') === String(orderId));
      await page.getByRole('heading', { level: 1, name: 'Payment cancelled' }).waitFor();
      await page.getByText('Nothing was charged').waitFor();
      await page.getByText(`The payment for Alexa Rank Boost 50k (order #${orderId}) was cancelled.`).waitFor();
      await screenshot(page, 'billing-13-cancelled-payment');
      assert.equal(await credits(code), before, 'nothing was credited');
      await page.getByRole('link', { name: 'Try again' }).click();
      await page.waitForURL((u) => u.pathname === `/panel/billing/packages/${code}`);
      await page
        .getByRole('form', { name: 'Checkout' })
        .getByRole('radio', { name: /^Alexa Rank Boost 50k: / })
        .waitFor();
      assert.ok(await page.getByRole('radio', { name: /^Alexa Rank Boost 50k: / }).isChecked(), 'the same package is chosen again');
      assert.deepEqual(page.consoleErrors, [], page.diagnostics.join('; '));
    });
    await context.close();
  });

  it('reloading the success page credits nothing twice', async () => {
    const { context, page } = await signedIn();
    await withFailureShots('billing-reload', context, async () => {
      const code = 'alexa-boost-100k';
      const before = await credits(code);
      const orderId = await buyThroughSandbox(page, code, 'Alexa Rank Boost 100k', 'Pay');
      await page.waitForURL((u) => u.pathname === '/panel/payment-success' && u.searchParams.get('order') === String(orderId));
      await page.getByRole('heading', { level: 1, name: 'Payment successful' }).waitFor({ timeout: 30_000 });
      const paid = await credits(code);
      assert.equal(paid, before + 2, 'one paid credit and one bonus credit');
      for (let i = 0; i < 2; i++) {
        await page.reload({ waitUntil: 'domcontentloaded' });
        await settle(page);
        await page.getByRole('heading', { level: 1, name: 'Payment successful' }).waitFor({ timeout: 30_000 });
      }
      assert.equal(await credits(code), paid, 'the balance is the same after the reloads');
      assert.deepEqual(page.consoleErrors, [], page.diagnostics.join('; '));
      // Going back to the sandbox page cannot pay again either: its link was for a pending order (a 404 page now).
      const back = await page.goBack({ waitUntil: 'domcontentloaded' });
      assert.equal(back?.status(), 404);
      await page.getByRole('heading', { name: 'Payment link not valid' }).waitFor();
      assert.equal(await page.getByRole('button', { name: 'Pay', exact: true }).count(), 0);
      const { transactions } = await graphql(
        'query($f: TransactionFilter) { transactions(filter: $f, limit: 50) { items { source orderId } } }',
        { f: {} },
        { token },
      );
      const sources = transactions.items
        .filter((t) => t.orderId === orderId)
        .map((t) => t.source)
        .sort();
      assert.deepEqual(sources, ['payment', 'promotion_bonus'], 'one payment and one bonus entry for the order');
      await screenshot(page, 'billing-14-sandbox-link-used');
      assert.equal(await balanceShown(page, 'Alexa Rank Boost 100k'), paid, 'the Balance page agrees');
    });
    await context.close();
  });
});
