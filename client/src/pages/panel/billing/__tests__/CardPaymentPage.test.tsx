import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CollectJs, CollectJsConfig } from '@/features/billing/collect-js';
import type { GatewayJs, ThreeDSecureEvents, ThreeDSecureOptions } from '@/features/billing/gateway-js';
import { PayOrderWithCardMutation } from '@/features/billing/CardPaymentForm';
import { CardPaymentFormQuery, CardPaymentPage } from '../CardPaymentPage';
import { renderScreen } from './render-screen';

/*
 * The card form (docs/payments.md "Checkout"). Collect.js is NMI's script from the internet: the page's <script> element
 * is found and its load event fired here, with a stand-in for window.CollectJS that draws an input per field and
 * hands out the payment tokens the test chooses. Where the gate asks for 3-D Secure (docs/payments.md "3-D Secure"),
 * Gateway.js is loaded the same way, with a stand-in for window.Gateway whose authentications the test ends.
 */

const COLLECT_JS_URL = 'https://secure.nmi.example/token/Collect.js';
const GATEWAY_JS_URL = 'https://secure.nmi.example/js/v1/Gateway.js';
const TOKENIZATION_KEY = 'test-tokenization-key';
const PATH = '/panel/billing/commercegate/:id';
const URL = '/panel/billing/commercegate/42';

function cardForm(status = 'pending', recurring = true, threeDSecure = false) {
  return {
    request: { query: CardPaymentFormQuery, variables: { orderId: 42 } },
    result: {
      data: {
        cardPaymentForm: {
          __typename: 'CardPaymentForm' as const,
          order: { __typename: 'Order' as const, id: 42, status, amountMinor: 1980, currency: 'USD', quantity: 2, recurring },
          packageName: 'Website Traffic 50k',
          durationDays: 30,
          tokenizationKey: TOKENIZATION_KEY,
          collectJsUrl: COLLECT_JS_URL,
          threeDSecure,
          gatewayJsUrl: GATEWAY_JS_URL,
        },
      },
    },
  };
}

/** Gateway.js's `complete` as the bank's authentication answers it (xid empty, as Gateway.js may send it). */
const AUTHENTICATED = {
  cavv: 'AAABBEg0VhI0VniQEjRWAAAAAAA=',
  xid: '',
  eci: '05',
  cardHolderAuth: 'verified',
  threeDsVersion: '2.2.0',
  directoryServerId: 'd5a4c0b1-2e0e-4a5d-9f0e-5b2b8a7f3c11',
};

function payMock(paymentToken: string, outcome: 'active' | 'declined' | 'busy', threeDSecure?: Record<string, string>) {
  const result = jest.fn(() => {
    if (outcome === 'active') return { data: { payOrderWithCard: { __typename: 'Order' as const, id: 42, status: 'active' } } };
    if (outcome === 'busy') {
      return { errors: [{ message: 'A payment of this order is already under way.', extensions: { code: 'CONFLICT' } }] };
    }
    return {
      errors: [
        {
          message: 'paymentToken: The card was declined (DECLINE).',
          extensions: {
            code: 'BAD_USER_INPUT',
            violations: [{ propertyPath: 'paymentToken', message: 'The card was declined (DECLINE).' }],
          },
        },
      ],
    };
  });
  const variables = threeDSecure ? { orderId: 42, paymentToken, threeDSecure } : { orderId: 42, paymentToken };
  return { result, mock: { request: { query: PayOrderWithCardMutation, variables }, result } };
}

/** What the page asked Collect.js for, and what the stand-in drew. */
interface StandIn extends CollectJs {
  config: () => CollectJsConfig;
}

/**
 * window.CollectJS as the script defines it: each payment request answers the next of `tokens`, or reports the card
 * number invalid when there is none; `null` answers nothing (the test calls `config().callback` itself).
 */
function installCollectJs(tokens: string[] | null): StandIn {
  let config: CollectJsConfig | null = null;
  const labels = { ccnumber: 'Card number', ccexp: 'Expiration date (MM/YY)', cvv: 'Security code (CVV)' };
  const standIn: StandIn = {
    config: () => config!,
    configure: jest.fn((options: CollectJsConfig) => {
      config = options;
      for (const [name, label] of Object.entries(labels)) {
        const host = document.querySelector(options.fields[name as keyof typeof labels].selector);
        if (!host || host.querySelector('input')) continue;
        const input = document.createElement('input');
        input.setAttribute('aria-label', label);
        host.appendChild(input);
      }
      options.fieldsAvailableCallback?.();
    }),
    // Collect.js answers after a round trip to NMI: later than the click.
    startPaymentRequest: jest.fn(() => {
      if (tokens === null) return;
      const token = tokens.shift();
      void Promise.resolve().then(() => {
        if (token) config!.callback({ token, card: { number: '411111******1111', type: 'visa' } });
        else config!.validationCallback?.('ccnumber', false, 'Card number is invalid');
      });
    }),
  };
  window.CollectJS = standIn;
  return standIn;
}

