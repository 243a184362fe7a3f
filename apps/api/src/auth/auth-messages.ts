import { CHANGE_MESSAGES } from '@console/rules';
import type { ConsoleUserType } from './users';

/** A wait in words: '1 second', '8 seconds', '15 minutes' (minutes past 90 seconds, rounded up). */
function inWords(seconds: number): string {
  if (seconds <= 90) return seconds === 1 ? '1 second' : `${seconds} seconds`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minutes`;
}

/** Sentences of the sign-in calls. Those the spec gives are its words; the others are ours (see apps/api/README.md). */
export const authMessages = {
  // Spec §8 and §1.
  loggedIn: 'Login successfully',
  passwordChanged: CHANGE_MESSAGES.passwordChanged,
  // Not shown by the spec: the top bar's theme, kept for the person's next sessions.
  themeSaved: 'Theme saved',
  customerRefused: 'Please login from the app as a customer',
  // Chosen here.
  invalidCredentials: 'Invalid email or password',
  wrongConsole: (expected: ConsoleUserType) =>
    expected === 'Administrator' ? 'This account is not an Administrator account' : 'This account is not a Restaurant account',
  restaurantSuspended: 'Your restaurant account has been suspended',
  codeSent: 'A verification code has been sent to your email',
  tooManyCodes: 'Too many verification codes requested, please try again in 15 minutes',
  tooManySignIns: (seconds: number) => `Too many failed sign-in attempts, please try again in ${inWords(seconds)}`,
  tooManyFromAddress: 'Too many attempts from your network, please try again in an hour',
  tooManyCodeGuesses: (seconds: number) => `Too many wrong verification codes, please try again in ${inWords(seconds)}`,
  invalidCode: 'Invalid or expired verification code',
  passwordReset: 'Password reset successfully',
  loggedOut: 'Logged out successfully',
  accountDeleted: CHANGE_MESSAGES.restaurantDeleted,
  unauthorized: 'Unauthorized',
  sessionExpired: 'Session expired, please login again',
  forbidden: 'You do not have permission to do this',
  changePasswordFirst: 'Please change your password first',
} as const;
