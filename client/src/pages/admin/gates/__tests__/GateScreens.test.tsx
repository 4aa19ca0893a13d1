/*
 * Admin gates (docs/product.md#screens-and-routes and docs/product.md#records): super admins only, the whole configuration as a form, a
 * live brand preview.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Role } from '@/lib/roles';
import type { FakeRequest } from '@/testing/fake-graphql';
import { renderApp, testGateConfig, testUser } from '@/testing/render-app';

jest.setTimeout(60_000);

const superAdmin = testUser([Role.SuperAdmin], { id: 1, login: 'root@example.com' });
const admin = testUser([Role.Admin], { id: 2, login: 'admin@example.com' });
const support = testUser([Role.Support], { id: 4, login: 'support@example.com' });

const gate = {
  __typename: 'Gate',
  id: 2,
  name: 'Blue brand',
  host: 'blue.example.com',
  description: 'Traffic for blue sites',
  enabled: true,
  isDefault: false,
  apiBase: '/api',
  config: {
    ...testGateConfig,
    prop: { ...testGateConfig.prop, siteName: 'Blue Traffic', logoText: { primary: 'BlueLogo', secondary: 'visits', short: 'BL' } },
  },
  updatedAt: '2026-11-01T10:00:00.000Z',
};

describe('admin gates access', () => {
  it.each([
    ['support', support],
    ['an admin', admin],
  ])('%s gets the 403 page on /admin/gates', async (_who, user) => {
    const { requests } = renderApp('/admin/gates', { user });
    expect(await screen.findByRole('heading', { name: 'Access denied' })).toBeInTheDocument();
    expect(requests.some((r) => r.operationName === 'AdminGates')).toBe(false);
  });

  it('a super admin sees the gates, filtered by host through the URL', async () => {
    const { router, requests } = renderApp('/admin/gates', {
      user: superAdmin,
      handlers: {
        AdminGates: () => ({
          data: { gates: { __typename: 'GatePage', items: [{ ...gate, createdAt: '2026-11-01T10:00:00.000Z' }], total: 1 } },
        }),
      },
    });
    const grid = await screen.findByRole('grid', { name: 'Gates' });
    expect(await within(grid).findByText('blue.example.com')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.type(within(screen.getByRole('form', { name: 'Filter gates' })).getByRole('searchbox', { name: 'Host' }), 'blue{Enter}');
    await waitFor(() => expect(router.state.location.search).toContain('host=blue'));
    await waitFor(() =>
      expect(requests.filter((r) => r.operationName === 'AdminGates').at(-1)?.variables).toMatchObject({ filter: { host: 'blue' } }),
    );
  });
});

describe('admin gate edit', () => {
  it('the preview follows the colour and logo fields before saving; Save sends the whole configuration', async () => {
    const updates: FakeRequest[] = [];
    renderApp('/admin/gates/2', {
      user: superAdmin,
      handlers: {
        AdminGate: () => ({ data: { gate } }),
        AdminUpdateGate: (req) => {
          updates.push(req);
          return { data: { updateGate: { ...gate, config: (req.variables.input as { config: unknown }).config } } };
        },
      },
    });
    const form = await screen.findByRole('form', { name: 'Gate' });
    const preview = screen.getByRole('region', { name: 'Brand preview' });
    await waitFor(() => expect(within(preview).getByTestId('preview-logo')).toHaveTextContent('BlueLogo'));
    expect(within(preview).getByTestId('preview-site-name')).toHaveTextContent('Blue Traffic');
    expect(within(preview).getByTestId('preview-button')).toHaveStyle({ backgroundColor: 'rgb(37, 99, 235)' });

    const user = userEvent.setup();
    const colour = within(form).getByRole('textbox', { name: 'Primary colour' });
    await user.clear(colour);
    await user.type(colour, '#dc2626');
    await waitFor(() => expect(within(preview).getByTestId('preview-button')).toHaveStyle({ backgroundColor: 'rgb(220, 38, 38)' }));
    expect(within(preview).getByTestId('preview-logo')).toHaveStyle({ color: 'rgb(220, 38, 38)' });
    const logo = within(form).getByRole('textbox', { name: /^Logo text/ });
    await user.clear(logo);
    await user.type(logo, 'RedLogo');
    expect(within(preview).getByTestId('preview-logo')).toHaveTextContent('RedLogo');
    await user.click(within(form).getByRole('checkbox', { name: /3-D Secure/ }));
    // Nothing is saved until Save.
    expect(updates).toHaveLength(0);

    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Gate saved')).toBeInTheDocument();
    const input = updates[0].variables.input as {
      config: {
        prop: { cssVars: Record<string, string>; logoText: { primary: string } };
        paymentMethods: string[];
        cardThreeDSecure: boolean;
      };
      host: string;
    };
    expect(input.config.cardThreeDSecure).toBe(true);
    expect(input.host).toBe('blue.example.com');
    expect(input.config.prop.cssVars['--primary-color']).toBe('#dc2626');
    expect(input.config.prop.logoText).toEqual({ primary: 'RedLogo', secondary: 'visits', short: 'BL' });
    expect(input.config.paymentMethods).toEqual(['card']);
  });

  it('refuses a colour the theme cannot use, and shows the server violation of a configuration path under its field', async () => {
    renderApp('/admin/gates/2', {
      user: superAdmin,
      handlers: {
        AdminGate: () => ({ data: { gate } }),
        AdminUpdateGate: () => ({
          body: {
            errors: [
              {
                message: 'config.prop.supportEmail: This value is not a valid email address.',
                extensions: {
                  code: 'BAD_USER_INPUT',
                  violations: [{ propertyPath: 'config.prop.supportEmail', message: 'This value is not a valid email address.' }],
                },
              },
            ],
          },
        }),
      },
    });
    const form = await screen.findByRole('form', { name: 'Gate' });
    await waitFor(() => expect(within(form).getByRole('textbox', { name: /^Site name/ })).toHaveValue('Blue Traffic'));
    const user = userEvent.setup();
    const colour = within(form).getByRole('textbox', { name: 'Primary colour' });
    await user.clear(colour);
    await user.type(colour, 'red');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText('Enter a colour such as #2563eb or rgb(37, 99, 235).')).toBeInTheDocument();
    await user.clear(colour);
    await user.type(colour, '#123456');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    const email = within(form).getByRole('textbox', { name: /^Support e-mail/ });
    await waitFor(() => expect(email).toHaveAccessibleDescription('This value is not a valid email address.'));
  });
});
