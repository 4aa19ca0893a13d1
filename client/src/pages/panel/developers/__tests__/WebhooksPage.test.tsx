import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphqlError, type FakeRequest } from '@/testing/fake-graphql';
import { renderApp, testUser } from '@/testing/render-app';
import { webhookEndpoint } from './webhook-fixtures';

// Webhook endpoints in the Developers section — listed with their state, added with the events they
// receive and the signing secret revealed once; loading, empty and error states; the server's violations under
// their fields.

const SECRET = 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw';
const EVENT_TYPES = [
  'order.paid',
  'order.refunded',
  'order.canceled',
  'project.created',
  'project.package_assigned',
  'project.expiring',
  'project.expired',
  'project.renewed',
  'balance.low',
];

const endpointPage = (items: ReturnType<typeof webhookEndpoint>[]) => ({
  data: { webhookEndpoints: { __typename: 'WebhookEndpointPage', items, total: items.length, page: 1, limit: 20 } },
});
const eventTypes = () => ({ data: { webhookEventTypes: EVENT_TYPES } });
const noDeliveries = () => ({
  data: { webhookDeliveries: { __typename: 'WebhookDeliveryPage', items: [], total: 0, page: 1, limit: 20 } },
});

describe('Webhooks (/panel/developers/webhooks)', () => {
  it('is the second tab of Developers and shows the empty state', async () => {
    renderApp('/panel/developers', {
      user: testUser(),
      handlers: {
        ApiKeys: () => ({ data: { apiKeys: { __typename: 'ApiKeyPage', items: [], total: 0 } } }),
        WebhookEndpoints: () => endpointPage([]),
      },
    });
    const tab = await screen.findByRole('tab', { name: 'Webhooks' });
    expect(screen.getByRole('tab', { name: 'API keys' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.setup().click(tab);
    expect(await screen.findByText('No webhook endpoints yet. Add one to receive events at your own URL.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Developers' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Webhooks' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('navigation', { name: 'Breadcrumb' })).toHaveTextContent('Webhooks');
  });

  it('says when the endpoints cannot be loaded, and retries', async () => {
    let calls = 0;
    renderApp('/panel/developers/webhooks', {
      user: testUser(),
      handlers: {
        WebhookEndpoints: () =>
          ++calls === 1 ? graphqlError('Internal server error', 'INTERNAL_SERVER_ERROR', 500) : endpointPage([webhookEndpoint(3)]),
      },
    });
    expect(await screen.findByText('Your webhook endpoints cannot be loaded right now.')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('link', { name: 'https://hooks.example.com/3' })).toBeInTheDocument();
  });

  it('lists endpoints with their events and state; a disabled one says why', async () => {
    renderApp('/panel/developers/webhooks', {
      user: testUser(),
      handlers: {
        WebhookEndpoints: () =>
          endpointPage([
            webhookEndpoint(2, { description: 'CRM', events: ['order.paid', 'balance.low'], lastDeliveryAt: '2026-11-20T10:30:00Z' }),
            webhookEndpoint(1, {
              enabled: false,
              disabledAt: '2026-11-10T00:00:00Z',
              disabledReason: 'Deliveries failed for 3 days (last: HTTP 500).',
            }),
          ]),
      },
    });
    const table = await screen.findByRole('table', { name: 'Webhook endpoints' });
    const [, crm, broken] = within(table).getAllByRole('row');
    expect(within(crm).getByRole('link', { name: 'https://hooks.example.com/2' })).toHaveAttribute('href', '/panel/developers/webhooks/2');
    expect(within(crm).getByText('CRM')).toBeInTheDocument();
    expect(within(crm).getByText('order.paid, balance.low')).toBeInTheDocument();
    expect(within(crm).getByText('2026-11-20 10:30')).toBeInTheDocument();
    expect(within(crm).getByText('Enabled')).toBeInTheDocument();
    expect(within(broken).getByText('Disabled')).toBeInTheDocument();
    expect(within(broken).getByText('Deliveries failed for 3 days (last: HTTP 500).')).toBeInTheDocument();
    expect(within(broken).getByText('Never')).toBeInTheDocument();
  });

  it('adds an endpoint with its events, reveals the signing secret once, then opens the endpoint', async () => {
    const created: Record<string, unknown>[] = [];
    let listed: ReturnType<typeof webhookEndpoint>[] = [];
    renderApp('/panel/developers/webhooks', {
      user: testUser(),
      handlers: {
        WebhookEndpoints: () => endpointPage(listed),
        WebhookEventTypes: eventTypes,
        CreateWebhookEndpoint: ({ variables }: FakeRequest) => {
          const input = variables.input as Record<string, unknown>;
          created.push(input);
          const endpoint = webhookEndpoint(9, { url: input.url, description: input.description, events: input.events });
          listed = [endpoint];
          return { data: { createWebhookEndpoint: { __typename: 'CreatedWebhookEndpoint', secret: SECRET, webhookEndpoint: endpoint } } };
        },
        WebhookEndpoint: ({ variables }: FakeRequest) => ({ data: { webhookEndpoint: listed.find((e) => e.id === variables.id) } }),
        WebhookDeliveries: noDeliveries,
      },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Add endpoint' }));
    const form = screen.getByRole('dialog', { name: 'Add a webhook endpoint' });
    await within(form).findByRole('checkbox', { name: /order\.paid/ });

    // Nothing is sent without a usable URL or an event.
    await user.type(within(form).getByRole('textbox', { name: 'Endpoint URL' }), 'ftp://hooks.example.com');
    await user.click(within(form).getByRole('button', { name: 'Add endpoint' }));
    expect(within(form).getByText('Enter an http:// or https:// address.')).toBeInTheDocument();
    expect(within(form).getByText('Choose at least one event.')).toBeInTheDocument();
    expect(created).toEqual([]);

    await user.clear(within(form).getByRole('textbox', { name: 'Endpoint URL' }));
    await user.type(within(form).getByRole('textbox', { name: 'Endpoint URL' }), 'https://crm.example.com/hooks');
    await user.type(within(form).getByRole('textbox', { name: 'Description' }), 'CRM');
    await user.click(within(form).getByRole('checkbox', { name: /order\.paid — An order is paid/ }));
    await user.click(within(form).getByRole('checkbox', { name: /project\.expired/ }));
    await user.click(within(form).getByRole('button', { name: 'Add endpoint' }));

    const reveal = await screen.findByRole('dialog', { name: "Your endpoint's signing secret" });
    expect(created).toEqual([{ url: 'https://crm.example.com/hooks', description: 'CRM', events: ['order.paid', 'project.expired'] }]);
    expect(
      within(reveal).getByText('Copy the signing secret now and keep it somewhere safe. It will not be shown again.'),
    ).toBeInTheDocument();
    expect(within(reveal).getByRole('textbox', { name: 'Signing secret' })).toHaveValue(SECRET);
    await user.click(within(reveal).getByRole('button', { name: 'Copy the secret' }));
    expect(await navigator.clipboard.readText()).toBe(SECRET);
    expect(within(reveal).getByText('Copied to the clipboard.')).toBeInTheDocument();

    await user.click(within(reveal).getByRole('button', { name: 'Done' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Webhook endpoint' })).toBeInTheDocument();
    expect(screen.getByText('https://crm.example.com/hooks')).toBeInTheDocument();
    expect(await screen.findByText('No deliveries yet. Send a test event to try the endpoint.')).toBeInTheDocument();
    expect(document.body.textContent).not.toContain(SECRET);
  });

  it('shows the server’s violation under its field, and a violation without a field in the form', async () => {
    const answers = [
      { propertyPath: 'url', message: 'Private, loopback and metadata addresses are not allowed.' },
      { propertyPath: '', message: 'At most 20 endpoints; delete one first.' },
    ];
    let call = 0;
    renderApp('/panel/developers/webhooks', {
      user: testUser(),
      handlers: {
        WebhookEndpoints: () => endpointPage([]),
        WebhookEventTypes: eventTypes,
        CreateWebhookEndpoint: () => {
          const v = answers[call++]!;
          return {
            body: { errors: [{ message: `${v.propertyPath}: ${v.message}`, extensions: { code: 'BAD_USER_INPUT', violations: [v] } }] },
          };
        },
      },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Add endpoint' }));
    const form = screen.getByRole('dialog', { name: 'Add a webhook endpoint' });
    await user.type(within(form).getByRole('textbox', { name: 'Endpoint URL' }), 'http://169.254.169.254/latest');
    await user.click(await within(form).findByRole('checkbox', { name: /balance\.low/ }));
    await user.click(within(form).getByRole('button', { name: 'Add endpoint' }));
    const url = within(form).getByRole('textbox', { name: 'Endpoint URL' });
    await waitFor(() => expect(url).toHaveAccessibleDescription('Private, loopback and metadata addresses are not allowed.'));
    expect(url).toHaveAttribute('aria-invalid', 'true');
    expect(within(form).queryByRole('alert')).not.toBeInTheDocument();

    await user.click(within(form).getByRole('button', { name: 'Add endpoint' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('At most 20 endpoints; delete one first.');
  });
});
