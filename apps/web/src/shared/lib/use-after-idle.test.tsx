import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useAfterIdle } from './use-after-idle';

function Probe({ timeoutMs }: { timeoutMs?: number }) {
  return <p>{useAfterIdle(timeoutMs) ? 'ready' : 'waiting'}</p>;
}

describe('useAfterIdle', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('is false on the first render and true once the browser reports itself idle', () => {
    let idle: IdleRequestCallback | undefined;
    const request = vi.fn((cb: IdleRequestCallback) => {
      idle = cb;
      return 7;
    });
    vi.stubGlobal('requestIdleCallback', request);
    vi.stubGlobal('cancelIdleCallback', vi.fn());
    const { unmount } = render(<Probe timeoutMs={1500} />);
    expect(screen.getByText('waiting')).toBeInTheDocument();
    expect(request).toHaveBeenCalledWith(expect.any(Function), { timeout: 1500 });
    act(() => idle?.({ didTimeout: false, timeRemaining: () => 10 }));
    expect(screen.getByText('ready')).toBeInTheDocument();
    unmount();
  });

  it('cancels its idle callback when unmounted before it runs', () => {
    const cancel = vi.fn();
    vi.stubGlobal(
      'requestIdleCallback',
      vi.fn(() => 42),
    );
    vi.stubGlobal('cancelIdleCallback', cancel);
    const { unmount } = render(<Probe />);
    unmount();
    expect(cancel).toHaveBeenCalledWith(42);
  });

  it('falls back to the next task where the browser has no requestIdleCallback', () => {
    vi.useFakeTimers();
    vi.stubGlobal('requestIdleCallback', undefined);
    render(<Probe />);
    expect(screen.getByText('waiting')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByText('ready')).toBeInTheDocument();
  });
});
