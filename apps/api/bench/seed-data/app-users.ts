import type { Database } from '../../src/db/database';
import { AVATAR_COLORS, FIRST_NAMES, LAST_NAMES } from '../../src/seed/demo-catalog';
import { initials, svgTile } from '../../src/seed/demo-images';
import { SeededRandom } from '../../src/seed/random';
import { writeUsers } from '../../src/seed/row-writers';

export interface AppUsersSummary {
  added: number;
  appUsers: number;
  named: number;
  withPicture: number;
  milliseconds: number;
}

/**
 * Tops the app users (users.user_type 'Customer') up to `users`, for the notifications figures of the
 * bench: about 19 in 20 with a first and last name, 1 in 50 with only one of them and 3 in 100 without a
 * name (the console leaves those out of its recipients); about half with a profile picture (a small SVG data
 * URL of their initials). Multi-row INSERTs in one transaction; deterministic for the same starting count.
 */
export async function addAppUsers(
  db: Database,
  { users, batchSize = 5000 }: { users: number; batchSize?: number },
): Promise<AppUsersSummary> {
  const started = performance.now();
  const [{ existing }] = await db.query<{ existing: number }>("SELECT count(*)::int AS existing FROM users WHERE user_type = 'Customer'");
  const random = new SeededRandom(104_729 + existing);
  const count = Math.max(0, users - existing);
  const rows = Array.from({ length: count }, (_, i) => {
    const shape = random.next();
    // 3 in 100 without a name, 1 in 100 with a first name only, 1 in 100 with a last name only.
    const first = shape < 0.03 || (shape >= 0.04 && shape < 0.05) ? null : random.pick(FIRST_NAMES);
    const last = shape < 0.04 ? null : random.pick(LAST_NAMES);
    const picture = random.chance(0.5) ? svgTile(initials(first, last) || '?', random.pick(AVATAR_COLORS)) : null;
    return {
      userType: 'Customer',
      firstName: first,
      lastName: last,
      emailAddress: `app-user-${existing + i + 1}@bench.example.com`,
      profilePicture: picture,
    };
  });
  await db.transaction(async (tx) => {
    for (let start = 0; start < rows.length; start += batchSize) {
      await writeUsers(tx, rows.slice(start, start + batchSize));
    }
  });
  const [totals] = await db.query<{ appUsers: number; named: number; withPicture: number }>(
    `SELECT count(*)::int AS "appUsers",
            count(*) FILTER (WHERE coalesce(btrim(first_name), '') <> '' OR coalesce(btrim(last_name), '') <> '')::int AS named,
            count(profile_picture)::int AS "withPicture"
       FROM users WHERE user_type = 'Customer'`,
  );
  return { added: count, ...totals, milliseconds: Math.round(performance.now() - started) };
}
