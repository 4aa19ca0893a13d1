import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { OrderPaymentStatusQuery, STATUS_POLL_MS, STILL_PROCESSING_AFTER_MS } from '@/features/billing/useOrderPaymentStatus';
import { TOKEN_STORAGE_KEY } from '@/lib/auth-token';
import { CancelledOrderQuery, PaymentCancelPage, PaypalCancelPage } from '../PaymentCancelPage';
import { CardPaymentEntryPage, PaypalEntryPage } from '../PaymentMethodEntryPage';
import { PaymentSuccessPage } from '../PaymentSuccessPage';
import { PaypalConfirmPage } from '../PaypalConfirmPage';
import { renderScreen } from './render-screen';

function order(status: string) {
  return {
    __typename: 'Order' as const,
    id: 42,
    status,
    quantity: 2,
    amountMinor: 1980,
    currency: 'USD',
    package: { __typename: 'Package' as const, id: 1, name: 'Website Traffic', code: 'website-traffic' },
  };
}

/** The order's status as the server answers it, read after read; the last one repeats. */
function statusMock(statuses: string[]) {
  const reads = jest.fn(() => ({ data: { order: order(statuses.length > 1 ? statuses.shift()! : statuses[0]) } }));
  return { reads, mock: { request: { query: OrderPaymentStatusQuery, variables: { id: 42 } }, result: reads, maxUsageCount: 1000 } };
}

// A read started by a timer is answered a moment later (the mock answers on its own timer): `tick` lets it land.
const tick = async (ms: number) => {
  await act(() => jest.advanceTimersByTimeAsync(ms));
  await act(() => jest.advanceTimersByTimeAsync(1));
};

describe('payment success (/panel/payment-success?order={id})', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('reads the status every 2 s with a progress bar until the order is paid, then links to Balance and Transactions', async () => {
    const { reads, mock } = statusMock(['pending', 'pending', 'active']);
    renderScreen(<PaymentSuccessPage />, { path: '/panel/payment-success', url: '/panel/payment-success?order=42', mocks: [mock] });
    await tick(0);
    expect(reads).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('progressbar', { name: 'Confirming your payment' })).toBeInTheDocument();
    await tick(STATUS_POLL_MS);
    expect(reads).toHaveBeenCalledTimes(2);
    expect(screen.queryByText('Thank you! Your payment went through.')).not.toBeInTheDocument();
    await tick(STATUS_POLL_MS);
    expect(reads).toHaveBeenCalledTimes(3);
    expect(screen.getByText('Thank you! Your payment went through.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Payment successful' })).toBeInTheDocument();
    expect(screen.getByText(/2 × Website Traffic \(\$19\.80\) is on your balance/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Balance' })).toHaveAttribute('href', '/panel/billing');
    expect(screen.getByRole('link', { name: 'Transaction history' })).toHaveAttribute('href', '/panel/transactions');
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    // Paid: nothing more is asked.
    await tick(STATUS_POLL_MS * 3);
    expect(reads).toHaveBeenCalledTimes(3);
  });

  it('says clearly that the payment is still processing after a minute, and can check again', async () => {
    const { reads, mock } = statusMock(['pending']);
    renderScreen(<PaymentSuccessPage />, { path: '/panel/payment-success', url: '/panel/payment-success?order=42', mocks: [mock] });
    await tick(STILL_PROCESSING_AFTER_MS - STATUS_POLL_MS);
    expect(screen.queryByText('Your payment is still being processed')).not.toBeInTheDocument();
    await tick(STATUS_POLL_MS);
    expect(screen.getByText('Your payment is still being processed')).toBeInTheDocument();
    expect(screen.getByText(/you will not be charged twice/)).toBeInTheDocument();
    const afterMinute = reads.mock.calls.length;
    expect(afterMinute).toBe(1 + STILL_PROCESSING_AFTER_MS / STATUS_POLL_MS);
    // It stops asking on its own…
    await tick(STATUS_POLL_MS * 5);
    expect(reads).toHaveBeenCalledTimes(afterMinute);
    // …and asks again on request.
    await userEvent.setup({ advanceTimers: jest.advanceTimersByTime }).click(screen.getByRole('button', { name: 'Check again' }));
    await tick(0);
    expect(reads.mock.calls.length).toBeGreaterThan(afterMinute);
  });

  it('says the payment did not go through when the order failed', async () => {
    const { mock } = statusMock(['failed']);
    renderScreen(<PaymentSuccessPage />, { path: '/panel/payment-success', url: '/panel/payment-success?order=42', mocks: [mock] });
    await tick(0);
    expect(screen.getByText('The payment did not go through')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Try again' })).toHaveAttribute('href', '/panel/billing/packages/website-traffic');
  });
});

