import { DEMO_ACCOUNTS } from '../seed/demo-plan';
import type { TestApi } from './test-api';

export type ConsoleRole = 'superAdmin' | 'admin' | 'restaurant';
export const CONSOLE_ROLES: readonly ConsoleRole[] = ['superAdmin', 'admin', 'restaurant'];

/** A token for each console role, from the demo accounts. */
export async function signInEveryRole(api: TestApi): Promise<Record<ConsoleRole, string>> {
  return {
    superAdmin: await api.login(DEMO_ACCOUNTS.superAdmin, 'Administrator'),
    admin: await api.login(DEMO_ACCOUNTS.admin, 'Administrator'),
    restaurant: await api.login(DEMO_ACCOUNTS.owner, 'Restaurant'),
  };
}
