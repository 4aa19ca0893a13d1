import { createHmac, randomBytes, randomUUID } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/*
 * A local stand-in for NMI's gateway, built from NMI's public documentation, started by the tests as the fake PayPal
 * is. What it answers, in NMI's own formats:
 *
 * - POST /api/transact.php (Payment API, form-encoded, answered form-encoded): sale with a payment_token or a
 *   customer_vault_id, customer_vault=add_customer, void, refund; a wrong security_key answers response=3.
 * - POST /api/query.php (Query API): <nm_response> XML of the transactions matching order_id, transaction_id,
 *   action_type and start_date/end_date.
 * - GET /token/Collect.js: a stand-in for Collect.js (inline fields): `CollectJS.configure({ fields, callback })` draws
 *   the card number, expiry and CVV inputs into the page's selectors and `CollectJS.startPaymentRequest()` sends
 *   them to this server's /token/tokenize with the page's tokenization key and calls `callback({ token, card })`.
 *   The real Collect.js draws those fields as frames of NMI's origin; what the stand-in keeps is that the card
 *   number goes to the gateway, never to the shop's server.
 * - GET /js/v1/Gateway.js: a stand-in for Gateway.js's 3-D Secure: `Gateway.create(key).get3DSecure().createUI({
 *   paymentToken, currency, amount })` returns a UI whose `start(selector)` draws the bank's challenge (a "Complete
 *   authentication" button and a "Cancel" one) and emits `complete` with the authentication's values (cavv, eci,
 *   cardHolderAuth, threeDsVersion, directoryServerId), or `failure` when cancelled.
 * - Webhooks: after each approved sale, void and refund it POSTs NMI's event (transaction.sale.success, …) to
 *   `webhookUrl` when one is set, signed `Webhook-Signature: t=<nonce>,s=<HMAC-SHA256 of "<nonce>.<body>">`.
 *
 * Card numbers: NMI's test cards approve (4111111111111111 and the other brands' test numbers); 4000000000000002
 * stands for a card its issuer declines, 4000000000002701 for one its issuer approves only with 3-D Secure, and, as on NMI's test accounts, any sale under 1.00 declines. A vault
 * record can be made to decline later charges (a card that expired after the first sale) with `declineVault`.
 */

export const NMI_APPROVE_CARD = '4111111111111111';
export const NMI_DECLINE_CARD = '4000000000000002';
/** A card whose issuer approves only a sale that carries a 3-D Secure authentication (cavv). */
export const NMI_THREE_DS_CARD = '4000000000002701';
const TEST_CARDS = new Set([
  NMI_APPROVE_CARD,
  '5431111111111111',
  '6011601160116611',
  '341111111111111',
  '3530111333300000',
  NMI_DECLINE_CARD,
  NMI_THREE_DS_CARD,
]);

export interface FakeNmiAction {
  action_type: 'sale' | 'refund' | 'void';
  amount: string;
  success: '1' | '0';
  date: string;
  response_text: string;
}

export interface FakeNmiTransaction {
  transaction_id: string;
  order_id: string;
  condition: 'pendingsettlement' | 'complete' | 'failed' | 'canceled';
  currency: string;
  customerid: string;
  actions: FakeNmiAction[];
  /** For a refund transaction: the sale it returns. */
  refundOf?: string;
  fields: Record<string, string>;
}

export interface FakeNmiCall {
  path: string;
  fields: Record<string, string>;
}

function stamp(d = new Date()): string {
  return d.toISOString().replace(/[-:T]/g, '').slice(0, 14);
}

function luhn(number: string): boolean {
  let sum = 0;
  for (let i = 0; i < number.length; i++) {
    let d = Number(number[number.length - 1 - i]);
    if (i % 2 === 1) d = d * 2 > 9 ? d * 2 - 9 : d * 2;
    sum += d;
  }
  return sum % 10 === 0;
}

