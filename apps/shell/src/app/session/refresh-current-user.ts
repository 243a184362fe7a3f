import { getMe } from '@console/api-client';
import { session } from '@console/session';

/**
 * A stored session is re-read from the API at start-up (spec §3: the current user comes from the me
 * call), so a changed role or a revoked token is seen at once; a 401 signs out through the client.
 */
export function refreshCurrentUser(): void {
  if (!session.get().token) return;
  getMe()
    .then((response) => session.storeUserData(response.user))
    .catch(() => undefined);
}
