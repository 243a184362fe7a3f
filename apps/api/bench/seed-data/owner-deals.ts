import type { Database } from '../../src/db/database';
import { DEMO_ACCOUNTS, isoDate } from '../../src/seed/demo-plan';
import { SeededRandom } from '../../src/seed/random';
import { writeDeals } from '../../src/seed/row-writers';
import { findOwnerRestaurant } from './owner-restaurant';

export interface OwnerDealsSummary {
  restaurantId: number;
  ownerEmail: string;
  added: number;
  deals: number;
  current: number;
  expired: number;
  dealFoods: number;
  milliseconds: number;
}

const DEAL_OCCASIONS = [
  'Happy Hour',
  'Lunch',
  'Family',
  'Weekend',
  'Student',
  'Early Bird',
  'Date Night',
  'Game Day',
  'Late Night',
  'Holiday',
  'Spring',
  'Summer',
  'Autumn',
  'Winter',
  'Brunch',
  'Midweek',
  'Rainy Day',
  'Payday',
  'Loyalty',
  'Grand Opening',
];
const DEAL_OFFERS = [
  'Special',
  'Combo',
  'Feast',
  'Two for One',
  'Discount',
  'Bundle',
  'Platter',
  'Free Dessert with Any Main',
  'Kids Eat Free',
  "Chef's Tasting",
  'Buy One Get One Half Off',
  'Bites',
  'Sharing Deal',
  'Meal for Two',
  'Value Box',
];

/**
 * Tops one owner's restaurant (the demo owner's by default) up to `deals` deals over its existing menu
 * items and locations, for the Manage Your Deals and item picker figures of the bench. About 6 in 10 are
 * current (a third of those without an end date, some starting later), the rest expired; 1 to 12 items
 * each, a random location, one-time or unlimited use, mostly active. Deterministic for the same starting
 * restaurant and day. Run it after addOwnerMenu and addOwnerLocations to spread the deals over them.
 */
export async function addOwnerDeals(
  db: Database,
  { deals, ownerEmail = DEMO_ACCOUNTS.owner, today = new Date() }: { deals: number; ownerEmail?: string; today?: Date },
): Promise<OwnerDealsSummary> {
  const started = performance.now();
  const restaurant = await findOwnerRestaurant(db, ownerEmail, 'deals');
  const addressIds = (
    await db.query<{ id: number }>('SELECT address_id AS id FROM addresses WHERE restaurant_id = $1 ORDER BY address_id', [
      restaurant.restaurantId,
    ])
  ).map((row) => row.id);
  const foodIds = (
    await db.query<{ id: number }>('SELECT food_id AS id FROM foods WHERE restaurant_id = $1 ORDER BY food_id', [restaurant.restaurantId])
  ).map((row) => row.id);
  if (addressIds.length === 0 || foodIds.length === 0)
    throw new Error(`--owner-deals: ${ownerEmail}'s restaurant needs locations and items`);
  const random = new SeededRandom(15_485_863 + restaurant.existing);
  const count = Math.max(0, deals - restaurant.existing);
  const planned = Array.from({ length: count }, (_, n) => {
    const expired = random.chance(0.4);
    const start = expired ? -random.int(30, 365) : random.chance(0.15) ? random.int(1, 30) : -random.int(0, 90);
    const end = expired ? Math.min(start + random.int(1, 60), -1) : random.chance(0.33) ? null : Math.max(start, 0) + random.int(0, 120);
    const items = new Set<number>();
    const wanted = random.int(1, Math.min(12, foodIds.length));
    while (items.size < wanted) items.add(foodIds[random.int(0, foodIds.length - 1)]);
    return {
      restaurantId: restaurant.restaurantId,
      addressId: random.pick(addressIds),
      title: `${random.pick(DEAL_OCCASIONS)} ${random.pick(DEAL_OFFERS)} No. ${restaurant.existing + n + 1}`,
      startDate: isoDate(today, start),
      endDate: end === null ? null : isoDate(today, end),
      claimPerUser: random.chance(0.4) ? 1 : null,
      claimCount: random.int(0, 500),
      isActive: random.chance(0.85),
      foodIds: [...items].sort((a, b) => a - b),
    };
  });
  await db.transaction((tx) => writeDeals(tx, planned));
  const dealFoods = planned.reduce((sum, deal) => sum + deal.foodIds.length, 0);
  const [totals] = await db.query<{ current: number; expired: number }>(
    `SELECT count(*) FILTER (WHERE d.end_date IS NULL OR d.end_date >= $2::date)::int AS current,
            count(*) FILTER (WHERE d.end_date < $2::date)::int AS expired
       FROM deals d WHERE d.restaurant_id = $1`,
    [restaurant.restaurantId, isoDate(today, 0)],
  );
  return {
    restaurantId: restaurant.restaurantId,
    ownerEmail,
    added: planned.length,
    deals: restaurant.existing + planned.length,
    current: totals.current,
    expired: totals.expired,
    dealFoods,
    milliseconds: Math.round(performance.now() - started),
  };
}
