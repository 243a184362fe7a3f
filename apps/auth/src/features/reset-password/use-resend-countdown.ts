import { useEffect, useState } from 'react';

/** Spec §9: seconds before a verification code may be sent again. */
export const RESEND_COUNTDOWN_SECONDS = 90;

/** Spec §4: starts at 90 after a successful resend and ticks each second down to 0. */
export function useResendCountdown() {
  const [secondsLeft, setSecondsLeft] = useState(0);
  useEffect(() => {
    if (secondsLeft <= 0) return undefined;
    const timer = setTimeout(() => setSecondsLeft((seconds) => seconds - 1), 1000);
    return () => clearTimeout(timer);
  }, [secondsLeft]);
  return { secondsLeft, start: () => setSecondsLeft(RESEND_COUNTDOWN_SECONDS) };
}
