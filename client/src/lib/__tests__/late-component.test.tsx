/*
 * Late components (lib/late-component.tsx): the server's markup has the component, the browser keeps
 * that markup while the component's chunk loads and hydrates it when the chunk is in, without drawing it again.
 */
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createContext, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { lateComponent, lateComponentReady, preloadLateComponents, startDrawingLive } from '../late-component';

function Counter({ label }: { label: string }) {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount((n) => n + 1)}>
      {`${label}: ${count}`}
    </button>
  );
}

describe('a late component', () => {
  it('is in the server markup once the late components are loaded', async () => {
    const Late = lateComponent(async () => Counter);
    await preloadLateComponents();
    expect(renderToString(<Late label="Clicks" />)).toContain('Clicks: 0');
  });

  it('keeps the server markup while its chunk loads, then hydrates it in place', async () => {
    const ServerSide = lateComponent(async () => Counter);
    await ServerSide.preload();
    const container = document.createElement('div');
    container.innerHTML = renderToString(<ServerSide label="Clicks" />);
    document.body.append(container);
    const serverButton = container.querySelector('button');

    let arrive!: () => void;
    const chunk = new Promise<void>((resolve) => {
      arrive = resolve;
    });
    const BrowserSide = lateComponent(() => chunk.then(() => Counter));
    const redrawn = jest.fn();
    await act(async () => {
      hydrateRoot(container, <BrowserSide label="Clicks" />, { onRecoverableError: redrawn });
    });
    // Still the server's button, not live yet.
    expect(screen.getByRole('button')).toBe(serverButton);
    await userEvent.click(screen.getByRole('button'));
    expect(screen.getByRole('button')).toHaveTextContent('Clicks: 0');

    await act(async () => arrive());
    await userEvent.click(screen.getByRole('button'));
    expect(screen.getByRole('button')).toHaveTextContent('Clicks: 1');
    // The same element: hydrated, not drawn again.
    expect(screen.getByRole('button')).toBe(serverButton);
    expect(redrawn).not.toHaveBeenCalled();
    container.remove();
  });

  it('keeps the server markup on screen when a context change makes React draw it before its chunk is in', async () => {
    const Theme = createContext('light');
    const ServerSide = lateComponent(async () => Counter);
    await ServerSide.preload();
    const page = (Late: typeof ServerSide, theme: string) => (
      <Theme.Provider value={theme}>
        <main>
          <Late label="Clicks" />
        </main>
      </Theme.Provider>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(page(ServerSide, 'light'));
    document.body.append(container);

    let arrive!: () => void;
    const chunk = new Promise<void>((resolve) => {
      arrive = resolve;
    });
    const BrowserSide = lateComponent(() => chunk.then(() => Counter));
    let root!: ReturnType<typeof hydrateRoot>;
    await act(async () => {
      root = hydrateRoot(container, page(BrowserSide, 'light'));
    });
    // The context above changes while the part is still the server's markup: React draws it afresh.
    await act(async () => root.render(page(BrowserSide, 'dark')));
    expect(screen.getByRole('button')).toHaveTextContent('Clicks: 0');

    await act(async () => arrive());
    await userEvent.click(screen.getByRole('button'));
    expect(screen.getByRole('button')).toHaveTextContent('Clicks: 1');
    expect(screen.getAllByRole('button')).toHaveLength(1);
    await act(async () => root.unmount());
    container.remove();
  });

  it('lets a route wait for its chunk once pages are drawn live, not while the first page is hydrated', async () => {
    const load = jest.fn(async () => Counter);
    const Late = lateComponent(load);
    await lateComponentReady(Late);
    expect(load).not.toHaveBeenCalled();

    startDrawingLive();
    await lateComponentReady(Late);
    expect(load).toHaveBeenCalledTimes(1);
    // In: drawn in the same render as the page, with nothing in between.
    render(<Late label="At once" />);
    expect(screen.getByRole('button', { name: 'At once: 0' })).toBeInTheDocument();
  });

  it('draws nothing in the live app until its chunk is in, then the component', async () => {
    const Late = lateComponent(async () => Counter);
    render(<Late label="Later" />);
    expect(await screen.findByRole('button', { name: 'Later: 0' })).toBeInTheDocument();
  });
});
