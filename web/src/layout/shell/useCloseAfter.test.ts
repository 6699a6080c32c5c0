import { act, renderHook } from '@testing-library/react';
import { useCloseAfter } from './useCloseAfter';

describe('useCloseAfter (a horizontal menu left open closes after 10 s, SPEC §4)', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('closes 10 s after the menu opened, not before', () => {
    const close = jest.fn();
    renderHook(() => useCloseAfter(['rc-menu-more'], close, 10_000, true));
    act(() => jest.advanceTimersByTime(9_999));
    expect(close).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(1));
    expect(close).toHaveBeenCalledTimes(1);
  });

  it('counts again from a change of what is open, and does nothing when closed or in the side layout', () => {
    const close = jest.fn();
    const { rerender } = renderHook(({ open, enabled }) => useCloseAfter(open, close, 10_000, enabled), {
      initialProps: { open: ['a'] as string[], enabled: true },
    });
    act(() => jest.advanceTimersByTime(6_000));
    rerender({ open: ['a', 'b'], enabled: true });
    act(() => jest.advanceTimersByTime(6_000));
    expect(close).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(4_000));
    expect(close).toHaveBeenCalledTimes(1);
    rerender({ open: [], enabled: true });
    act(() => jest.advanceTimersByTime(20_000));
    rerender({ open: ['a'], enabled: false });
    act(() => jest.advanceTimersByTime(20_000));
    expect(close).toHaveBeenCalledTimes(1);
  });
});
