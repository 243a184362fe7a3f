import type { SessionUser } from './session-state';

export type ConsoleRole = 'superAdmin' | 'admin' | 'restaurant';

/** Spec §6: the role the console treats a signed-in user as; null for anyone refused on the console. */
export function roleOf(user: SessionUser | null): ConsoleRole | null {
  if (!user) return null;
  if (user.userType === 'Administrator') return user.userSettings.isSuperAdmin ? 'superAdmin' : 'admin';
  if (user.userType === 'Restaurant') return 'restaurant';
  return null;
}
