import { act, render, screen } from '@testing-library/react';
import { OfflineNotice } from '@/components/OfflineNotice';

describe('offline status (docs/product.md#states)', () => {
  const setOnline = (online: boolean) => {
    Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => online });
    window.dispatchEvent(new Event(online ? 'online' : 'offline'));
  };
  afterEach(() => setOnline(true));

  it('tells the visitor when the connection drops and clears when it returns', () => {
    render(<OfflineNotice />);
    expect(screen.queryByText(/You are offline/)).not.toBeInTheDocument();
    act(() => setOnline(false));
    expect(screen.getByText(/You are offline/)).toBeInTheDocument();
    act(() => setOnline(true));
    expect(screen.queryByText(/You are offline/)).not.toBeInTheDocument();
  });
});
