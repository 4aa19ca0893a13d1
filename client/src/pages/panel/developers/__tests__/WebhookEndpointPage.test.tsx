import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphqlError, type FakeRequest } from '@/testing/fake-graphql';
import { renderApp, testUser } from '@/testing/render-app';
import { webhookEndpoint } from './webhook-fixtures';

// One webhook endpoint — its delivery log (newest first, paginated, Redeliver per attempt), a test
// event, rotating the signing secret after a confirmation, editing, deleting; a disabled endpoint says why.

const NEW_SECRET = 'whsec_2bX0cQ1v8m3sN7kP5rT9yW4zA6dF8hJ0';

function delivery(id: number, extra: Record<string, unknown> = {}) {
  return {
    __typename: 'WebhookDelivery' as const,
    id,
    endpointId: 5,
    eventId: `evt_${id}`,
    eventType: 'order.paid',
    attempt: 1,
    status: 'succeeded',
    statusCode: 200 as number | null,
    durationMs: 87 as number | null,
    error: null as string | null,
    nextRetryAt: null as string | null,
    createdAt: '2026-11-20T10:00:00Z',
    ...extra,
  };
}

const deliveryPage = (items: ReturnType<typeof delivery>[], total = items.length, page = 1) => ({
  data: { webhookDeliveries: { __typename: 'WebhookDeliveryPage', items, total, page, limit: 20 } },
});

function endpointHandler(endpoint: ReturnType<typeof webhookEndpoint>) {
  return () => ({ data: { webhookEndpoint: endpoint } });
}

