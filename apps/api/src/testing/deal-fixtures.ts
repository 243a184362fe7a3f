import { DEMO_ACCOUNTS } from '../seed/demo-plan';
import type { Json, TestApi } from './test-api';
import { dealToday } from '../deals/deal-dates';

const DAY_MS = 86_400_000;

/** A restaurant's ids the deal tests use: its first locations and items, one of its deals. */
export interface DealRestaurant {
  restaurantId: number;
  addressIds: number[];
  foodIds: number[];
  dealId: number;
}

async function restaurantFixture(api: TestApi, restaurantId: number): Promise<DealRestaurant> {
  const addresses = await api.db.query<{ id: number }>(
    'SELECT address_id AS id FROM addresses WHERE restaurant_id = $1 ORDER BY address_id',
    [restaurantId],
  );
  const foods = await api.db.query<{ id: number }>('SELECT food_id AS id FROM foods WHERE restaurant_id = $1 ORDER BY food_id LIMIT 6', [
    restaurantId,
  ]);
  const [deal] = await api.db.query<{ id: number }>('SELECT deal_id AS id FROM deals WHERE restaurant_id = $1 ORDER BY deal_id LIMIT 1', [
    restaurantId,
  ]);
  return { restaurantId, addressIds: addresses.map((row) => row.id), foodIds: foods.map((row) => row.id), dealId: deal?.id };
}

/** The demo owner's restaurant and another one with locations, items and deals, for the ownership tests. */
export async function dealRestaurants(api: TestApi): Promise<{ own: DealRestaurant; other: DealRestaurant }> {
  const [{ own }] = await api.db.query<{ own: number }>(
    `SELECT r.restaurant_id AS own FROM restaurants r JOIN users u ON u.user_id = r.owner_user_id WHERE u.email_address = $1`,
    [DEMO_ACCOUNTS.owner],
  );
  const [{ other }] = await api.db.query<{ other: number }>(
    `SELECT r.restaurant_id AS other FROM restaurants r
      WHERE r.restaurant_id <> $1 AND EXISTS (SELECT 1 FROM deals d WHERE d.restaurant_id = r.restaurant_id)
        AND (SELECT count(*) FROM foods f WHERE f.restaurant_id = r.restaurant_id) >= 6
      ORDER BY r.restaurant_id LIMIT 1`,
    [own],
  );
  return { own: await restaurantFixture(api, own), other: await restaurantFixture(api, other) };
}

/** A date `days` from the API's today, as the deal fields hold it. */
export const dayFrom = (api: TestApi, days: number) => dealToday(new Date(api.clock.now().getTime() + days * DAY_MS));

/** Moves the API's clock by whole days (back with a negative number). */
export const moveClock = (api: TestApi, days: number) => api.clock.advance(days * DAY_MS);

/** A valid deal body at the restaurant's first location with its first two items. */
export const dealBody = (api: TestApi, restaurant: DealRestaurant, changes: Record<string, unknown> = {}): Json => ({
  restaurantAddressId: restaurant.addressIds[0],
  dealTitle: 'Test Two for One',
  foodIds: restaurant.foodIds.slice(0, 2),
  startDate: dayFrom(api, 0),
  endDate: dayFrom(api, 10),
  ...changes,
});

/** A deal row as stored, with its item ids in order. */
export async function dealRow(api: TestApi, dealId: number): Promise<Json | undefined> {
  const [row] = await api.db.query<Json>(
    `SELECT d.restaurant_id AS "restaurantId", d.address_id AS "addressId", d.title, d.start_date AS "startDate",
            d.end_date AS "endDate", d.claim_per_user AS "claimPerUser", d.is_active AS "isActive", d.updated_at AS "updatedAt",
            coalesce((SELECT array_agg(df.food_id ORDER BY df.food_id) FROM deal_foods df WHERE df.deal_id = d.deal_id), '{}') AS "foodIds"
       FROM deals d WHERE d.deal_id = $1`,
    [dealId],
  );
  return row;
}

/** The outbox rows of a deal: user ids in order, and their shared title and body. */
export async function pushesOfDeal(api: TestApi, dealId: number): Promise<Json[]> {
  return api.db.query<Json>(
    `SELECT user_id AS "userId", kind, title, body, data, sent_at AS "sentAt" FROM push_outbox
      WHERE data @> jsonb_build_object('restaurantDealId', $1::int) ORDER BY push_id`,
    [dealId],
  );
}

/** The app users following a restaurant, by id. */
export async function followersOf(api: TestApi, restaurantId: number): Promise<number[]> {
  const rows = await api.db.query<{ id: number }>(
    'SELECT user_id AS id FROM restaurant_followers WHERE restaurant_id = $1 ORDER BY user_id',
    [restaurantId],
  );
  return rows.map((row) => row.id);
}