/** One authentication Gateway.js runs: what the form asked for, and `emit` for the test to play the bank. */
interface Authentication {
  key: string;
  options: ThreeDSecureOptions;
  started: jest.Mock;
  emit: <E extends keyof ThreeDSecureEvents>(event: E, value: ThreeDSecureEvents[E]) => void;
}

/** window.Gateway as Gateway.js defines it: each createUI is one authentication, kept in `authentications`. */
function installGateway(): { gateway: GatewayJs; authentications: Authentication[] } {
  const authentications: Authentication[] = [];
  const gateway: GatewayJs = {
    create: jest.fn((key: string) => ({
      get3DSecure: () => ({
        createUI: (options: ThreeDSecureOptions) => {
          const handlers: Record<string, ((e: unknown) => void)[]> = {};
          const authentication: Authentication = {
            key,
            options,
            // The bank's challenge is drawn into the mount point, which must be in the page.
            started: jest.fn((selector: string) => expect(document.querySelector(selector)).not.toBeNull()),
            emit: (event, value) => act(() => (handlers[event] ?? []).forEach((fn) => fn(value))),
          };
          authentications.push(authentication);
          return {
            start: authentication.started,
            on: (event, fn) => {
              (handlers[event] ??= []).push(fn as (e: unknown) => void);
            },
          };
        },
      }),
    })),
  };
  window.Gateway = gateway;
  return { gateway, authentications };
}

function scriptsOf(src: string): HTMLScriptElement[] {
  return Array.from(document.querySelectorAll('script')).filter((s) => s.getAttribute('src') === src);
}

const collectScripts = () => scriptsOf(COLLECT_JS_URL);
const gatewayScripts = () => scriptsOf(GATEWAY_JS_URL);

/** Waits for the page's <script> of Collect.js and lets it "load". */
async function loadCollectJs() {
  await waitFor(() => expect(collectScripts()).toHaveLength(1));
  const [script] = collectScripts();
  expect(script).toHaveAttribute('data-tokenization-key', TOKENIZATION_KEY);
  act(() => {
    script.dispatchEvent(new Event('load'));
  });
}

const payButton = () => screen.getByRole('button', { name: 'Pay $19.80' });

/** Waits for the page's <script> of Gateway.js and lets it "load". */
async function loadGatewayJs() {
  await waitFor(() => expect(gatewayScripts()).toHaveLength(1));
  act(() => {
    gatewayScripts()[0].dispatchEvent(new Event('load'));
  });
}

afterEach(() => {
  for (const s of [...collectScripts(), ...gatewayScripts()]) s.remove();
  delete window.CollectJS;
  delete window.Gateway;
});

