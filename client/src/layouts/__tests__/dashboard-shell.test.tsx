import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { logger } from '@/lib/logger';
import { Role } from '@/lib/roles';
import { renderApp, testUser } from '@/testing/render-app';

// The screens' own queries have no fake answers here: only the shell is looked at.
beforeEach(() => {
  jest.spyOn(logger, 'error').mockImplementation(() => {});
});

describe.each([
  ['panel', '/panel', testUser()],
  ['admin area', '/admin', testUser([Role.Admin])],
])('the %s shell (WCAG 2.2 AA)', (_area, url, user) => {
  it('starts with "Skip to content", which leads to the main content', async () => {
    renderApp(url, { user });
    const main = await screen.findByRole('main');
    await userEvent.setup().tab();
    const skip = screen.getByRole('link', { name: 'Skip to content' });
    expect(skip).toHaveFocus();
    expect(skip).toHaveAttribute('href', `#${main.id}`);
    expect(main.id).toBe('main');
  });

  it('names the avatar button by the initials it shows (WCAG 2.5.3)', async () => {
    renderApp(url, { user });
    const avatar = await screen.findByRole('button', { name: 'TU, open profile menu' });
    expect(avatar).toHaveTextContent('TU');
    expect(avatar).toHaveAttribute('aria-haspopup', 'menu');
  });

  it('lists the sidebar entries, and a group its entries (WCAG 1.3.1)', async () => {
    renderApp(url, { user });
    const nav = await screen.findByRole('navigation', { name: url === '/panel' ? 'User panel' : 'Administration' });
    const billing = within(nav).getByRole('list', { name: 'Billing' });
    const entries = within(billing).getAllByRole('listitem');
    expect(entries.length).toBeGreaterThan(1);
    for (const entry of entries) expect(within(entry).getByRole('link')).toBeInTheDocument();
    // The top level is a list too: the Billing group is one of its items.
    const top = within(nav).getAllByRole('list')[0];
    expect(within(top).getByRole('button', { name: 'Billing' }).closest('li')?.parentElement).toBe(top);
  });
});

it('names the avatar by the initials of the display name, or of the login without one', async () => {
  renderApp('/panel', { user: testUser([], { displayName: '', login: 'zoe@example.com' }) });
  expect(await screen.findByRole('button', { name: 'ZO, open profile menu' })).toHaveTextContent('ZO');
});
