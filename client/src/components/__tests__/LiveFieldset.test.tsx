import { render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { act } from 'react';
import { renderToString } from 'react-dom/server';
import { FORM_NEEDS_JAVASCRIPT, LiveFieldset } from '@/components/LiveFieldset';

// The server's markup of a form cannot be sent; the live app can.
const form = (
  <form aria-label="Login">
    <LiveFieldset>
      <input aria-label="E-mail" />
      <button type="submit">Log in</button>
    </LiveFieldset>
  </form>
);

describe('LiveFieldset', () => {
  beforeEach(() => document.body.replaceChildren());

  it('in the server markup the controls are disabled and a note says the form needs JavaScript', () => {
    const html = renderToString(form);
    document.body.innerHTML = html;
    expect(screen.getByRole('group')).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Log in' })).toBeDisabled();
    expect(screen.getByText(FORM_NEEDS_JAVASCRIPT)).toBeInTheDocument();
  });

  it('once the app has hydrated the markup the form is live and the note is gone', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(form);
    document.body.replaceChildren(container);
    await act(async () => {
      hydrateRoot(container, form);
    });
    expect(screen.getByRole('button', { name: 'Log in' })).toBeEnabled();
    expect(screen.queryByText(FORM_NEEDS_JAVASCRIPT)).toBeNull();
  });

  it('drawn by the browser alone the form is live at once', () => {
    render(form);
    expect(screen.getByLabelText('E-mail')).toBeEnabled();
    expect(screen.queryByText(FORM_NEEDS_JAVASCRIPT)).toBeNull();
  });
});
