/*
 * /panel/profile and /panel/profile/edit: who the user is; display name; password change, after which
 * the server has ended every session so the user logs in again; e-mail change by a link to the new address;
 * account removal that says what happens, asks for the password, then ends the session at /.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getToken } from '@/lib/auth-token';
import { logger } from '@/lib/logger';
import type { FakeReply } from '@/testing/fake-graphql';
import { renderApp, testUser } from '@/testing/render-app';

beforeEach(() => {
  jest.spyOn(logger, 'error').mockImplementation(() => {});
});

function violation(propertyPath: string, message: string): FakeReply {
  return {
    body: {
      errors: [{ message: `${propertyPath}: ${message}`, extensions: { code: 'BAD_USER_INPUT', violations: [{ propertyPath, message }] } }],
    },
  };
}

const calls = (requests: { operationName: string; variables: Record<string, unknown> }[], name: string) =>
  requests.filter((r) => r.operationName === name);

describe('/panel/profile', () => {
  it('shows the name, e-mail, roles in words and whether the e-mail is verified', async () => {
    renderApp('/panel/profile', {
      user: testUser(['ROLE_VIP'], { displayName: 'Ann Example', login: 'ann@example.com', emailConfirmed: false }),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'My profile' })).toBeInTheDocument();
    const main = screen.getByRole('main');
    expect(main).toHaveTextContent('NameAnn Example');
    expect(main).toHaveTextContent('E-mailann@example.com');
    expect(main).toHaveTextContent('RolesVIP customer');
    expect(main).toHaveTextContent('E-mail verifiedNot yet');
    expect(screen.getByRole('link', { name: 'Settings' })).toHaveAttribute('href', '/panel/profile/edit');
  });

  it('a plain user is a customer', async () => {
    renderApp('/panel/profile', { user: testUser([]) });
    expect(await screen.findByText('Customer')).toBeInTheDocument();
    expect(screen.getByText('Yes')).toBeInTheDocument();
  });
});

describe('/panel/profile/edit', () => {
  it('saves the display name, and the profile shows it', async () => {
    const { requests, router } = renderApp('/panel/profile/edit', {
      user: testUser(),
      handlers: { UpdateDisplayName: () => ({ data: { updateProfile: { __typename: 'User', id: 7, displayName: 'New Name' } } }) },
    });
    const section = await screen.findByRole('region', { name: 'Your name' });
    const field = within(section).getByLabelText('Display name');
    expect(field).toHaveValue('Test User');
    const user = userEvent.setup();
    await user.clear(field);
    await user.type(field, '  New Name ');
    await user.click(within(section).getByRole('button', { name: 'Save name' }));
    await waitFor(() =>
      expect(calls(requests, 'UpdateDisplayName').map((r) => r.variables)).toEqual([{ input: { displayName: 'New Name' } }]),
    );
    expect(await screen.findByText('Your name has been saved.')).toBeInTheDocument();
    // The signed-in user is the same cached User: the profile page shows the new name without asking again.
    await act(() => router.navigate('/panel/profile'));
    expect(await screen.findByRole('heading', { level: 1, name: 'My profile' })).toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveTextContent('NameNew Name');
    expect(calls(requests, 'CurrentUser')).toHaveLength(1);
  });

  it('changes the password with the current one, then sends the user to log in again', async () => {
    const { requests, router } = renderApp('/panel/profile/edit', {
      user: testUser(),
      handlers: { ChangePassword: () => ({ data: { updateProfile: { __typename: 'User', id: 7 } } }) },
    });
    const section = await screen.findByRole('region', { name: 'Password' });
    const user = userEvent.setup();
    await user.type(within(section).getByLabelText('Current password'), 'old-password-1');
    await user.type(within(section).getByLabelText('New password'), 'new-password-1');
    await user.type(within(section).getByLabelText('Repeat the new password'), 'new-password-1');
    await user.click(within(section).getByRole('button', { name: 'Change password' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(new URLSearchParams(router.state.location.search).get('redirect')).toBe('/panel/profile/edit');
    expect(calls(requests, 'ChangePassword').map((r) => r.variables)).toEqual([
      { input: { currentPassword: 'old-password-1', newPassword: 'new-password-1' } },
    ]);
    expect(getToken()).toBeNull();
    expect(await screen.findByText('Your password has been changed. Log in again with the new password.')).toBeInTheDocument();
  });

  it('a wrong current password stays on the page, under the field', async () => {
    const { router } = renderApp('/panel/profile/edit', {
      user: testUser(),
      handlers: { ChangePassword: () => violation('currentPassword', 'The current password is not correct.') },
    });
    const section = await screen.findByRole('region', { name: 'Password' });
    const user = userEvent.setup();
    await user.type(within(section).getByLabelText('Current password'), 'wrong-password');
    await user.type(within(section).getByLabelText('New password'), 'new-password-1');
    await user.type(within(section).getByLabelText('Repeat the new password'), 'new-password-1');
    await user.click(within(section).getByRole('button', { name: 'Change password' }));
    await waitFor(() =>
      expect(within(section).getByLabelText('Current password')).toHaveAccessibleDescription('The current password is not correct.'),
    );
    expect(router.state.location.pathname).toBe('/panel/profile/edit');
    expect(getToken()).toBe('test-token');
  });

  it('requires the current password and matching new ones before sending', async () => {
    const { requests } = renderApp('/panel/profile/edit', { user: testUser() });
    const section = await screen.findByRole('region', { name: 'Password' });
    const user = userEvent.setup();
    await user.type(within(section).getByLabelText('New password'), 'new-password-1');
    await user.type(within(section).getByLabelText('Repeat the new password'), 'new-password-2');
    await user.click(within(section).getByRole('button', { name: 'Change password' }));
    expect(await within(section).findByText('Enter your current password.')).toBeInTheDocument();
    expect(within(section).getByText('The two passwords do not match.')).toBeInTheDocument();
    expect(calls(requests, 'ChangePassword')).toHaveLength(0);
  });

  it('asks for an e-mail change and says the link went to the new address', async () => {
    const { requests } = renderApp('/panel/profile/edit', {
      user: testUser(),
      handlers: { RequestEmailChange: () => ({ data: { requestEmailChange: true } }) },
    });
    const section = await screen.findByRole('region', { name: 'E-mail address' });
    const user = userEvent.setup();
    await user.type(within(section).getByLabelText('New e-mail'), ' new@example.com ');
    await user.type(within(section).getByLabelText('Password'), 'my-password-1');
    await user.click(within(section).getByRole('button', { name: 'Send confirmation link' }));
    expect(await within(section).findByRole('status')).toHaveTextContent(
      'We have sent a confirmation link to new@example.com. Your e-mail address changes when you open it; until then you log in with user@example.com.',
    );
    expect(calls(requests, 'RequestEmailChange').map((r) => r.variables)).toEqual([
      { newEmail: 'new@example.com', password: 'my-password-1' },
    ]);
  });

  it('puts an e-mail change refusal under its field', async () => {
    renderApp('/panel/profile/edit', {
      user: testUser(),
      handlers: { RequestEmailChange: () => violation('newEmail', 'This e-mail is already used.') },
    });
    const section = await screen.findByRole('region', { name: 'E-mail address' });
    const user = userEvent.setup();
    await user.type(within(section).getByLabelText('New e-mail'), 'taken@example.com');
    await user.type(within(section).getByLabelText('Password'), 'my-password-1');
    await user.click(within(section).getByRole('button', { name: 'Send confirmation link' }));
    await waitFor(() => expect(within(section).getByLabelText('New e-mail')).toHaveAccessibleDescription('This e-mail is already used.'));
  });

  it('removes the account after saying what happens and asking for the password, then logs out to /', async () => {
    const { requests, router } = renderApp('/panel/profile/edit', {
      user: testUser(),
      handlers: { RemoveAccount: () => ({ data: { removeAccount: true } }) },
    });
    const user = userEvent.setup();
    await user.click(
      within(await screen.findByRole('region', { name: 'Remove account' })).getByRole('button', { name: 'Remove my account' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Remove your account?' });
    expect(dialog).toHaveTextContent('Your subscriptions are cancelled');
    expect(dialog).toHaveTextContent('The campaigns of your projects stop');
    expect(dialog).toHaveTextContent('Your personal data (name, e-mail, projects) is erased.');
    expect(dialog).toHaveTextContent('are kept, without your name, because accounting law requires it.');
    await user.click(within(dialog).getByRole('button', { name: 'Remove my account' }));
    expect(await within(dialog).findByText('Enter your password to confirm.')).toBeInTheDocument();
    expect(calls(requests, 'RemoveAccount')).toHaveLength(0);

    await user.type(within(dialog).getByLabelText('Your password'), 'my-password-1');
    await user.click(within(dialog).getByRole('button', { name: 'Remove my account' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(calls(requests, 'RemoveAccount').map((r) => r.variables)).toEqual([{ input: { password: 'my-password-1' } }]);
    expect(getToken()).toBeNull();
  });

  it('a wrong password keeps the account and says so', async () => {
    const { router } = renderApp('/panel/profile/edit', {
      user: testUser(),
      handlers: { RemoveAccount: () => violation('password', 'The password is not correct.') },
    });
    const user = userEvent.setup();
    await user.click(
      within(await screen.findByRole('region', { name: 'Remove account' })).getByRole('button', { name: 'Remove my account' }),
    );
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('Your password'), 'nope');
    await user.click(within(dialog).getByRole('button', { name: 'Remove my account' }));
    await waitFor(() => expect(within(dialog).getByLabelText('Your password')).toHaveAccessibleDescription('The password is not correct.'));
    expect(router.state.location.pathname).toBe('/panel/profile/edit');
    expect(getToken()).toBe('test-token');
  });

  it("while an admin is switched to the user, offers only what does not need the user's password", async () => {
    renderApp('/panel/profile/edit', { user: testUser(), impersonator: testUser(['ROLE_ADMIN'], { id: 1, login: 'admin@example.com' }) });
    expect(await screen.findByRole('region', { name: 'Your name' })).toBeInTheDocument();
    expect(screen.getByText(/can only be changed by user@example.com with their own password/)).toBeInTheDocument();
    for (const name of ['Password', 'E-mail address', 'Remove account'])
      expect(screen.queryByRole('region', { name })).not.toBeInTheDocument();
  });

  it('is reached from the profile menu', async () => {
    const { router } = renderApp('/panel/profile', { user: testUser() });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'TU, open profile menu' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Settings' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/panel/profile/edit'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Settings' })).toBeInTheDocument();
  });
});
