import { createHash } from 'node:crypto';
import type { Queryable } from '../db/database';
import { notFound } from '../http/api-error';
import type { ContractSchema } from '../http/contract-types';
import { statusWord } from './restaurant-status-words';

export type MergePreview = ContractSchema<'MergePreview'>;
type AccountStatus = ContractSchema<'AccountStatus'>;
type Moves = ContractSchema<'MergeMoves'>;

/** A preview lists at most this many names of each kind; its count says how many in all. */
export const MERGE_PREVIEW_NAMES = 10;

export interface MergeSource {
  restaurantId: number;
  restaurantName: string;
  accountStatus: AccountStatus;
  version: number;
  ownerUserId: number | null;
  emailAddress: string | null;
}

export interface MergePlan {
  preview: MergePreview;
  /** In the request's order. */
  sources: MergeSource[];
  /** The owner login that owns the merged restaurant, and the others, which the merge deletes. */
  keptOwnerUserId: number | null;
  removedOwnerUserIds: number[];
}

export interface MergeRequest {
  restaurantIds: number[];
  newRestaurantName: string;
  /** The super admin's choice over the rule (the caller has checked who may choose). */
  accountStatus?: AccountStatus;
  canChooseAccountStatus: boolean;
}

interface MovesRow {
  count: number;
  ids: number[] | null;
  names: string[] | null;
}

/** Rows of one kind over the restaurants ($1): their count, every id (for the digest) and the first names in name order. */
async function movesOf(q: Queryable, rows: string, restaurantIds: number[]): Promise<{ moves: Moves; ids: number[] }> {
  const [row] = await q.query<MovesRow>(
    `SELECT count(*)::int AS count, array_agg(id ORDER BY id) AS ids,
            (array_agg(name ORDER BY lower(name), id) FILTER (WHERE name IS NOT NULL))[1:${MERGE_PREVIEW_NAMES}] AS names
       FROM (${rows}) listed`,
    [restaurantIds],
  );
  return { moves: { count: row.count, names: row.names ?? [] }, ids: row.ids ?? [] };
}

// What moves, as `id, name` over the restaurants ($1); kept in step with mergeRestaurants' statements.
const LOCATIONS = 'SELECT address_id AS id, street_address AS name FROM addresses WHERE restaurant_id = ANY($1::int[])';
const MENU_ITEMS = 'SELECT food_id AS id, food_item_name AS name FROM foods WHERE restaurant_id = ANY($1::int[])';
const DEALS = 'SELECT deal_id AS id, title AS name FROM deals WHERE restaurant_id = ANY($1::int[])';
const IMAGES = 'SELECT image_id AS id, NULL::text AS name FROM images WHERE restaurant_id = ANY($1::int[])';
/** One menu category per name, case ignored: the oldest of each name is the one kept. */
const MENU_CATEGORIES = `SELECT DISTINCT ON (lower(category_name)) category_id AS id, category_name AS name
                           FROM food_categories WHERE restaurant_id = ANY($1::int[])
                          ORDER BY lower(category_name), category_id`;
const RESTAURANT_CATEGORIES = `SELECT DISTINCT c.restaurant_category_id AS id, c.restaurant_category_name AS name
                                 FROM restaurant_category_links l JOIN restaurant_categories c USING (restaurant_category_id)
                                WHERE l.restaurant_id = ANY($1::int[])`;

/**
 * What merging the restaurants would do, read with `q` (in the merge's transaction, after its rows are
 * locked, it is what the merge then does). The digest covers all the data the merge acts on (every row's
 * id, not only the names shown), so a merge whose preview would differ can be refused.
 */
