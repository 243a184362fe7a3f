import { logout } from '@console/api-client';
import { session } from '@console/session';

/**
 * Spec §2/§4 Logout: tell the API, then sign out locally whatever it answered. A failing or
 * unreachable API must not keep the user signed in on this browser.
 */
export async function signOut(): Promise<void> {
  await logout().catch(() => undefined);
  session.logout();
}
