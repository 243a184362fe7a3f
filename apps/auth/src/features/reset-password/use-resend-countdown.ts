import { useCallback, useEffect, useReducer } from 'react';
import { normaliseEmail } from '@console/rules';
import { sessionAtom, sessionStore, signedOutState, type SessionState } from '@console/session';

/** Spec §9: seconds before a verification code may be sent again. */
export const RESEND_COUNTDOWN_SECONDS = 90;

/**
 * Spec §3: the resend timer belongs to the email state, not to the screen, so leaving the reset screen
 * and coming back shows the seconds still left. Kept in the page's memory only (never in storage, where
 * the next user of the browser would find the address), by email, until a reload or a logout.
 */
const deadlines = new Map<string, number>();

// Logout sets the signed-out state (nothing else does): the timers go with it.
sessionStore.sub(sessionAtom, () => {
  const state = sessionStore.get(sessionAtom);
  const signedOut = (Object.keys(signedOutState) as (keyof SessionState)[]).every((field) => state[field] === signedOutState[field]);
  if (signedOut) deadlines.clear();
});

const secondsUntil = (deadline: number | undefined) => Math.max(0, Math.ceil(((deadline ?? 0) - Date.now()) / 1000));

/** Spec §4: starts at 90 after a successful resend for this email and ticks each second down to 0. */
export function useResendCountdown(email: string) {
  const key = normaliseEmail(email);
  const [tick, rerender] = useReducer((count: number) => count + 1, 0);
  const deadline = deadlines.get(key);
  const secondsLeft = secondsUntil(deadline);
  useEffect(() => {
    if (deadline === undefined || secondsLeft <= 0) return undefined;
    // Wake when the shown second changes, from the deadline, so a slow tick never adds up.
    const timer = setTimeout(rerender, Math.max(0, deadline - Date.now() - (secondsLeft - 1) * 1000));
    return () => clearTimeout(timer);
  }, [deadline, secondsLeft, tick]);
  const start = useCallback(() => {
    deadlines.set(key, Date.now() + RESEND_COUNTDOWN_SECONDS * 1000);
    rerender();
  }, [key]);
  return { secondsLeft, start };
}
