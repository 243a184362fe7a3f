import { useLocation } from 'react-router';
import { session, type LoginType } from '@console/session';

const LOGIN_TYPES: readonly LoginType[] = ['Administrator', 'Restaurant'];

/**
 * The user type chosen on the welcome screen: from navigation state (spec §2), else the one kept in
 * the session (a reload loses navigation state), else null: the user has not chosen yet.
 */
export function useLoginType(): LoginType | null {
  const state = useLocation().state as { userType?: unknown } | null;
  const fromState = LOGIN_TYPES.find((type) => type === state?.userType);
  return fromState ?? session.get().loginType;
}

/** The spec's 'an {user type}' with the article the type takes: "an Administrator", "a Restaurant". */
export const withArticle = (userType: LoginType) => `${/^[aeiou]/i.test(userType) ? 'an' : 'a'} ${userType}`;
