import { act, renderHook } from '@testing-library/react';
import { session } from '@console/session';
import { RESEND_COUNTDOWN_SECONDS, useResendCountdown } from './use-resend-countdown';

describe('resend countdown', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    session.logout();
  });
  afterEach(() => jest.useRealTimers());

  it('is idle until started, then counts 90 down to 0 one second at a time', () => {
    const { result } = renderHook(() => useResendCountdown('owner@example.com'));
    expect(result.current.secondsLeft).toBe(0);
    act(() => result.current.start());
    expect(result.current.secondsLeft).toBe(RESEND_COUNTDOWN_SECONDS);
    expect(RESEND_COUNTDOWN_SECONDS).toBe(90);
    act(() => jest.advanceTimersByTime(1000));
    expect(result.current.secondsLeft).toBe(89);
    for (let i = 0; i < 89; i++) act(() => jest.advanceTimersByTime(1000));
    expect(result.current.secondsLeft).toBe(0);
    act(() => jest.advanceTimersByTime(5000));
    expect(result.current.secondsLeft).toBe(0);
  });

  it('keeps counting for the email while no screen shows it, and not for another email', () => {
    const first = renderHook(() => useResendCountdown('owner@example.com'));
    act(() => first.result.current.start());
    first.unmount();
    act(() => jest.advanceTimersByTime(30_000));

    expect(renderHook(() => useResendCountdown(' Owner@Example.com ')).result.current.secondsLeft).toBe(60);
    expect(renderHook(() => useResendCountdown('admin@example.com')).result.current.secondsLeft).toBe(0);
  });

  it('forgets every countdown on logout', () => {
    const { result } = renderHook(() => useResendCountdown('owner@example.com'));
    act(() => result.current.start());
    act(() => session.logout());
    expect(renderHook(() => useResendCountdown('owner@example.com')).result.current.secondsLeft).toBe(0);
  });
});