describe('A webhook endpoint (/panel/developers/webhooks/:id)', () => {
  it('shows the delivery log newest first with every attempt’s facts, a page at a time', async () => {
    const { requests } = renderApp('/panel/developers/webhooks/5', {
      user: testUser(),
      handlers: {
        WebhookEndpoint: endpointHandler(
          webhookEndpoint(5, { events: ['order.paid', 'project.expired'], lastDeliveryAt: '2026-11-20T10:05:00Z' }),
        ),
        WebhookDeliveries: () =>
          deliveryPage(
            [
              delivery(12, {
                createdAt: '2026-11-20T10:05:00Z',
                eventType: 'project.expired',
                attempt: 3,
                status: 'failed',
                statusCode: 503,
                durationMs: 1204,
                error: 'Service Unavailable',
                nextRetryAt: '2026-11-20T12:05:00Z',
              }),
              delivery(11, { createdAt: '2026-11-20T10:00:00Z' }),
            ],
            45,
          ),
      },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Webhook endpoint' })).toBeInTheDocument();
    expect(screen.getByText('https://hooks.example.com/5')).toBeInTheDocument();
    expect(screen.getByText('project.expired', { selector: '.MuiChip-label' })).toBeInTheDocument();
    const log = await screen.findByRole('table', { name: 'Deliveries' });
    const [head, failed, ok] = within(log).getAllByRole('row');
    expect(
      within(head!)
        .getAllByRole('columnheader')
        .map((c) => c.textContent),
    ).toEqual(['Time', 'Event', 'Event id', 'Attempt', 'Status', 'Code', 'Duration', 'Error', 'Next retry', 'Actions']);
    expect(
      within(failed!)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual([
      '2026-11-20 10:05',
      'project.expired2026-11-20 10:05 · HTTP 503 · 1,204 ms · Service Unavailable',
      'evt_12',
      '3',
      'Failed',
      '503',
      '1,204 ms',
      'Service Unavailable',
      '2026-11-20 12:05',
      'Redeliver',
    ]);
    expect(within(ok!).getByText('Succeeded')).toBeInTheDocument();
    expect(within(ok!).getByText('2026-11-20 10:00')).toBeInTheDocument();
    expect(within(ok!).getByRole('button', { name: 'Redeliver order.paid evt_11' })).toBeInTheDocument();
    // At 390 px only event, status and the action stay; the time, code, duration and error move under the event.
    expect(within(failed!).getByText('2026-11-20 10:05 · HTTP 503 · 1,204 ms · Service Unavailable')).toBeInTheDocument();

    const pages = screen.getByRole('navigation', { name: 'Delivery log pages' });
    expect(within(pages).getByRole('link', { name: 'Page 3' })).toHaveAttribute('href', '/panel/developers/webhooks/5?page=3');
    await userEvent.setup().click(within(pages).getByRole('link', { name: 'Page 2' }));
    await waitFor(() => expect(requests.filter((r) => r.operationName === 'WebhookDeliveries').map((r) => r.variables.page)).toContain(2));
    expect(requests.find((r) => r.operationName === 'WebhookDeliveries')!.variables).toEqual({ endpointId: 5, page: 1, limit: 20 });
  });

  it('sends a test event and redelivers an attempt, then shows them in the log', async () => {
    let items = [delivery(11, { status: 'failed', statusCode: 500, error: 'Internal Server Error' })];
    const tested: unknown[] = [];
    const redelivered: unknown[] = [];
    renderApp('/panel/developers/webhooks/5', {
      user: testUser(),
      handlers: {
        WebhookEndpoint: endpointHandler(webhookEndpoint(5)),
        WebhookDeliveries: () => deliveryPage(items),
        TestWebhookEndpoint: ({ variables }: FakeRequest) => {
          tested.push(variables.id);
          const d = delivery(20, { eventType: 'webhook.test', eventId: 'evt_test', createdAt: '2026-11-26T12:00:00Z' });
          items = [d, ...items];
          return { data: { testWebhookEndpoint: d } };
        },
        RedeliverWebhookDelivery: ({ variables }: FakeRequest) => {
          redelivered.push(variables.id);
          const d = delivery(21, { eventId: 'evt_11', attempt: 2, createdAt: '2026-11-26T12:01:00Z' });
          items = [d, ...items];
          return { data: { redeliverWebhookDelivery: d } };
        },
      },
    });
    const user = userEvent.setup();
    await screen.findByRole('table', { name: 'Deliveries' });
    await user.click(screen.getByRole('button', { name: 'Send test event' }));
    expect(await screen.findByText('A webhook.test event (evt_test) is on its way: its delivery shows in the log.')).toBeInTheDocument();
    expect(tested).toEqual([5]);
    const log = screen.getByRole('table', { name: 'Deliveries' });
    await waitFor(() => expect(within(log).getAllByRole('row')[1]).toHaveTextContent('webhook.test'));

    await user.click(within(log).getByRole('button', { name: 'Redeliver order.paid evt_11' }));
    expect(await screen.findByText('Event evt_11 is sent again, with the same webhook-id.')).toBeInTheDocument();
    expect(redelivered).toEqual([11]);
    await waitFor(() => expect(within(log).getAllByRole('row')).toHaveLength(4));
    expect(within(within(log).getAllByRole('row')[1]!).getAllByRole('cell')[3]).toHaveTextContent('2');
  });

  it('rotates the secret only after the confirmation, reveals the new one and says how long the old one signs', async () => {
    const rotated: unknown[] = [];
    renderApp('/panel/developers/webhooks/5', {
      user: testUser(),
      handlers: {
        WebhookEndpoint: endpointHandler(webhookEndpoint(5)),
        WebhookDeliveries: () => deliveryPage([]),
        RotateWebhookEndpointSecret: ({ variables }: FakeRequest) => {
          rotated.push(variables.id);
          return {
            data: {
              rotateWebhookEndpointSecret: {
                __typename: 'CreatedWebhookEndpoint',
                secret: NEW_SECRET,
                webhookEndpoint: {
                  __typename: 'WebhookEndpoint',
                  id: 5,
                  previousSecretExpiresAt: '2099-11-27T12:00:00Z',
                  updatedAt: '2099-11-26T12:00:00Z',
                },
              },
            },
          };
        },
      },
    });
    const user = userEvent.setup();
    expect(await screen.findByText('No deliveries yet. Send a test event to try the endpoint.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Rotate secret' }));
    let confirm = screen.getByRole('dialog', { name: 'Rotate the signing secret?' });
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(rotated).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Rotate secret' }));
    confirm = screen.getByRole('dialog', { name: 'Rotate the signing secret?' });
    await user.click(within(confirm).getByRole('button', { name: 'Rotate secret' }));
    const reveal = await screen.findByRole('dialog', { name: 'Your new signing secret' });
    expect(rotated).toEqual([5]);
    expect(within(reveal).getByRole('textbox', { name: 'Signing secret' })).toHaveValue(NEW_SECRET);
    expect(
      within(reveal).getByText(
        'The old secret keeps signing deliveries beside the new one until 2099-11-27 12:00: switch your receiver to the new secret before then.',
      ),
    ).toBeInTheDocument();
    await user.click(within(reveal).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByText('The previous signing secret also signs deliveries until 2099-11-27 12:00.')).toBeInTheDocument();
    expect(document.body.textContent).not.toContain(NEW_SECRET);
  });

  it('edits the events and switches the endpoint off; a disabled endpoint says why', async () => {
    const updates: unknown[] = [];
    renderApp('/panel/developers/webhooks/5', {
      user: testUser(),
      handlers: {
        WebhookEndpoint: endpointHandler(webhookEndpoint(5, { description: 'CRM' })),
        WebhookDeliveries: () => deliveryPage([]),
        WebhookEventTypes: () => ({ data: { webhookEventTypes: ['order.paid', 'balance.low'] } }),
        UpdateWebhookEndpoint: ({ variables }: FakeRequest) => {
          updates.push(variables);
          const input = variables.input as Record<string, unknown>;
          return {
            data: {
              updateWebhookEndpoint: {
                ...webhookEndpoint(5, { ...input, disabledAt: '2026-11-26T12:00:00Z', disabledReason: 'Switched off by its owner.' }),
                updatedAt: '2026-11-26T12:00:00Z',
              },
            },
          };
        },
      },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Edit' }));
    const form = screen.getByRole('dialog', { name: 'Edit the webhook endpoint' });
    expect(within(form).getByRole('textbox', { name: 'Endpoint URL' })).toHaveValue('https://hooks.example.com/5');
    expect(within(form).getByRole('textbox', { name: 'Description' })).toHaveValue('CRM');
    expect(await within(form).findByRole('checkbox', { name: /order\.paid/ })).toBeChecked();
    await user.click(within(form).getByRole('checkbox', { name: /balance\.low/ }));
    await user.click(within(form).getByRole('switch', { name: /Enabled/ }));
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The endpoint is saved.')).toBeInTheDocument();
    expect(updates).toEqual([
      { id: 5, input: { url: 'https://hooks.example.com/5', description: 'CRM', events: ['order.paid', 'balance.low'], enabled: false } },
    ]);
    expect(
      await screen.findByText(/No events are sent to this endpoint since 2026-11-26 12:00: Switched off by its owner\./),
    ).toBeInTheDocument();
    expect(screen.getByText('Disabled')).toBeInTheDocument();
  });

  it('deletes the endpoint after the confirmation and goes back to the list', async () => {
    const deleted: unknown[] = [];
    renderApp('/panel/developers/webhooks/5', {
      user: testUser(),
      handlers: {
        WebhookEndpoint: endpointHandler(webhookEndpoint(5)),
        WebhookDeliveries: () => deliveryPage([]),
        DeleteWebhookEndpoint: ({ variables }: FakeRequest) => {
          deleted.push(variables.id);
          return { data: { deleteWebhookEndpoint: true } };
        },
        WebhookEndpoints: () => ({
          data: { webhookEndpoints: { __typename: 'WebhookEndpointPage', items: [], total: 0, page: 1, limit: 20 } },
        }),
      },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Delete this endpoint?' })).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('The endpoint https://hooks.example.com/5 is deleted: it receives no more events.')).toBeInTheDocument();
    expect(deleted).toEqual([5]);
    expect(await screen.findByText('No webhook endpoints yet. Add one to receive events at your own URL.')).toBeInTheDocument();
  });

  it('says when the endpoint is not the user’s', async () => {
    renderApp('/panel/developers/webhooks/99', {
      user: testUser(),
      handlers: { WebhookEndpoint: () => graphqlError('Not found', 'NOT_FOUND') },
    });
    expect(await screen.findByText(/This webhook endpoint does not exist or is not yours\./)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to your endpoints' })).toHaveAttribute('href', '/panel/developers/webhooks');
  });

  it('says when the delivery log cannot be loaded, and retries', async () => {
    let calls = 0;
    renderApp('/panel/developers/webhooks/5', {
      user: testUser(),
      handlers: {
        WebhookEndpoint: endpointHandler(webhookEndpoint(5)),
        WebhookDeliveries: () =>
          ++calls === 1 ? graphqlError('Internal server error', 'INTERNAL_SERVER_ERROR', 500) : deliveryPage([delivery(3)]),
      },
    });
    expect(await screen.findByText('The delivery log cannot be loaded right now.')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('evt_3')).toBeInTheDocument();
  });
});
