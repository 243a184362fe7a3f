import { act, renderHook } from '@testing-library/react';
import { RESEND_COUNTDOWN_SECONDS, useResendCountdown } from './use-resend-countdown';

describe('resend countdown', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('is idle until started, then counts 90 down to 0 one second at a time', () => {
    const { result } = renderHook(() => useResendCountdown());
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
});
