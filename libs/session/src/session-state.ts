import type { User } from '@console/api-client';

/** The signed-in user as the console keeps it: the contract's `user` of login and `/auth/me` (spec §3). */
export type SessionUser = User;

export type LoginType = 'Administrator' | 'Restaurant';

/** The auth slice of spec §3; every field starts as null. */
export interface SessionState {
  token: string | null;
  data: SessionUser | null;
  loginType: LoginType | null;
  restaurantDealId: number | null;
}

export const signedOutState: SessionState = {
  token: null,
  data: null,
  loginType: null,
  restaurantDealId: null,
};
