import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CODE_RESEND_SECONDS, secondsLeft, useCountdown } from './countdown';

afterEach(() => vi.useRealTimers());

describe('secondsLeft', () => {
  it('rounds up and never goes below zero', () => {
    expect(secondsLeft(null, 0)).toBe(0);
    expect(secondsLeft(60_000, 0)).toBe(60);
    expect(secondsLeft(60_000, 500)).toBe(60);
    expect(secondsLeft(60_000, 59_001)).toBe(1);
    expect(secondsLeft(60_000, 60_000)).toBe(0);
    expect(secondsLeft(60_000, 90_000)).toBe(0);
  });
});

describe('useCountdown', () => {
  it('counts 60 s down to zero and stops', () => {
    vi.useFakeTimers();
    const { result } = renderHook(() => useCountdown());
    expect(result.current.remaining).toBe(0);
    expect(result.current.running).toBe(false);
    act(() => result.current.start());
    expect(result.current.remaining).toBe(CODE_RESEND_SECONDS);
    expect(result.current.running).toBe(true);
    act(() => vi.advanceTimersByTime(1_000));
    expect(result.current.remaining).toBe(59);
    act(() => vi.advanceTimersByTime(58_000));
    expect(result.current.remaining).toBe(1);
    act(() => vi.advanceTimersByTime(1_000));
    expect(result.current.remaining).toBe(0);
    expect(result.current.running).toBe(false);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('starts from a custom number of seconds and can be reset', () => {
    vi.useFakeTimers();
    const { result } = renderHook(() => useCountdown());
    act(() => result.current.start(5));
    expect(result.current.remaining).toBe(5);
    act(() => vi.advanceTimersByTime(2_000));
    expect(result.current.remaining).toBe(3);
    act(() => result.current.reset());
    expect(result.current.remaining).toBe(0);
    expect(result.current.running).toBe(false);
  });

  it('falls back to 60 s for a nonsense duration', () => {
    vi.useFakeTimers();
    const { result } = renderHook(() => useCountdown());
    act(() => result.current.start(Number.NaN));
    expect(result.current.remaining).toBe(60);
  });

  it('clears its timer on unmount', () => {
    vi.useFakeTimers();
    const { result, unmount } = renderHook(() => useCountdown());
    act(() => result.current.start());
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });
});