describe('cancel pages (nothing was charged, try again)', () => {
  const cancelledOrder = {
    request: { query: CancelledOrderQuery, variables: { id: 42 } },
    result: {
      data: {
        order: {
          __typename: 'Order',
          id: 42,
          status: 'cancelled',
          paymentProvider: 'card',
          package: { __typename: 'Package', id: 2, name: 'Website Traffic 50k', code: 'website-traffic-50k' },
        },
      },
    },
  };

  it('/panel/payment-cancel says nothing was charged and leads back to the same package and method', async () => {
    renderScreen(<PaymentCancelPage />, { path: '/panel/payment-cancel', url: '/panel/payment-cancel?order=42', mocks: [cancelledOrder] });
    expect(screen.getByText('Nothing was charged')).toBeInTheDocument();
    expect(await screen.findByText(/The payment for Website Traffic 50k \(order #42\) was cancelled/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Try again' })).toHaveAttribute(
      'href',
      '/panel/billing/packages/website-traffic-50k?method=card',
    );
  });

  it('/panel/payment-cancel after a declined card says the payment did not go through, not that it was cancelled', async () => {
    const declined = { ...cancelledOrder, result: { data: { order: { ...cancelledOrder.result.data.order, status: 'failed' } } } };
    renderScreen(<PaymentCancelPage />, { path: '/panel/payment-cancel', url: '/panel/payment-cancel?order=42', mocks: [declined] });
    expect(await screen.findByText('The payment did not go through')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Payment declined' })).toBeInTheDocument();
    expect(
      screen.getByText(/Website Traffic 50k \(order #42\) was declined\. Nothing was charged and no credits were added/),
    ).toBeInTheDocument();
    expect(screen.queryByText(/was cancelled/)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Try again' })).toHaveAttribute(
      'href',
      '/panel/billing/packages/website-traffic-50k?method=card',
    );
  });

  it('/panel/billing/paypal/cancel retries with PayPal, and without an order offers the catalogue', async () => {
    renderScreen(<PaypalCancelPage />, { path: '/panel/billing/paypal/cancel', url: '/panel/billing/paypal/cancel' });
    expect(screen.getByText('Nothing was charged')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Try again' })).toHaveAttribute('href', '/panel/billing/packages');
  });
});

describe('card and PayPal entry routes (decision: entries into the one checkout)', () => {
  it.each([
    [CardPaymentEntryPage, '/panel/billing/commercegate?package=website-traffic', '/panel/billing/packages/website-traffic?method=card'],
    [CardPaymentEntryPage, '/panel/billing/commercegate', '/panel/billing/packages?method=card'],
    [CardPaymentEntryPage, '/panel/billing/commercegate?order=42', '/panel/payment-success?order=42'],
    [PaypalEntryPage, '/panel/billing/commercegate?package=pro', '/panel/billing/packages/pro?method=paypal'],
  ])('%p at %s goes to %s', async (Screen, url, target) => {
    renderScreen(<Screen />, { path: '/panel/billing/commercegate', url });
    expect(await screen.findByTestId('elsewhere')).toHaveTextContent(target);
  });
});

describe('PayPal agreement confirmation (/panel/billing/paypal/confirm-agreement; contracts "Return URLs")', () => {
  it('POSTs the order and PayPal subscription id with the bearer token once, then waits on the payment-success page', async () => {
    window.localStorage.setItem(TOKEN_STORAGE_KEY, 'test-token');
    const fetchMock = jest
      .spyOn(globalThis, 'fetch')
      .mockResolvedValue(new Response(JSON.stringify({ status: 'active' }), { status: 200 }));
    renderScreen(<PaypalConfirmPage />, {
      path: '/panel/billing/paypal/confirm-agreement',
      url: '/panel/billing/paypal/confirm-agreement?order=42&subscription_id=I-BW452GLLEP1G&ba_token=BA-1&token=EC-123',
    });
    expect(await screen.findByTestId('elsewhere')).toHaveTextContent('/panel/payment-success?order=42');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/payment/paypal/confirm');
    expect(init.method).toBe('POST');
    expect((init.headers as Record<string, string>).Authorization).toBe('Bearer test-token');
    expect(JSON.parse(String(init.body))).toEqual({ orderId: 42, subscriptionId: 'I-BW452GLLEP1G' });
  });

  it("shows the server's refusal and a way to try again", async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    jest.spyOn(globalThis, 'fetch').mockResolvedValue(
      new Response(JSON.stringify({ violations: [{ propertyPath: 'token', message: 'This PayPal approval has expired.' }] }), {
        status: 422,
      }),
    );
    renderScreen(<PaypalConfirmPage />, {
      path: '/panel/billing/paypal/confirm-agreement',
      url: '/panel/billing/paypal/confirm-agreement?order=42&subscription_id=I-BW452GLLEP1G&ba_token=BA-1&token=EC-123',
    });
    expect(await screen.findByText(/This PayPal approval has expired\./)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Try again' })).toHaveAttribute('href', '/panel/billing/packages');
  });

  it('sends nothing for an incomplete link', async () => {
    const fetchMock = jest.spyOn(globalThis, 'fetch');
    renderScreen(<PaypalConfirmPage />, {
      path: '/panel/billing/paypal/confirm-agreement',
      url: '/panel/billing/paypal/confirm-agreement?subscription_id=I-1',
    });
    expect(await screen.findByText(/This link is incomplete/)).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
