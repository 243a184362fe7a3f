import type { ActivityActor } from '../activity/activity-context';
import { recordActivity } from '../activity/recording-database';
import type { Database } from '../db/database';
import { accountStatusWords, movedWords, planMerge, type MergePlan, type MergeRequest, type MergeSource } from './merge-preview';
import { statusWord } from './restaurant-status-words';

/*
 * Merging restaurants (spec §4 Merge) in one transaction: any failure leaves every table as it was.
 *
 * Decisions where the spec is silent:
 * - The new restaurant belongs to the owner of the first listed source that has one; the other sources'
 *   owner accounts are deleted with their sources (a restaurant account is one login and one restaurant,
 *   so they would be left without a restaurant). The preview (merge-preview.ts) names them by email.
 * - It keeps 'Suspended' when any source was suspended (merging never lifts a suspension by itself),
 *   unless a super admin chose otherwise.
 * - Categories are the union of the sources'. Locations, images, menu items, deals and food reports move
 *   as they are; menu categories with the same name (case ignored) become one.
 * - It does what the preview said, or nothing: with the sources locked, the plan is made again and must
 *   match the versions and the digest the preview gave.
 */

export interface MergeCall extends MergeRequest {
  restaurantVersions?: ReadonlyArray<{ restaurantId: number; version: number }>;
  previewDigest?: string;
  actor: ActivityActor;
}

export type MergeOutcome =
  | { kind: 'merged'; restaurantId: number; plan: MergePlan }
  /** A restaurant is at another version than the preview's: nothing was merged. */
  | { kind: 'stale'; source: MergeSource }
  /** The preview would say something else now: nothing was merged. */
  | { kind: 'changed'; plan: MergePlan };

export async function mergeRestaurants(db: Database, call: MergeCall): Promise<MergeOutcome> {
  const { restaurantIds } = call;
  return db.transaction(async (tx) => {
    const plan = await planMerge(tx, call, { lock: true });
    if (call.restaurantVersions) {
      const expected = new Map(call.restaurantVersions.map((entry) => [entry.restaurantId, entry.version]));
      const stale = plan.sources.find((source) => expected.get(source.restaurantId) !== source.version);
      if (stale) return { kind: 'stale', source: stale };
    }
    if (call.previewDigest !== undefined && call.previewDigest !== plan.preview.previewDigest) return { kind: 'changed', plan };
    const { preview } = plan;

    // The owner moves: release it from its source first (one restaurant per owner).
    await tx.query('UPDATE restaurants SET owner_user_id = NULL WHERE restaurant_id = ANY($1::int[])', [restaurantIds]);
    const [{ id: mergedId }] = await tx.query<{ id: number }>(
      `INSERT INTO restaurants (restaurant_name, owner_user_id, account_status) VALUES ($1, $2, $3) RETURNING restaurant_id AS id`,
      [preview.newRestaurantName, plan.keptOwnerUserId, preview.accountStatus],
    );
    const moved = [mergedId, restaurantIds] as const;

    await tx.query(
      `INSERT INTO restaurant_category_links (restaurant_id, restaurant_category_id)
       SELECT DISTINCT $1::int, restaurant_category_id FROM restaurant_category_links WHERE restaurant_id = ANY($2::int[])`,
      moved,
    );
    await tx.query('UPDATE addresses SET restaurant_id = $1 WHERE restaurant_id = ANY($2::int[])', moved);
    await tx.query('UPDATE images SET restaurant_id = $1 WHERE restaurant_id = ANY($2::int[])', moved);

    // One menu category per name: the oldest of each name is kept, items of the others join it.
    await tx.query(
      `WITH kept AS (
         SELECT DISTINCT ON (lower(category_name)) category_id, lower(category_name) AS name_key
           FROM food_categories WHERE restaurant_id = ANY($1::int[])
          ORDER BY lower(category_name), category_id
       )
       UPDATE foods f SET food_category_id = kept.category_id
         FROM food_categories fc JOIN kept ON kept.name_key = lower(fc.category_name)
        WHERE f.food_category_id = fc.category_id AND fc.restaurant_id = ANY($1::int[]) AND fc.category_id <> kept.category_id`,
      [restaurantIds],
    );
    await tx.query(
      `UPDATE food_categories SET restaurant_id = $1
        WHERE category_id IN (SELECT DISTINCT ON (lower(category_name)) category_id
                                FROM food_categories WHERE restaurant_id = ANY($2::int[])
                               ORDER BY lower(category_name), category_id)`,
      moved,
    );
    // Food reports and deal items follow their menu items; deals follow with their locations' restaurant.
    await tx.query('UPDATE foods SET restaurant_id = $1 WHERE restaurant_id = ANY($2::int[])', moved);
    await tx.query('UPDATE deals SET restaurant_id = $1 WHERE restaurant_id = ANY($2::int[])', moved);

    // What is left of the sources (their duplicate menu categories, category links) goes with them.
    await tx.query('DELETE FROM restaurants WHERE restaurant_id = ANY($1::int[])', [restaurantIds]);
    if (plan.removedOwnerUserIds.length > 0) {
      await tx.query('DELETE FROM users WHERE user_id = ANY($1::int[])', [plan.removedOwnerUserIds]);
    }
    // The History says what the confirmation said (the rows' own changes would only say rows moved).
    await recordActivity(tx, {
      action: 'mergeRestaurants',
      actor: call.actor,
      objectType: 'Restaurant',
      objectId: mergedId,
      objectLabel: preview.newRestaurantName,
      restaurantId: mergedId,
      restaurantName: preview.newRestaurantName,
      affectedCount: plan.sources.length,
      affectedIds: [...restaurantIds],
      changes: [
        {
          field: 'Restaurants merged',
          after: plan.sources.map((source) => `${source.restaurantName} (${statusWord(source.accountStatus)})`),
        },
        { field: 'Restaurant Name', after: preview.newRestaurantName },
        { field: 'Locations moved', after: movedWords(preview.locations) },
        { field: 'Menu items moved', after: movedWords(preview.menuItems) },
        { field: 'Deals moved', after: movedWords(preview.deals) },
        { field: 'Images moved', after: movedWords(preview.images) },
        { field: 'Menu categories', after: movedWords(preview.menuCategories) },
        { field: 'Restaurant categories', after: movedWords(preview.restaurantCategories) },
        { field: 'Owner login kept', after: preview.ownerLoginKept?.emailAddress ?? 'None' },
        { field: 'Owner logins removed', after: preview.ownerLoginsRemoved.map((login) => login.emailAddress) },
        { field: 'Access status', after: accountStatusWords(preview) },
      ],
    });
    return { kind: 'merged', restaurantId: mergedId, plan };
  });
}
