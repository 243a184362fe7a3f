import type { Queryable } from '../db/database';
import { insertRows } from '../db/insert-rows';
import { splitUsPhone } from '@console/rules';
import { optionalText, type LocationInput } from '../rules/restaurant-rules';
import type { LocationQuality } from './location-precision';

/** The columns a location is written with, in the order of the values each writer gives. */
export const ADDRESS_COLUMNS = [
  'restaurant_id',
  'street_address',
  'city',
  'state',
  'zip_code',
  'country',
  'latitude',
  'longitude',
  'phone_country_code',
  'phone_number',
  'location_precision',
  'location_source',
] as const;

/** A restaurant account ready to write: checked, email normalised, password hashed. */
export interface NewRestaurantAccount {
  emailAddress: string;
  passwordHash: string;
  restaurantName: string;
  restaurantCategoryIds: number[];
  /** Precision and source 'unknown' when not given (the contract's RestaurantLocation). */
  locations: Array<LocationInput & LocationQuality>;
}

/**
 * Writes restaurant accounts with multi-row INSERTs (owner users, restaurants, category links,
 * locations), inside the caller's transaction. Returns the restaurant ids in the order of `accounts`.
 * The owner sets their own password at first sign-in: an administrator chose this one.
 */
export async function insertRestaurantAccounts(tx: Queryable, accounts: NewRestaurantAccount[]): Promise<number[]> {
  if (accounts.length === 0) return [];
  const owners = await insertRows<{ id: number }>(
    tx,
    'users',
    ['user_type', 'email_address', 'password_hash', 'need_to_change_password'],
    accounts.map((account) => ['Restaurant', account.emailAddress, account.passwordHash, true]),
    'user_id AS id',
  );
  const restaurants = await insertRows<{ id: number }>(
    tx,
    'restaurants',
    ['restaurant_name', 'owner_user_id'],
    accounts.map((account, i) => [account.restaurantName, owners[i].id]),
    'restaurant_id AS id',
  );
  const restaurantIds = restaurants.map((row) => row.id);
  await insertRows(
    tx,
    'restaurant_category_links',
    ['restaurant_id', 'restaurant_category_id'],
    accounts.flatMap((account, i) => [...new Set(account.restaurantCategoryIds)].map((categoryId) => [restaurantIds[i], categoryId])),
  );
  await insertRows(
    tx,
    'addresses',
    [...ADDRESS_COLUMNS],
    accounts.flatMap((account, i) =>
      account.locations.map((l) => [
        restaurantIds[i],
        (l.streetAddress ?? '').trim(),
        optionalText(l.city),
        optionalText(l.state),
        optionalText(l.zipCode),
        optionalText(l.country),
        l.latitude,
        l.longitude,
        '+1',
        splitUsPhone(l.phoneNumber ?? '').phoneNumber,
        l.locationPrecision ?? 'unknown',
        l.locationSource ?? 'unknown',
      ]),
    ),
  );
  return restaurantIds;
}
