/* The live-chat widget (docs/product.md#what-it-is): only for a signed-in user, and only when the gate has a chat token. */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { logger } from '@/lib/logger';
import { renderApp, testGateConfig, testUser } from '@/testing/render-app';

const chatScript = () => document.querySelector<HTMLScriptElement>('script#live-chat-script');
const withChat = (extra: Record<string, unknown> = {}) => ({ ...testGateConfig, chatToken: 'chat-123', ...extra });

beforeEach(() => {
  jest.spyOn(logger, 'error').mockImplementation(() => {});
});

describe('live chat', () => {
  it('loads the chat script with the gate token for a signed-in user', async () => {
    renderApp('/', { user: testUser(), gateConfig: withChat() });
    await screen.findByRole('link', { name: 'Dashboard' });
    await waitFor(() => expect(chatScript()).not.toBeNull());
    expect(chatScript()).toHaveAttribute('data-token', 'chat-123');
    expect(chatScript()!.src).toBe('https://code.jivosite.com/widget/chat-123');
    expect(document.querySelectorAll('script#live-chat-script')).toHaveLength(1);
  });

  it('is there in the panel too', async () => {
    renderApp('/panel', { user: testUser(), gateConfig: withChat() });
    await screen.findByRole('heading', { name: /Welcome/ });
    await waitFor(() => expect(chatScript()).toHaveAttribute('data-token', 'chat-123'));
  });

  it('takes the vendor URL from the gate style when it is an https address', async () => {
    renderApp('/', {
      user: testUser(),
      gateConfig: withChat({ style: { chatScriptUrl: 'https://chat.example.com/loader.js?key={token}' } }),
    });
    await waitFor(() => expect(chatScript()?.src).toBe('https://chat.example.com/loader.js?key=chat-123'));
  });

  it('ignores a vendor URL that is not https', async () => {
    renderApp('/', { user: testUser(), gateConfig: withChat({ style: { chatScriptUrl: 'http://chat.example.com/loader.js' } }) });
    await waitFor(() => expect(chatScript()?.src).toBe('https://code.jivosite.com/widget/chat-123'));
  });

  it('is not loaded for an anonymous visitor', async () => {
    renderApp('/', { gateConfig: withChat() });
    await screen.findByRole('link', { name: 'Login' });
    expect(chatScript()).toBeNull();
  });

  it('is not loaded when the gate has no chat token', async () => {
    renderApp('/', { user: testUser() });
    await screen.findByRole('link', { name: 'Dashboard' });
    expect(chatScript()).toBeNull();
  });

  it('goes away on logout', async () => {
    renderApp('/', { user: testUser(), gateConfig: withChat() });
    await waitFor(() => expect(chatScript()).not.toBeNull());
    await userEvent.setup().click(screen.getByRole('button', { name: 'Logout' }));
    await screen.findByRole('link', { name: 'Login' });
    expect(chatScript()).toBeNull();
  });
});