export async function planMerge(q: Queryable, request: MergeRequest, options: { lock?: boolean } = {}): Promise<MergePlan> {
  const { restaurantIds } = request;
  const found = await q.query<MergeSource>(
    `SELECT r.restaurant_id AS "restaurantId", r.restaurant_name AS "restaurantName", r.account_status AS "accountStatus",
            r.version, r.owner_user_id AS "ownerUserId", u.email_address AS "emailAddress"
       FROM restaurants r LEFT JOIN users u ON u.user_id = r.owner_user_id
      WHERE r.restaurant_id = ANY($1::int[])${options.lock ? ' FOR UPDATE OF r' : ''}`,
    [restaurantIds],
  );
  const byId = new Map(found.map((source) => [source.restaurantId, source]));
  const missing = restaurantIds.filter((id) => !byId.has(id));
  if (missing.length > 0) throw notFound(`Restaurant not found: ${missing.join(', ')}`);
  const sources = restaurantIds.map((id) => byId.get(id)!);

  // One after the other: in a transaction the statements share one connection.
  const kinds: Awaited<ReturnType<typeof movesOf>>[] = [];
  for (const rows of [LOCATIONS, MENU_ITEMS, DEALS, IMAGES, MENU_CATEGORIES, RESTAURANT_CATEGORIES]) {
    kinds.push(await movesOf(q, rows, restaurantIds));
  }
  const [locations, menuItems, deals, images, menuCategories, restaurantCategories] = kinds;

  const owned = sources.filter((source) => source.ownerUserId !== null);
  const [keeper, ...removed] = owned;
  const login = (source: MergeSource) => ({
    emailAddress: source.emailAddress ?? '',
    restaurantId: source.restaurantId,
    restaurantName: source.restaurantName,
  });
  const ruled: AccountStatus = sources.some((source) => source.accountStatus === 'Suspended') ? 'Suspended' : 'Approved';

  const preview: Omit<MergePreview, 'previewDigest'> = {
    newRestaurantName: request.newRestaurantName,
    restaurants: sources.map((source) => ({
      restaurantId: source.restaurantId,
      restaurantName: source.restaurantName,
      accountStatus: source.accountStatus,
      version: source.version,
      ...(source.emailAddress ? { emailAddress: source.emailAddress } : {}),
    })),
    locations: locations.moves,
    menuItems: menuItems.moves,
    deals: deals.moves,
    images: images.moves,
    menuCategories: menuCategories.moves,
    restaurantCategories: restaurantCategories.moves,
    ...(keeper ? { ownerLoginKept: login(keeper) } : {}),
    ownerLoginsRemoved: removed.map(login),
    accountStatus: request.accountStatus ?? ruled,
    accountStatusChosen: request.accountStatus !== undefined,
    canChooseAccountStatus: request.canChooseAccountStatus,
  };
  // The data only: the name and the status choice are the request's, which the merge sends again.
  const everything = {
    restaurants: preview.restaurants,
    moves: [preview.locations, preview.menuItems, preview.deals, preview.images, preview.menuCategories, preview.restaurantCategories],
    ids: [locations, menuItems, deals, images, menuCategories, restaurantCategories].map((kind) => kind.ids),
    owners: owned.map((source) => source.ownerUserId),
  };
  const previewDigest = createHash('sha256').update(JSON.stringify(everything)).digest('base64url');
  return {
    preview: { ...preview, previewDigest },
    sources,
    keptOwnerUserId: keeper?.ownerUserId ?? null,
    removedOwnerUserIds: removed.map((source) => source.ownerUserId!),
  };
}

/** A kind that moved, in the History's words: '3: Alpha, Beta, Gamma', '14: Alpha, … and 4 more', 'None'. */
export function movedWords(moves: Moves): string {
  if (moves.count === 0) return 'None';
  if (moves.names.length === 0) return String(moves.count);
  const more = moves.count - moves.names.length;
  return `${moves.count}: ${moves.names.join(', ')}${more > 0 ? ` and ${more} more` : ''}`;
}

/** The resulting access status with why, in the History's words. */
export function accountStatusWords(preview: Pick<MergePreview, 'accountStatus' | 'accountStatusChosen' | 'restaurants'>): string {
  const suspended = preview.restaurants.filter((part) => part.accountStatus === 'Suspended').map((part) => part.restaurantName);
  const word = statusWord(preview.accountStatus);
  if (preview.accountStatusChosen) {
    return suspended.length > 0 && preview.accountStatus === 'Approved'
      ? `${word} (chosen by a super admin; ${suspended.join(', ')} ${suspended.length === 1 ? 'was' : 'were'} suspended)`
      : `${word} (chosen by a super admin)`;
  }
  return suspended.length > 0 ? `${word} (kept: ${suspended.join(', ')} ${suspended.length === 1 ? 'was' : 'were'} suspended)` : word;
}
