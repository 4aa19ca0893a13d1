import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphqlError, type FakeRequest } from '@/testing/fake-graphql';
import { renderApp, testUser } from '@/testing/render-app';

// The Developers section — API keys listed, created with scopes and expiry, the secret revealed
// once with a copy button, revoked after a confirmation; loading, empty and error states.

const SECRET = 'tg_0123456789abcdefghijklmnopqrstuvwxyzABCDEFGabc123';

function apiKey(id: number, extra: Record<string, unknown> = {}) {
  return {
    __typename: 'ApiKey' as const,
    id,
    name: `Key ${id}`,
    prefix: 'tg_01234567',
    scopes: ['projects:read'],
    createdAt: '2026-11-01T09:00:00Z',
    expiresAt: null as string | null,
    lastUsedAt: null as string | null,
    revokedAt: null as string | null,
    ...extra,
  };
}

const keyPage = (items: ReturnType<typeof apiKey>[]) => ({ data: { apiKeys: { __typename: 'ApiKeyPage', items, total: items.length } } });

describe('Developers (/panel/developers)', () => {
  it('is in the panel sidebar and shows the empty state', async () => {
    renderApp('/panel/developers', { user: testUser(), handlers: { ApiKeys: () => keyPage([]) } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Developers' })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'User panel' });
    expect(within(nav).getByRole('link', { name: 'Developers' })).toHaveAttribute('href', '/panel/developers');
    expect(await screen.findByText('No API keys yet. Create one to connect your own systems.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'API reference' })).toHaveAttribute('href', '/api/docs');
  });

  it('says when the keys cannot be loaded, and retries', async () => {
    let calls = 0;
    renderApp('/panel/developers', {
      user: testUser(),
      handlers: {
        ApiKeys: () => (++calls === 1 ? graphqlError('Internal server error', 'INTERNAL_SERVER_ERROR', 500) : keyPage([apiKey(3)])),
      },
    });
    expect(await screen.findByText('Your API keys cannot be loaded right now.')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Key 3')).toBeInTheDocument();
  });

  it('lists keys with their prefix, scopes and state, and revokes only after the confirmation', async () => {
    const revoked: number[] = [];
    renderApp('/panel/developers', {
      user: testUser(),
      handlers: {
        ApiKeys: () =>
          keyPage([
            apiKey(2, {
              name: 'CRM sync',
              scopes: ['projects:read', 'billing:read'],
              lastUsedAt: '2026-11-20T10:30:00Z',
              expiresAt: '2099-01-01T00:00:00Z',
            }),
            apiKey(1, { name: 'Old script', revokedAt: '2026-11-10T00:00:00Z' }),
          ]),
        RevokeApiKey: ({ variables }: FakeRequest) => {
          revoked.push(variables.id as number);
          return { data: { revokeApiKey: { __typename: 'ApiKey', id: variables.id, revokedAt: '2026-11-26T12:00:00Z' } } };
        },
      },
    });
    const table = await screen.findByRole('table', { name: 'API keys' });
    const [, crm, old] = within(table).getAllByRole('row');
    expect(within(crm).getByText('tg_01234567…')).toBeInTheDocument();
    expect(within(crm).getByText('projects:read, billing:read')).toBeInTheDocument();
    expect(within(crm).getByText('Active')).toBeInTheDocument();
    expect(within(crm).getByText('2099-01-01')).toBeInTheDocument();
    expect(within(old).getByText('Revoked')).toBeInTheDocument();
    expect(within(old).queryByRole('button', { name: /Revoke/ })).not.toBeInTheDocument();

    const user = userEvent.setup();
    await user.click(within(crm).getByRole('button', { name: 'Revoke CRM sync' }));
    const dialog = screen.getByRole('dialog', { name: 'Revoke the key "CRM sync"?' });
    await user.click(within(dialog).getByRole('button', { name: 'Keep the key' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(revoked).toEqual([]);

    await user.click(within(crm).getByRole('button', { name: 'Revoke CRM sync' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Revoke' }));
    expect(await screen.findByText('The key "CRM sync" is revoked: requests made with it are refused from now on.')).toBeInTheDocument();
    expect(revoked).toEqual([2]);
    // The answer updates the row in the cache.
    await waitFor(() => expect(within(crm).getByText('Revoked')).toBeInTheDocument());
  });

  it('creates a key with scopes and expiry, reveals the secret once with a copy button', async () => {
    const created: Record<string, unknown>[] = [];
    let listed: ReturnType<typeof apiKey>[] = [];
    renderApp('/panel/developers', {
      user: testUser(),
      handlers: {
        ApiKeys: () => keyPage(listed),
        CreateApiKey: ({ variables }: FakeRequest) => {
          const input = variables.input as Record<string, unknown>;
          created.push(input);
          if (!input.name) return graphqlError('name: must not be empty', 'BAD_USER_INPUT');
          const key = apiKey(9, { name: input.name, scopes: input.scopes, expiresAt: input.expiresAt });
          listed = [key];
          return { data: { createApiKey: { __typename: 'CreatedApiKey', secret: SECRET, apiKey: key } } };
        },
      },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Create API key' }));
    const form = screen.getByRole('dialog', { name: 'Create an API key' });

    // Nothing is sent without a name or a scope.
    await user.click(within(form).getByRole('checkbox', { name: /projects:read/ }));
    await user.click(within(form).getByRole('button', { name: 'Create key' }));
    expect(within(form).getByText('Give the key a name.')).toBeInTheDocument();
    expect(within(form).getByText('Choose at least one scope.')).toBeInTheDocument();
    expect(created).toEqual([]);

    await user.type(within(form).getByRole('textbox', { name: 'Name' }), 'Reporting');
    await user.click(within(form).getByRole('checkbox', { name: /stats:read/ }));
    await user.click(within(form).getByRole('checkbox', { name: /billing:read/ }));
    await user.click(within(form).getByRole('combobox', { name: 'Expires after' }));
    await user.click(screen.getByRole('option', { name: 'Never' }));
    await user.click(within(form).getByRole('button', { name: 'Create key' }));

    const reveal = await screen.findByRole('dialog', { name: 'Your new API key' });
    expect(created).toEqual([{ name: 'Reporting', scopes: ['stats:read', 'billing:read'], expiresAt: null }]);
    expect(within(reveal).getByText('Copy the key now and keep it somewhere safe. It will not be shown again.')).toBeInTheDocument();
    expect(within(reveal).getByRole('textbox', { name: 'API key' })).toHaveValue(SECRET);
    await user.click(within(reveal).getByRole('button', { name: 'Copy the key' }));
    // user-event stands in for the browser's clipboard.
    expect(await navigator.clipboard.readText()).toBe(SECRET);
    expect(within(reveal).getByText('Copied to the clipboard.')).toBeInTheDocument();

    await user.click(within(reveal).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // The list shows the new key by its prefix; the secret is nowhere on the page any more.
    expect(await screen.findByText('Reporting')).toBeInTheDocument();
    expect(document.body.textContent).not.toContain(SECRET);
  });

  it('shows the server’s refusal in the form', async () => {
    renderApp('/panel/developers', {
      user: testUser(),
      handlers: {
        ApiKeys: () => keyPage([]),
        CreateApiKey: () => ({
          body: {
            errors: [
              {
                message: 'At most 50 active keys; revoke one first.',
                extensions: {
                  code: 'BAD_USER_INPUT',
                  violations: [{ propertyPath: '', message: 'At most 50 active keys; revoke one first.' }],
                },
              },
            ],
          },
        }),
      },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Create API key' }));
    const form = screen.getByRole('dialog', { name: 'Create an API key' });
    await user.type(within(form).getByRole('textbox', { name: 'Name' }), 'One too many');
    await user.click(within(form).getByRole('button', { name: 'Create key' }));
    expect(await within(form).findByText('At most 50 active keys; revoke one first.')).toBeInTheDocument();
  });
});
