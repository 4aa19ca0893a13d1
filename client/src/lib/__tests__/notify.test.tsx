/*
 * Notifications with notistack loaded after the first paint (docs/product.md#limits): the server's markup
 * carries no notification host, and a notification sent before notistack's provider is on screen is still shown.
 */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect } from 'react';
import { renderToString } from 'react-dom/server';
import { enqueueSnackbar, NotificationsProvider } from '../notify';

function Page() {
  return (
    <main>
      <button type="button" onClick={() => enqueueSnackbar('Your name has been saved.', { variant: 'success' })}>
        Save
      </button>
    </main>
  );
}

describe('notifications', () => {
  it('draws only the page on the server', () => {
    const html = renderToString(
      <NotificationsProvider>
        <Page />
      </NotificationsProvider>,
    );
    expect(html).toBe('<main><button type="button">Save</button></main>');
  });

  it('shows a notification sent as soon as the page is live, before notistack has loaded', async () => {
    render(
      <NotificationsProvider>
        <Page />
      </NotificationsProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Your name has been saved.')).toBeInTheDocument();
  });

  it('shows a notification sent by an effect of the first render (before the provider ran its own effects)', async () => {
    function Expired() {
      useEffect(() => enqueueSnackbar('Your session has expired. Please log in again.', { variant: 'warning' }), []);
      return null;
    }
    render(
      <NotificationsProvider>
        <Expired />
      </NotificationsProvider>,
    );
    expect(await screen.findByText('Your session has expired. Please log in again.')).toBeInTheDocument();
  });
});
