import type { Queryable } from '../db/database';
import type { ContractSchema } from '../http/contract-types';
import { likePattern } from '../http/paging';

/** How many people the Who filter offers for a text when the call does not say. */
export const PEOPLE_SIZE = 8;

const NAME = `btrim(coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, ''))`;

/**
 * The people who make changes (administrators and restaurant owners, not app users) whose name or email
 * holds `keywords`, by name: the Who filter finds anyone, not only the people of the events on screen.
 * Customers and their 10,000s are left out by user_type first.
 */
export async function findActivityPeople(
  db: Queryable,
  keywords: string | undefined,
  size: number,
): Promise<Array<ContractSchema<'ActivityPerson'>>> {
  const pattern = likePattern(keywords);
  if (!pattern) return [];
  const rows = await db.query<{ userId: number; name: string; role: 'superAdmin' | 'admin' | 'restaurant'; restaurantName: string | null }>(
    `SELECT u.user_id AS "userId", coalesce(nullif(${NAME}, ''), u.email_address) AS name,
            CASE WHEN u.user_type = 'Restaurant' THEN 'restaurant' WHEN u.is_super_admin THEN 'superAdmin' ELSE 'admin' END AS role,
            r.restaurant_name AS "restaurantName"
       FROM users u LEFT JOIN restaurants r ON r.owner_user_id = u.user_id
      WHERE u.user_type IN ('Administrator', 'Restaurant') AND (${NAME} ILIKE $1 OR u.email_address ILIKE $1)
      ORDER BY lower(coalesce(nullif(${NAME}, ''), u.email_address)), u.user_id
      LIMIT $2`,
    [pattern, size],
  );
  return rows.map(({ restaurantName, ...person }) => (restaurantName ? { ...person, restaurantName } : person));
}
