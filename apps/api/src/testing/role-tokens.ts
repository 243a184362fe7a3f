import { DEMO_ACCOUNTS } from '../seed/demo-plan';
import type { TestApi } from './test-api';

export type ConsoleRole = 'superAdmin' | 'admin' | 'restaurant';
export const CONSOLE_ROLES: readonly ConsoleRole[] = ['superAdmin', 'admin', 'restaurant'];

/** A token for each console role, from the demo accounts (signed in at once: three accounts, no order). */
export async function signInEveryRole(api: TestApi): Promise<Record<ConsoleRole, string>> {
  const [superAdmin, admin, restaurant] = await Promise.all([
    api.login(DEMO_ACCOUNTS.superAdmin, 'Administrator'),
    api.login(DEMO_ACCOUNTS.admin, 'Administrator'),
    api.login(DEMO_ACCOUNTS.owner, 'Restaurant'),
  ]);
  return { superAdmin, admin, restaurant };
}
