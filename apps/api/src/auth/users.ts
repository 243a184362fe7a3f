import { normaliseEmail } from '@console/rules';
import type { Queryable } from '../db/database';
import type { Role } from '../http/contract';

export type UserType = 'Administrator' | 'Restaurant' | 'Customer';
export type ConsoleUserType = Exclude<UserType, 'Customer'>;
/** The person's theme (System follows the device). */
export type ThemeChoice = 'system' | 'light' | 'dark';

/** A user row with the owner's restaurant, as the auth calls need it. */
export interface UserRecord {
  userId: number;
  userType: UserType;
  firstName: string | null;
  lastName: string | null;
  emailAddress: string | null;
  profilePicture: string | null;
  isSuperAdmin: boolean;
  needToChangePassword: boolean;
  theme: ThemeChoice;
  passwordHash: string | null;
  restaurantId: number | null;
  restaurantName: string | null;
  accountStatus: 'Approved' | 'Suspended' | null;
}

/** The contract's `User`. */
export interface ContractUser {
  userId: number;
  userType: UserType;
  emailAddress: string;
  firstName: string;
  lastName: string;
  fullName: string;
  profilePicture: string | null;
  userSettings: { needToChangePassword: boolean; isSuperAdmin: boolean; theme: ThemeChoice };
  restaurant?: { restaurantId: number; restaurantName: string };
}

export const USER_COLUMNS = `
  u.user_id AS "userId", u.user_type AS "userType", u.first_name AS "firstName", u.last_name AS "lastName",
  u.email_address AS "emailAddress", u.profile_picture AS "profilePicture", u.is_super_admin AS "isSuperAdmin",
  u.need_to_change_password AS "needToChangePassword", u.theme, u.password_hash AS "passwordHash",
  r.restaurant_id AS "restaurantId", r.restaurant_name AS "restaurantName", r.account_status AS "accountStatus"`;

const SELECT_USER = `SELECT ${USER_COLUMNS} FROM users u LEFT JOIN restaurants r ON r.owner_user_id = u.user_id`;

export async function findUserByEmail(db: Queryable, email: string): Promise<UserRecord | undefined> {
  const rows = await db.query<UserRecord>(`${SELECT_USER} WHERE lower(u.email_address) = $1`, [normaliseEmail(email)]);
  return rows[0];
}

export async function findUserById(db: Queryable, userId: number): Promise<UserRecord | undefined> {
  const rows = await db.query<UserRecord>(`${SELECT_USER} WHERE u.user_id = $1`, [userId]);
  return rows[0];
}

export function toContractUser(user: UserRecord): ContractUser {
  const firstName = user.firstName ?? '';
  const lastName = user.lastName ?? '';
  return {
    userId: user.userId,
    userType: user.userType,
    emailAddress: user.emailAddress ?? '',
    firstName,
    lastName,
    fullName: [firstName, lastName].filter(Boolean).join(' '),
    profilePicture: user.profilePicture,
    userSettings: { needToChangePassword: user.needToChangePassword, isSuperAdmin: user.isSuperAdmin, theme: user.theme },
    ...(user.userType === 'Restaurant' && user.restaurantId !== null
      ? { restaurant: { restaurantId: user.restaurantId, restaurantName: user.restaurantName ?? '' } }
      : {}),
  };
}

/** The x-roles a user holds. A super admin is also an admin; customers hold none. */
export function rolesOf(user: Pick<UserRecord, 'userType' | 'isSuperAdmin'>): Role[] {
  if (user.userType === 'Administrator') return user.isSuperAdmin ? ['superAdmin', 'admin'] : ['admin'];
  if (user.userType === 'Restaurant') return ['restaurant'];
  return [];
}
