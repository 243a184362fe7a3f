import type { Queryable } from '../db/database';
import { insertRows } from '../db/insert-rows';
import { ADDRESS_COLUMNS } from '../restaurants/restaurant-accounts';
import type { PlannedFood, PlannedLocation } from './demo-plan';

/*
 * The seed's row writers, one per table that both the demo seed and the bench data fill: multi-row
 * INSERTs taking planned rows (demo-plan.ts) and answering the new ids in the order given, so that a
 * column list is written once.
 */

export async function insertIds(db: Queryable, table: string, columns: string[], rows: unknown[][], idColumn: string): Promise<number[]> {
  const inserted = await insertRows<{ id: number }>(db, table, columns, rows, `${idColumn} AS id`);
  return inserted.map((row) => row.id);
}

/** A user row; what is left out takes the table's default (no phone, no picture, no password, no flag). */
export interface UserRow {
  userType: string;
  firstName: string | null;
  lastName: string | null;
  emailAddress: string | null;
  phoneCountryCode?: string | null;
  phoneNumber?: string | null;
  profilePicture?: string | null;
  isSuperAdmin?: boolean;
  needToChangePassword?: boolean;
  passwordHash?: string | null;
}

export function writeUsers(db: Queryable, users: UserRow[]): Promise<number[]> {
  return insertIds(
    db,
    'users',
    [
      'user_type',
      'first_name',
      'last_name',
      'email_address',
      'phone_country_code',
      'phone_number',
      'profile_picture',
      'is_super_admin',
      'need_to_change_password',
      'password_hash',
    ],
    users.map((u) => [
      u.userType,
      u.firstName,
      u.lastName,
      u.emailAddress,
      u.phoneCountryCode ?? null,
      u.phoneNumber ?? null,
      u.profilePicture ?? null,
      u.isSuperAdmin ?? false,
      u.needToChangePassword ?? false,
      u.passwordHash ?? null,
    ]),
    'user_id',
  );
}

export interface RestaurantRow {
  name: string;
  ownerUserId: number | null | undefined;
  accountStatus: 'Approved' | 'Suspended';
}

export function writeRestaurants(db: Queryable, restaurants: RestaurantRow[]): Promise<number[]> {
  return insertIds(
    db,
    'restaurants',
    ['restaurant_name', 'owner_user_id', 'account_status'],
    restaurants.map((r) => [r.name, r.ownerUserId ?? null, r.accountStatus]),
    'restaurant_id',
  );
}

/** A restaurant's categories (restaurant categories, not menu ones). */
export async function writeRestaurantCategoryLinks(
  db: Queryable,
  links: Array<{ restaurantId: number; categoryId: number | undefined }>,
): Promise<void> {
  await insertRows(
    db,
    'restaurant_category_links',
    ['restaurant_id', 'restaurant_category_id'],
    links.map((link) => [link.restaurantId, link.categoryId]),
  );
}

/** The addresses (a restaurant's locations); their images go through writeImages. */
export function writeAddresses(db: Queryable, addresses: Array<{ restaurantId: number; location: PlannedLocation }>): Promise<number[]> {
  return insertIds(
    db,
    'addresses',
    [...ADDRESS_COLUMNS],
    addresses.map(({ restaurantId, location: l }) => [
      restaurantId,
      l.streetAddress,
      l.city,
      l.state,
      l.zipCode,
      l.country,
      l.latitude,
      l.longitude,
      l.phoneCountryCode,
      l.phoneNumber,
      l.locationPrecision,
      l.locationSource,
    ]),
    'address_id',
  );
}

/** Images of a restaurant (no address) or of one of its locations. */
export async function writeImages(
  db: Queryable,
  images: Array<{ restaurantId: number; addressId: number | null | undefined; url: string }>,
): Promise<void> {
  await insertRows(
    db,
    'images',
    ['restaurant_id', 'address_id', 'image_file_url'],
    images.map((image) => [image.restaurantId, image.addressId, image.url]),
  );
}

/** Menu categories. */
export function writeFoodCategories(db: Queryable, categories: Array<{ restaurantId: number; name: string }>): Promise<number[]> {
  return insertIds(
    db,
    'food_categories',
    ['restaurant_id', 'category_name'],
    categories.map((category) => [category.restaurantId, category.name]),
    'category_id',
  );
}

export function writeFoods(
  db: Queryable,
  foods: Array<{ restaurantId: number; categoryId: number | null | undefined; food: PlannedFood }>,
): Promise<number[]> {
  return insertIds(
    db,
    'foods',
    ['restaurant_id', 'food_category_id', 'food_item_name', 'description', 'price', 'image_url', 'tags', 'extra_attributes'],
    foods.map(({ restaurantId, categoryId, food: f }) => [
      restaurantId,
      categoryId ?? null,
      f.name,
      f.description,
      f.price,
      f.imageUrl,
      f.tags,
      f.extraAttributes,
    ]),
    'food_id',
  );
}

export interface DealRow {
  restaurantId: number;
  addressId: number | undefined;
  title: string;
  startDate: string;
  endDate: string | null;
  claimPerUser: number | null;
  claimCount: number;
  isActive: boolean;
  /** The deal's menu items. */
  foodIds: Array<number | undefined>;
}

/** The deals and their items (deal_foods). */
export async function writeDeals(db: Queryable, deals: DealRow[]): Promise<number[]> {
  const dealIds = await insertIds(
    db,
    'deals',
    ['restaurant_id', 'address_id', 'title', 'start_date', 'end_date', 'claim_per_user', 'claim_count', 'is_active'],
    deals.map((d) => [d.restaurantId, d.addressId, d.title, d.startDate, d.endDate, d.claimPerUser, d.claimCount, d.isActive]),
    'deal_id',
  );
  await insertRows(
    db,
    'deal_foods',
    ['deal_id', 'food_id'],
    deals.flatMap((deal, n) => deal.foodIds.map((foodId) => [dealIds[n], foodId])),
  );
  return dealIds;
}