describe('card payment form (/panel/billing/commercegate/{order id}; docs/payments.md "Checkout")', () => {
  it('shows the order, loads Collect.js with the tokenization key, and pays with the token Collect.js gives', async () => {
    const collect = installCollectJs(null);
    const pay = payMock('tok-approved-0001', 'active');
    const { router } = renderScreen(<CardPaymentPage />, { path: PATH, url: URL, mocks: [cardForm(), pay.mock] });

    expect(await screen.findByRole('heading', { level: 1, name: 'Card payment' })).toBeInTheDocument();
    const summary = await screen.findByRole('table', { name: 'Order summary' });
    expect(within(summary).getByRole('row', { name: 'Package Website Traffic 50k' })).toBeInTheDocument();
    expect(within(summary).getByRole('row', { name: 'Quantity 2' })).toBeInTheDocument();
    expect(within(summary).getByRole('row', { name: 'Amount $19.80' })).toBeInTheDocument();
    expect(within(summary).getByText('Renews every 30 days until cancelled')).toBeInTheDocument();

    // The button waits for the fields.
    expect(payButton()).toBeDisabled();
    expect(screen.getByRole('progressbar', { name: 'Loading the secure card fields' })).toBeInTheDocument();
    await loadCollectJs();
    expect(collect.configure).toHaveBeenCalledTimes(1);
    const { fields, variant } = collect.config();
    expect(variant).toBe('inline');
    expect(fields).toEqual({
      ccnumber: expect.objectContaining({ selector: '#ccnumber' }),
      ccexp: expect.objectContaining({ selector: '#ccexp' }),
      cvv: expect.objectContaining({ selector: '#cvv' }),
    });
    // Each container is named by its visible label; the stand-in drew its fields into them.
    for (const label of ['Card number', 'Expiration date', 'Security code']) {
      expect(screen.getByText(label, { selector: 'span' })).toBeVisible();
      expect(within(screen.getByRole('group', { name: label })).getByRole('textbox')).toBeInTheDocument();
    }
    expect(payButton()).toBeEnabled();
    expect(screen.queryByRole('progressbar', { name: 'Loading the secure card fields' })).not.toBeInTheDocument();

    await userEvent.click(payButton());
    expect(collect.startPaymentRequest).toHaveBeenCalledTimes(1);
    // While Collect.js and the server work: a spinner in the button, a status, and no second request.
    expect(payButton()).toBeDisabled();
    expect(within(payButton()).getByRole('progressbar')).toBeInTheDocument();
    expect(screen.getByText('Sending the payment… Do not close this page.')).toBeInTheDocument();
    fireEvent.submit(screen.getByRole('form', { name: 'Card payment' }));
    expect(collect.startPaymentRequest).toHaveBeenCalledTimes(1);
    act(() => collect.config().callback({ token: 'tok-approved-0001', card: { number: '411111******1111' } }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/panel/payment-success'));
    expect(router.state.location.search).toBe('?order=42');
    expect(pay.result).toHaveBeenCalledTimes(1);
  });

  it("a declined card: the server's message in an alert that takes the focus, nothing else changes, and Pay works again", async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const collect = installCollectJs(['tok-declined-0001', 'tok-approved-0002']);
    const declined = payMock('tok-declined-0001', 'declined');
    const approved = payMock('tok-approved-0002', 'active');
    const { router } = renderScreen(<CardPaymentPage />, { path: PATH, url: URL, mocks: [cardForm(), declined.mock, approved.mock] });
    await screen.findByRole('table', { name: 'Order summary' });
    await loadCollectJs();

    await userEvent.click(payButton());
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The payment did not go through');
    expect(alert).toHaveTextContent('The card was declined (DECLINE).');
    expect(alert).toHaveTextContent('Nothing was charged.');
    await waitFor(() => expect(alert).toHaveFocus());
    expect(declined.result).toHaveBeenCalledTimes(1);
    expect(router.state.location.pathname).toBe(URL);
    // The form is still there and usable: the next Pay asks Collect.js for a new token.
    expect(screen.getByRole('group', { name: 'Card number' })).toBeInTheDocument();
    expect(payButton()).toBeEnabled();

    await userEvent.click(payButton());
    expect(collect.startPaymentRequest).toHaveBeenCalledTimes(2);
    await waitFor(() => expect(router.state.location.pathname).toBe('/panel/payment-success'));
    expect(approved.result).toHaveBeenCalledTimes(1);
  });

  it('shows what Collect.js finds wrong under the field, and the server refusing a second payment in the alert', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const collect = installCollectJs([]);
    const busy = payMock('tok-busy-0001', 'busy');
    renderScreen(<CardPaymentPage />, { path: PATH, url: URL, mocks: [cardForm(), busy.mock] });
    await screen.findByRole('table', { name: 'Order summary' });
    await loadCollectJs();

    await userEvent.click(payButton());
    expect(await screen.findByText('Card number is invalid')).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Card number' })).toHaveAccessibleDescription('Card number is invalid');
    expect(payButton()).toBeEnabled();
    // The field corrected (Collect.js reports it valid) clears the message.
    act(() => collect.config().validationCallback?.('ccnumber', true, 'Success'));
    expect(screen.queryByText('Card number is invalid')).not.toBeInTheDocument();

    act(() => collect.config().callback({ token: 'tok-busy-0001' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('A payment of this order is already under way.');
    expect(busy.result).toHaveBeenCalledTimes(1);
  });

  it('loads the script once: a second visit finds Collect.js loaded and draws the fields again', async () => {
    const collect = installCollectJs([]);
    const first = renderScreen(<CardPaymentPage />, { path: PATH, url: URL, mocks: [cardForm()] });
    await screen.findByRole('table', { name: 'Order summary' });
    await loadCollectJs();
    expect(payButton()).toBeEnabled();
    first.unmount();
    expect(collectScripts()).toHaveLength(1);

    renderScreen(<CardPaymentPage />, { path: PATH, url: URL, mocks: [cardForm()] });
    await waitFor(() => expect(collect.configure).toHaveBeenCalledTimes(2));
    expect(payButton()).toBeEnabled();
    expect(collectScripts()).toHaveLength(1);
  });

  it('says so when Collect.js cannot be loaded', async () => {
    renderScreen(<CardPaymentPage />, { path: PATH, url: URL, mocks: [cardForm()] });
    await screen.findByRole('table', { name: 'Order summary' });
    await waitFor(() => expect(collectScripts()).toHaveLength(1));
    act(() => {
      collectScripts()[0].dispatchEvent(new Event('error'));
    });
    expect(await screen.findByText('The card form cannot be loaded')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Pay / })).not.toBeInTheDocument();
    // Taken away, so that the next visit tries again.
    expect(collectScripts()).toHaveLength(0);
  });

  it('an order that is not pending shows its status and links to the order, with no card fields', async () => {
    renderScreen(<CardPaymentPage />, { path: PATH, url: URL, mocks: [cardForm('active', false)] });
    expect(await screen.findByText('Order #42: Active')).toBeInTheDocument();
    expect(screen.getByText('One-time payment')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Order #42' })).toHaveAttribute('href', '/panel/orders/42');
    expect(screen.queryByRole('button', { name: /^Pay / })).not.toBeInTheDocument();
    expect(collectScripts()).toHaveLength(0);
  });

  it("someone else's order (NOT_FOUND) is not found", async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderScreen(<CardPaymentPage />, {
      path: PATH,
      url: URL,
      mocks: [
        {
          request: { query: CardPaymentFormQuery, variables: { orderId: 42 } },
          result: { errors: [{ message: 'Unknown order.', extensions: { code: 'NOT_FOUND' } }] },
        },
      ],
    });
    expect(await screen.findByText(/There is no card payment to make for this order/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Subscriptions' })).toHaveAttribute('href', '/panel/orders');
  });
});

describe('card payment form with 3-D Secure (docs/payments.md "3-D Secure")', () => {
  const bankSection = () => screen.queryByRole('region', { name: 'Confirm with your bank' });

  it("the gate asks for it: Gateway.js authenticates Collect.js's token with the bank, and the payment carries the outcome", async () => {
    const collect = installCollectJs(['tok-3ds-0001']);
    const { authentications } = installGateway();
    const pay = payMock('tok-3ds-0001', 'active', {
      cavv: AUTHENTICATED.cavv,
      eci: AUTHENTICATED.eci,
      cardHolderAuth: AUTHENTICATED.cardHolderAuth,
      threeDsVersion: AUTHENTICATED.threeDsVersion,
      directoryServerId: AUTHENTICATED.directoryServerId,
    });
    const { router } = renderScreen(<CardPaymentPage />, { path: PATH, url: URL, mocks: [cardForm('pending', true, true), pay.mock] });
    await screen.findByRole('table', { name: 'Order summary' });
    await loadCollectJs();
    // Pay waits for Gateway.js too.
    expect(payButton()).toBeDisabled();
    await loadGatewayJs();
    expect(payButton()).toBeEnabled();
    expect(bankSection()).not.toBeInTheDocument();

    await userEvent.click(payButton());
    expect(collect.startPaymentRequest).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(authentications).toHaveLength(1));
    const [auth] = authentications;
    expect(auth.key).toBe(TOKENIZATION_KEY);
    expect(auth.options).toEqual({ paymentToken: 'tok-3ds-0001', currency: 'USD', amount: '19.80' });
    expect(auth.started).toHaveBeenCalledWith('#threeDSMountPoint');
    // The section the bank's challenge is drawn into, named by its heading; the button stays busy meanwhile.
    const section = bankSection()!;
    expect(section).toBeVisible();
    expect(within(section).getByRole('heading', { name: 'Confirm with your bank' })).toBeInTheDocument();
    expect(section.querySelector('#threeDSMountPoint')).not.toBeNull();
    expect(payButton()).toBeDisabled();
    expect(within(payButton()).getByRole('progressbar')).toBeInTheDocument();
    expect(screen.getByText('Waiting for your bank to confirm the payment… Do not close this page.')).toBeInTheDocument();

    // The bank challenges: the focus goes to it.
    auth.emit('challenge', {});
    expect(section).toHaveFocus();
    expect(pay.result).not.toHaveBeenCalled();

    auth.emit('complete', AUTHENTICATED);
    await waitFor(() => expect(router.state.location.pathname).toBe('/panel/payment-success'));
    // The authentication's values, without the empty xid (the mock matches the variables exactly).
    expect(pay.result).toHaveBeenCalledTimes(1);
  });

  it('a cancelled or failed authentication sends nothing, says so in an alert, and Pay starts again with a new token', async () => {
    const collect = installCollectJs(['tok-3ds-0002', 'tok-3ds-0003', 'tok-3ds-0004']);
    const { authentications } = installGateway();
    const never = [payMock('tok-3ds-0002', 'active'), payMock('tok-3ds-0003', 'active')];
    const approved = payMock('tok-3ds-0004', 'active', {
      cavv: AUTHENTICATED.cavv,
      xid: 'MDAwMDAwMDAwMDAwMDAwMzIyNzY=',
      eci: '06',
      cardHolderAuth: 'attempted',
      threeDsVersion: '2.1.0',
    });
    const { router } = renderScreen(<CardPaymentPage />, {
      path: PATH,
      url: URL,
      mocks: [cardForm('pending', true, true), ...never.map((m) => m.mock), approved.mock],
    });
    await screen.findByRole('table', { name: 'Order summary' });
    await loadCollectJs();
    await loadGatewayJs();

    // The buyer cancels the bank's challenge.
    await userEvent.click(payButton());
    await waitFor(() => expect(authentications).toHaveLength(1));
    authentications[0].emit('challenge', {});
    authentications[0].emit('failure', { message: 'The authentication was cancelled.' });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The bank did not confirm this payment. Nothing was charged.');
    await waitFor(() => expect(alert).toHaveFocus());
    expect(bankSection()).not.toBeInTheDocument();
    expect(payButton()).toBeEnabled();
    expect(router.state.location.pathname).toBe(URL);

    // Gateway.js cannot run the authentication: the same.
    await userEvent.click(payButton());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await waitFor(() => expect(authentications).toHaveLength(2));
    expect(authentications[1].options.paymentToken).toBe('tok-3ds-0003');
    authentications[1].emit('error', { message: 'Gateway.js could not start' });
    expect(await screen.findByRole('alert')).toHaveTextContent('The bank did not confirm this payment.');
    // A late event of an ended authentication changes nothing.
    authentications[1].emit('complete', AUTHENTICATED);
    for (const m of never) expect(m.result).not.toHaveBeenCalled();

    // A third try, with a new token, is authenticated (xid given this time) and paid.
    await userEvent.click(payButton());
    expect(collect.startPaymentRequest).toHaveBeenCalledTimes(3);
    await waitFor(() => expect(authentications).toHaveLength(3));
    authentications[2].emit('complete', {
      cavv: AUTHENTICATED.cavv,
      xid: 'MDAwMDAwMDAwMDAwMDAwMzIyNzY=',
      eci: '06',
      cardHolderAuth: 'attempted',
      threeDsVersion: '2.1.0',
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/panel/payment-success'));
    expect(approved.result).toHaveBeenCalledTimes(1);
    for (const m of never) expect(m.result).not.toHaveBeenCalled();
  });

  it('the gate does not ask for it: Gateway.js is not loaded and the token is paid at once', async () => {
    installCollectJs(['tok-plain-0001']);
    const gateway = installGateway();
    const pay = payMock('tok-plain-0001', 'active');
    const { router } = renderScreen(<CardPaymentPage />, { path: PATH, url: URL, mocks: [cardForm('pending', true, false), pay.mock] });
    await screen.findByRole('table', { name: 'Order summary' });
    await loadCollectJs();
    expect(payButton()).toBeEnabled();
    await userEvent.click(payButton());
    await waitFor(() => expect(router.state.location.pathname).toBe('/panel/payment-success'));
    expect(pay.result).toHaveBeenCalledTimes(1);
    expect(gatewayScripts()).toHaveLength(0);
    expect(gateway.gateway.create).not.toHaveBeenCalled();
  });

  it('says so when Gateway.js cannot be loaded', async () => {
    installCollectJs([]);
    renderScreen(<CardPaymentPage />, { path: PATH, url: URL, mocks: [cardForm('pending', true, true)] });
    await screen.findByRole('table', { name: 'Order summary' });
    await loadCollectJs();
    await waitFor(() => expect(gatewayScripts()).toHaveLength(1));
    act(() => {
      gatewayScripts()[0].dispatchEvent(new Event('error'));
    });
    expect(await screen.findByText('The card form cannot be loaded')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Pay / })).not.toBeInTheDocument();
  });
});
