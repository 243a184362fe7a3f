/** The signed-in user as the console keeps it (spec §3: the `user` of login and `/auth/me`). */
export interface SessionUser {
  userId: number;
  userType: 'Administrator' | 'Restaurant' | 'Customer';
  emailAddress: string;
  firstName: string;
  lastName: string;
  fullName?: string;
  profilePicture?: string | null;
  userSettings: { needToChangePassword: boolean; isSuperAdmin: boolean };
  restaurant?: { restaurantId: number; restaurantName: string };
}

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