const esc = (v: string) => v.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export class FakeNmi {
  readonly securityKey: string;
  readonly tokenizationKey: string;
  readonly signingKey: string;
  /** 'up' answers; 'error' answers 503 to the APIs; 'hang' never answers them. */
  mode: 'up' | 'error' | 'hang' = 'up';
  /** Where webhooks go; unset: none are sent. */
  webhookUrl?: string;
  readonly calls: FakeNmiCall[] = [];
  readonly transactions = new Map<string, FakeNmiTransaction>();
  readonly vault = new Map<string, { number: string; declines: boolean }>();
  readonly tokens = new Map<string, { number: string; exp: string }>();
  /** Webhook deliveries made: status answered by the shop. */
  readonly delivered: { eventType: string; status: number; body: string }[] = [];
  private seq = 1_000_000;
  private server?: http.Server;
  url = '';

  constructor(options: { securityKey?: string; tokenizationKey?: string; signingKey?: string } = {}) {
    this.securityKey = options.securityKey ?? 'fake-nmi-security-key';
    this.tokenizationKey = options.tokenizationKey ?? 'fake-tokenization-key';
    this.signingKey = options.signingKey ?? randomBytes(24).toString('hex');
  }

  async start(port = 0): Promise<this> {
    this.server = http.createServer((req, res) => void this.handle(req, res));
    await new Promise<void>((resolve) => this.server!.listen(port, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this;
  }

  async stop(): Promise<void> {
    this.server?.closeAllConnections();
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }

  /** The environment that points a server at this fake as its card adapter (CARD_PROVIDER=nmi). */
  env(): Record<string, string> {
    return {
      CARD_PROVIDER: 'nmi',
      NMI_API_URL: this.url,
      NMI_SECURITY_KEY: this.securityKey,
      NMI_TOKENIZATION_KEY: this.tokenizationKey,
      NMI_WEBHOOK_SIGNING_KEY: this.signingKey,
      NMI_TIMEOUT_MS: '1000',
    };
  }

  /** A one-time payment token for a card, as Collect.js would get one in the buyer's browser. */
  tokenize(number: string, exp = '1030'): string {
    const token = `${randomUUID().slice(0, 8)}-${randomBytes(3).toString('hex')}-${randomBytes(3).toString('hex')}-${randomBytes(6).toString('hex')}`;
    this.tokens.set(token, { number, exp });
    return token;
  }

  declineVault(vaultId: string, declines = true): void {
    const record = this.vault.get(vaultId);
    if (!record) throw new Error(`no vault record ${vaultId}`);
    record.declines = declines;
  }

  /** Moves a transaction to settled (`complete`): a void is refused from then on, a refund accepted. */
  settle(transactionId: string): void {
    const t = this.transactions.get(transactionId);
    if (t && t.condition === 'pendingsettlement') t.condition = 'complete';
  }

  /** NMI's signature header of a body. */
  sign(body: string, nonce = randomBytes(8).toString('hex')): string {
    return `t=${nonce},s=${createHmac('sha256', this.signingKey).update(`${nonce}.${body}`).digest('hex')}`;
  }

  /** The webhook NMI sends for an action of a transaction. */
  transactionEvent(eventType: string, t: FakeNmiTransaction, action: FakeNmiAction): string {
    return JSON.stringify({
      event_id: randomUUID(),
      event_type: eventType,
      event_body: {
        merchant: { id: '123456', name: 'Test Account' },
        features: { is_test_mode: true },
        transaction_id: t.transaction_id,
        transaction_type: 'cc',
        condition: t.condition,
        order_id: t.order_id,
        currency: t.currency.toLowerCase(),
        customerid: t.customerid,
        action,
      },
    });
  }

  chargebackEvent(chargebacks: { id: string; amount: string }[]): string {
    return JSON.stringify({
      event_id: randomUUID(),
      event_type: 'chargeback.batch.complete',
      event_body: {
        merchant: { id: '123456', name: 'Test Account' },
        processor: { id: 'ccprocessor', name: 'CC Processor', type: 'cc' },
        count: chargebacks.length,
        chargeback_amount: chargebacks.reduce((s, c) => s + Number(c.amount), 0).toFixed(2),
        chargebacks: chargebacks.map((c) => ({
          ...c,
          date: '3/29/2026',
          customer_name: 'Test Buyer',
          cc_number: '411111******1111',
          reason: '101: Introductory chargeback',
        })),
      },
    });
  }

  /** POSTs a signed body to `url` (or webhookUrl) and answers the shop's status. */
  async deliver(body: string, url = this.webhookUrl, signature = this.sign(body)): Promise<number> {
    if (!url) throw new Error('no webhook URL');
    const res = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', 'webhook-signature': signature }, body });
    await res.text();
    this.delivered.push({ eventType: (JSON.parse(body) as { event_type: string }).event_type, status: res.status, body });
    return res.status;
  }

  private async handle(req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', this.url);
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    const raw = Buffer.concat(chunks).toString('utf8');
    if (req.method === 'GET' && url.pathname === '/js/v1/Gateway.js') {
      res.writeHead(200, { 'content-type': 'application/javascript', 'access-control-allow-origin': '*' }).end(GATEWAY_JS);
      return;
    }
    if (req.method === 'GET' && url.pathname === '/token/Collect.js') {
      res.writeHead(200, { 'content-type': 'application/javascript', 'access-control-allow-origin': '*' }).end(COLLECT_JS(this.url));
      return;
    }
    if (url.pathname === '/token/tokenize') {
      const cors = {
        'access-control-allow-origin': '*',
        'access-control-allow-headers': 'content-type',
        'content-type': 'application/json',
      };
      if (req.method === 'OPTIONS') return void res.writeHead(204, cors).end();
      const body = JSON.parse(raw || '{}') as { tokenizationKey?: string; ccnumber?: string; ccexp?: string; cvv?: string };
      const number = (body.ccnumber ?? '').replace(/\s+/g, '');
      const exp = (body.ccexp ?? '').replace(/\D/g, '');
      if (body.tokenizationKey !== this.tokenizationKey)
        return void res.writeHead(401, cors).end(JSON.stringify({ error: 'Invalid tokenization key' }));
      const invalid: Record<string, string> = {};
      if (!/^\d{13,19}$/.test(number) || !luhn(number)) invalid.ccnumber = 'Card number is invalid';
      if (!/^(0[1-9]|1[0-2])\d{2}$/.test(exp)) invalid.ccexp = 'Expiration date is invalid';
      if (!/^\d{3,4}$/.test(body.cvv ?? '')) invalid.cvv = 'CVV is invalid';
      if (Object.keys(invalid).length) return void res.writeHead(422, cors).end(JSON.stringify({ invalid }));
      const token = this.tokenize(number, exp);
      res.writeHead(200, cors).end(
        JSON.stringify({
          token,
          card: {
            number: `${number.slice(0, 6)}******${number.slice(-4)}`,
            bin: number.slice(0, 6),
            exp,
            type: number.startsWith('4') ? 'visa' : 'other',
          },
        }),
      );
      return;
    }
    if (url.pathname === '/_fake/state' && req.method === 'GET') {
      res
        .writeHead(200, { 'content-type': 'application/json' })
        .end(JSON.stringify({ calls: this.calls, transactions: [...this.transactions.values()], delivered: this.delivered }));
      return;
    }
    if (req.method !== 'POST' || (url.pathname !== '/api/transact.php' && url.pathname !== '/api/query.php')) {
      return void res.writeHead(404).end('Not Found');
    }
    const fields = Object.fromEntries(new URLSearchParams(raw));
    this.calls.push({ path: url.pathname, fields });
    if (this.mode === 'hang') return;
    if (this.mode === 'error') return void res.writeHead(503).end('Service Unavailable');
    if (url.pathname === '/api/query.php') return void res.writeHead(200, { 'content-type': 'text/xml' }).end(this.query(fields));
    const answer = this.transact(fields);
    res.writeHead(200, { 'content-type': 'text/html' }).end(new URLSearchParams(answer.fields).toString());
    if (answer.webhook && this.webhookUrl) void this.deliver(answer.webhook).catch(() => undefined);
  }

  private answer(response: '1' | '2' | '3', text: string, extra: Record<string, string> = {}): { fields: Record<string, string> } {
    const code = response === '1' ? '100' : response === '2' ? '200' : '300';
    return {
      fields: {
        response,
        responsetext: text,
        authcode: response === '1' ? '123456' : '',
        avsresponse: '',
        cvvresponse: '',
        response_code: code,
        ...extra,
      },
    };
  }

  private transact(f: Record<string, string>): { fields: Record<string, string>; webhook?: string } {
    if (f.security_key !== this.securityKey) return this.answer('3', 'Authentication Failed');
    const transactionId = String(++this.seq);
    if (f.type === 'sale') {
      if (!/^\d{1,9}\.\d{2}$/.test(f.amount ?? ''))
        return this.answer('3', 'Invalid amount REFID:1', { transactionid: transactionId, type: 'sale' });
      let number: string | undefined;
      let vaultId = f.customer_vault_id ?? '';
      if (f.payment_token) {
        const token = this.tokens.get(f.payment_token);
        this.tokens.delete(f.payment_token); // a payment token is used once
        if (!token) return this.answer('3', 'Invalid Payment Token REFID:2', { transactionid: transactionId, type: 'sale' });
        number = token.number;
      } else if (vaultId) {
        const record = this.vault.get(vaultId);
        if (!record) return this.answer('3', 'Invalid Customer Vault Id REFID:3', { transactionid: transactionId, type: 'sale' });
        number = record.declines ? NMI_DECLINE_CARD : record.number;
      } else return this.answer('3', 'Payment information is required REFID:4');
      const approved =
        TEST_CARDS.has(number) && number !== NMI_DECLINE_CARD && Number(f.amount) >= 1 && (number !== NMI_THREE_DS_CARD || !!f.cavv);
      if (approved && f.customer_vault === 'add_customer') {
        vaultId = String(Math.floor(1e9 + Math.random() * 9e9));
        this.vault.set(vaultId, { number, declines: false });
      }
      const action: FakeNmiAction = {
        action_type: 'sale',
        amount: f.amount,
        success: approved ? '1' : '0',
        date: stamp(),
        response_text: approved ? 'SUCCESS' : 'DECLINE',
      };
      const t: FakeNmiTransaction = {
        transaction_id: transactionId,
        order_id: f.orderid ?? '',
        condition: approved ? 'pendingsettlement' : 'failed',
        currency: (f.currency ?? 'USD').toUpperCase(),
        customerid: approved ? vaultId : '',
        actions: [action],
        fields: f,
      };
      this.transactions.set(transactionId, t);
      const extra = {
        transactionid: transactionId,
        type: 'sale',
        orderid: f.orderid ?? '',
        ...(approved && vaultId ? { customer_vault_id: vaultId } : {}),
      };
      return {
        ...this.answer(approved ? '1' : '2', approved ? 'SUCCESS' : 'DECLINE', extra),
        webhook: this.transactionEvent(approved ? 'transaction.sale.success' : 'transaction.sale.failure', t, action),
      };
    }
    if (f.type === 'void' || f.type === 'refund') {
      const sale = this.transactions.get(f.transactionid ?? '');
      if (!sale || sale.actions[0].action_type !== 'sale' || sale.actions[0].success !== '1') {
        return this.answer('3', 'Transaction not found REFID:5', { transactionid: transactionId, type: f.type });
      }
      if (f.type === 'void') {
        if (sale.condition !== 'pendingsettlement')
          return this.answer('3', 'Only transactions pending settlement can be voided REFID:6', {
            transactionid: sale.transaction_id,
            type: 'void',
          });
        const action: FakeNmiAction = {
          action_type: 'void',
          amount: sale.actions[0].amount,
          success: '1',
          date: stamp(),
          response_text: 'Transaction Void Successful',
        };
        sale.actions.push(action);
        sale.condition = 'canceled';
        return {
          ...this.answer('1', 'Transaction Void Successful', { transactionid: sale.transaction_id, type: 'void' }),
          webhook: this.transactionEvent('transaction.void.success', sale, action),
        };
      }
      if (sale.condition !== 'complete')
        return this.answer('3', 'Refunds must be for transactions that have settled REFID:7', {
          transactionid: transactionId,
          type: 'refund',
        });
      const amount = f.amount ?? sale.actions[0].amount;
      const action: FakeNmiAction = { action_type: 'refund', amount, success: '1', date: stamp(), response_text: 'SUCCESS' };
      const refund: FakeNmiTransaction = {
        transaction_id: transactionId,
        order_id: f.orderid ?? sale.order_id,
        condition: 'pendingsettlement',
        currency: sale.currency,
        customerid: sale.customerid,
        actions: [action],
        refundOf: sale.transaction_id,
        fields: f,
      };
      this.transactions.set(transactionId, refund);
      return {
        ...this.answer('1', 'SUCCESS', { transactionid: transactionId, type: 'refund' }),
        webhook: this.transactionEvent('transaction.refund.success', refund, action),
      };
    }
    return this.answer('3', `Invalid transaction type ${f.type ?? ''} REFID:8`);
  }

  private query(f: Record<string, string>): string {
    if (f.security_key !== this.securityKey)
      return '<?xml version="1.0" encoding="UTF-8"?>\n<nm_response><error_response>Invalid Username/Password REFID:9</error_response></nm_response>';
    const types = f.action_type ? new Set(f.action_type.split(',')) : null;
    const rows = [...this.transactions.values()].filter((t) => {
      if (f.order_id && t.order_id !== f.order_id) return false;
      if (f.transaction_id && t.transaction_id !== f.transaction_id) return false;
      if (types && !t.actions.some((a) => types.has(a.action_type))) return false;
      if (f.start_date && !t.actions.some((a) => a.date >= f.start_date)) return false;
      if (f.end_date && !t.actions.some((a) => a.date <= f.end_date)) return false;
      return true;
    });
    const tag = (name: string, value: string) => `<${name}>${esc(value)}</${name}>`;
    const body = rows
      .map(
        (t) =>
          `<transaction>${tag('transaction_id', t.transaction_id)}${tag('transaction_type', 'cc')}${tag('condition', t.condition)}${tag('order_id', t.order_id)}${tag('customerid', t.customerid)}${tag('currency', t.currency)}` +
          t.actions
            .map(
              (a) =>
                `<action>${tag('amount', a.amount)}${tag('action_type', a.action_type)}${tag('date', a.date)}${tag('success', a.success)}${tag('response_text', a.response_text)}</action>`,
            )
            .join('') +
          '</transaction>',
      )
      .join('');
    return `<?xml version="1.0" encoding="UTF-8"?>\n<nm_response>${body}</nm_response>`;
  }
}

/** The Collect.js stand-in served at /token/Collect.js (see the header comment). */
const COLLECT_JS = (origin: string) => `(function () {
  var script = document.currentScript;
  var key = script && script.getAttribute('data-tokenization-key');
  var config = null;
  var labels = { ccnumber: 'Card number', ccexp: 'Expiration date (MM/YY)', cvv: 'Security code (CVV)' };
  function input(name) { return document.querySelector('[data-collect-field="' + name + '"]'); }
  window.CollectJS = {
    configure: function (options) {
      config = options || {};
      var fields = config.fields || {};
      Object.keys(labels).forEach(function (name) {
        var spec = fields[name];
        var host = spec && document.querySelector(spec.selector);
        if (!host || host.querySelector('input')) return;
        var el = document.createElement('input');
        el.setAttribute('data-collect-field', name);
        el.setAttribute('aria-label', labels[name]);
        el.setAttribute('autocomplete', name === 'ccnumber' ? 'cc-number' : name === 'ccexp' ? 'cc-exp' : 'cc-csc');
        el.setAttribute('inputmode', 'numeric');
        el.placeholder = (spec && spec.placeholder) || '';
        el.style.cssText = 'width:100%;box-sizing:border-box;padding:8px;font:inherit;border:1px solid #767676;border-radius:4px';
        host.appendChild(el);
      });
      if (typeof config.fieldsAvailableCallback === 'function') config.fieldsAvailableCallback();
    },
    startPaymentRequest: function () {
      if (!config) throw new Error('CollectJS.configure was not called');
      var body = { tokenizationKey: key };
      Object.keys(labels).forEach(function (name) { var el = input(name); body[name] = el ? el.value : ''; });
      fetch(${JSON.stringify(origin)} + '/token/tokenize', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })
        .then(function (r) { return r.json().then(function (j) { return { ok: r.ok, json: j }; }); })
        .then(function (answer) {
          if (answer.ok) return config.callback({ token: answer.json.token, card: answer.json.card, tokenType: 'inline' });
          var invalid = answer.json.invalid || {};
          Object.keys(labels).forEach(function (name) {
            if (typeof config.validationCallback === 'function') config.validationCallback(name, !invalid[name], invalid[name] || 'Success');
          });
        })
        .catch(function () { if (typeof config.timeoutCallback === 'function') config.timeoutCallback(); });
    },
  };
})();
`;

/** The Gateway.js 3-D Secure stand-in served at /js/v1/Gateway.js (see the header comment). */
const GATEWAY_JS = `(function () {
  window.Gateway = {
    create: function (key) {
      return {
        get3DSecure: function () {
          return {
            createUI: function (options) {
              var handlers = {};
              var box = null;
              function emit(name, value) { (handlers[name] || []).forEach(function (fn) { fn(value); }); }
              function close() { if (box && box.parentNode) box.parentNode.removeChild(box); box = null; }
              return {
                on: function (name, fn) { (handlers[name] = handlers[name] || []).push(fn); },
                start: function (selector) {
                  var host = document.querySelector(selector);
                  if (!host || !key || !options || !options.paymentToken) return emit('error', { message: 'Gateway.js could not start' });
                  box = document.createElement('div');
                  box.setAttribute('role', 'group');
                  box.setAttribute('aria-label', 'Bank authentication');
                  var text = document.createElement('p');
                  text.textContent = 'Your bank asks you to confirm this payment of ' + options.amount + ' ' + options.currency + '.';
                  var ok = document.createElement('button');
                  ok.type = 'button';
                  ok.textContent = 'Complete authentication';
                  var cancel = document.createElement('button');
                  cancel.type = 'button';
                  cancel.textContent = 'Cancel authentication';
                  box.appendChild(text); box.appendChild(ok); box.appendChild(cancel);
                  host.appendChild(box);
                  emit('challenge', {});
                  ok.addEventListener('click', function () {
                    close();
                    emit('complete', { cavv: 'AAABBEg0VhI0VniQEjRWAAAAAAA=', xid: '', eci: '05', cardHolderAuth: 'verified', threeDsVersion: '2.2.0', directoryServerId: 'd5a4c0b1-2e0e-4a5d-9f0e-5b2b8a7f3c11' });
                  });
                  cancel.addEventListener('click', function () { close(); emit('failure', { message: 'The authentication was cancelled.' }); });
                },
                unmount: close,
              };
            },
          };
        },
      };
    },
  };
})();
`;
