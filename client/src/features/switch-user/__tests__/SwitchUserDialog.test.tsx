import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SwitchUserDialog } from '@/features/switch-user/SwitchUserDialog';
import { exitSwitchUser } from '@/features/switch-user/switch-user-actions';
import { Role } from '@/lib/roles';
import { getSwitchUser, setSwitchUser } from '@/lib/switch-user';
import { renderApp, testUser } from '@/testing/render-app';

describe('switch user form (docs/product.md#states and docs/product.md#validation)', () => {
  function setup() {
    const onSwitched = jest.fn();
    render(<SwitchUserDialog open onClose={() => {}} onSwitched={onSwitched} />);
    return { onSwitched, user: userEvent.setup() };
  }

  it('requires an e-mail', async () => {
    const { onSwitched, user } = setup();
    await user.click(screen.getByRole('button', { name: 'Switch' }));
    expect(await screen.findByText('The e-mail is required.')).toBeInTheDocument();
    expect(onSwitched).not.toHaveBeenCalled();
    expect(getSwitchUser()).toBeNull();
  });

  it('treats blanks as missing (the value is trimmed)', async () => {
    const { onSwitched, user } = setup();
    await user.type(screen.getByLabelText('E-mail'), '    ');
    await user.click(screen.getByRole('button', { name: 'Switch' }));
    expect(await screen.findByText('The e-mail is required.')).toBeInTheDocument();
    expect(onSwitched).not.toHaveBeenCalled();
  });

  it('requires a valid e-mail', async () => {
    const { onSwitched, user } = setup();
    await user.type(screen.getByLabelText('E-mail'), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Switch' }));
    expect(await screen.findByText('Enter a valid e-mail address.')).toBeInTheDocument();
    expect(onSwitched).not.toHaveBeenCalled();
  });

  it('stores the trimmed e-mail in the _switch_user cookie, then reloads', async () => {
    const { onSwitched, user } = setup();
    await user.type(screen.getByLabelText('E-mail'), '  user@example.com  ');
    await user.click(screen.getByRole('button', { name: 'Switch' }));
    expect(onSwitched).toHaveBeenCalledTimes(1);
    expect(getSwitchUser()).toBe('user@example.com');
    expect(decodeURIComponent(document.cookie)).toContain('_switch_user=user@example.com');
  });

  it('"Avatar Logout" removes the cookie and reloads', () => {
    setSwitchUser('user@example.com');
    const reload = jest.fn();
    exitSwitchUser(reload);
    expect(getSwitchUser()).toBeNull();
    expect(reload).toHaveBeenCalledTimes(1);
  });
});

describe('profile dropdown (docs/product.md#screens-and-routes)', () => {
  async function openMenu(roles: string[]) {
    renderApp('/admin', { user: testUser(roles) });
    await userEvent.setup().click(await screen.findByRole('button', { name: 'TU, open profile menu' }));
    return within(screen.getByRole('menu'));
  }

  it('offers My profile, Settings and Logout', async () => {
    const menu = await openMenu([Role.Support]);
    expect(menu.getByRole('menuitem', { name: 'My profile' })).toBeInTheDocument();
    expect(menu.getByRole('menuitem', { name: 'Settings' })).toBeInTheDocument();
    expect(menu.getByRole('menuitem', { name: 'Logout' })).toBeInTheDocument();
  });

  it.each([[[Role.Support]], [[Role.Manager]]])('does not offer Switch user below admin (%j)', async (roles) => {
    const menu = await openMenu(roles);
    expect(menu.queryByRole('menuitem', { name: 'Switch user' })).not.toBeInTheDocument();
  });

  it.each([[[Role.Admin]], [[Role.SuperAdmin]]])('offers Switch user to admins (%j)', async (roles) => {
    const menu = await openMenu(roles);
    await userEvent.setup().click(menu.getByRole('menuitem', { name: 'Switch user' }));
    expect(await screen.findByRole('dialog', { name: 'Switch user' })).toBeInTheDocument();
  });
});
