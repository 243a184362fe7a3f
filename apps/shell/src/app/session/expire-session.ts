import { session } from '@console/session';
import { unsavedDrafts } from '@console/ui';

/**
 * Spec §4: a 401 signs the user out. What they were doing is kept for them alone (issue 34): the page
 * they were on and the input of its open popups, given back when they sign in again in this tab.
 */
export function expireSession(): void {
  session.expire({ returnTo: `${window.location.pathname}${window.location.search}`, drafts: unsavedDrafts() });
}
