import { screen, within } from '@testing-library/react';
import { renderApp, testGateConfig } from '@/testing/render-app';

describe('public layout (docs/product.md#screens-and-routes)', () => {
  it('has the top menu, Login/Register for guests and the gate footer', async () => {
    renderApp('/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Cheap Website Traffic' })).toBeInTheDocument();
    const menu = screen.getByRole('navigation', { name: 'Main' });
    for (const label of ['Home', 'Pricing', 'How to start', 'FAQ', 'Contact'])
      expect(within(menu).getByRole('link', { name: label })).toBeInTheDocument();
    expect(within(menu).queryByRole('link', { name: 'Blog' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: 'Register' })).toHaveAttribute('href', '/register');
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByText('1 Demo Street, Wilmington')).toBeInTheDocument();
    expect(within(footer).getByRole('link', { name: 'support@example.com' })).toHaveAttribute('href', 'mailto:support@example.com');
    expect(within(footer).getByText('Payments are processed by our card payment provider.')).toBeInTheDocument();
  });

  it('takes the brand from the gate', async () => {
    const gateConfig = {
      ...testGateConfig,
      blog: { enabled: true },
      prop: {
        ...testGateConfig.prop,
        siteName: 'TrafficBoost',
        logoText: { primary: 'TrafficBoost' },
        pagesContent: { home: { title: 'Boost your site' } },
      },
    };
    renderApp('/', { gateConfig });
    expect(await screen.findByRole('heading', { level: 1, name: 'Boost your site' })).toBeInTheDocument();
    expect(within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', { name: 'Blog' })).toBeInTheDocument();
    expect(document.title).toBe('TrafficBoost');
  });

  it.each([
    ['/', 'Home'],
    ['/#faq', 'FAQ'],
    ['/contact', 'Contact'],
  ])('highlights one menu link on %s: %s (not Home and FAQ together)', async (url, label) => {
    renderApp(url);
    const menu = await screen.findByRole('navigation', { name: 'Main' });
    await within(menu).findByRole('link', { name: label, current: 'page' });
    const current = within(menu)
      .getAllByRole('link')
      .filter((link) => link.getAttribute('aria-current') === 'page')
      .map((link) => link.textContent);
    expect(current).toEqual([label]);
  });
});
