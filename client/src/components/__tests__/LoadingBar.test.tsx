import { act, render, screen } from '@testing-library/react';
import { LoadingBar } from '@/components/LoadingBar';

describe('loading bar (docs/product.md#states and docs/product.md#limits: at least 200 ms)', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('is hidden while nothing runs', () => {
    render(<LoadingBar active={false} />);
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('stays up 200 ms after a request that took 20 ms', () => {
    const { rerender } = render(<LoadingBar active={false} />);
    rerender(<LoadingBar active />);
    expect(screen.getByRole('progressbar', { name: 'Loading' })).toBeInTheDocument();

    act(() => jest.advanceTimersByTime(20));
    rerender(<LoadingBar active={false} />);
    expect(screen.getByRole('progressbar')).toBeInTheDocument();

    act(() => jest.advanceTimersByTime(170));
    expect(screen.getByRole('progressbar')).toBeInTheDocument();

    act(() => jest.advanceTimersByTime(10));
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('hides at once after a request that ran longer than 200 ms', () => {
    const { rerender } = render(<LoadingBar active />);
    act(() => jest.advanceTimersByTime(350));
    expect(screen.getByRole('progressbar')).toBeInTheDocument();
    rerender(<LoadingBar active={false} />);
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('keeps one bar through back-to-back requests', () => {
    const { rerender } = render(<LoadingBar active />);
    act(() => jest.advanceTimersByTime(50));
    rerender(<LoadingBar active={false} />);
    act(() => jest.advanceTimersByTime(50));
    rerender(<LoadingBar active />);
    act(() => jest.advanceTimersByTime(300));
    expect(screen.getByRole('progressbar')).toBeInTheDocument();
    rerender(<LoadingBar active={false} />);
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });
});
