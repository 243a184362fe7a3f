import type { Queryable } from '../db/database';
import type { CachedRead } from '../http/cached-reads';
import { approximateLocation, type LocationPrecision, type LocationSource } from './location-precision';

/*
 * Reads of restaurant accounts for the admin screens, each one statement whatever its size. The page is cut
 * first, through restaurants_name_idx when sorted by name, and only its restaurants reach their company-wide
 * images; location counts and categories are kept on the restaurant as they are written
 * (restaurants.address_count and categories_json, migration 006). The total is counted on its own, and only
 * when the page cannot tell it (a full page, or one past the end), so a page of 10 never walks every
 * restaurant to number it.
 */

export const RESTAURANT_SORTS = ['restaurantName', 'emailAddress'] as const;
export type RestaurantSort = (typeof RESTAURANT_SORTS)[number];

export interface RestaurantFilter {
  /** ILIKE patterns, each matched against the name or the owner's email; all must match. */
  patterns?: Array<string | null>;
  restaurantId?: number;
  /** Only approved or only suspended restaurants. */
  accountStatus?: 'Approved' | 'Suspended';
  /** Only restaurants with a location coarser than street level (location_precision=approximate). */
  approximate?: boolean;
  sort?: RestaurantSort;
  direction?: 'ASC' | 'DESC';
  limit?: number;
  offset?: number;
}

interface Image {
  imageId: number;
  imageFileUrl: string;
}

export interface RestaurantAccountRow {
  version: number;
  restaurantId: number;
  restaurantName: string;
  accountStatus: 'Approved' | 'Suspended';
  emailAddress: string | null;
  ownerUserId: number | null;
  restaurantCategories: Array<{ version: number; restaurantCategoryId: number; restaurantCategoryName: string }>;
  restaurantAddressCount: number;
  companyWideImages: Image[];
}

const SORTS: Record<RestaurantSort, (direction: string) => string> = {
  restaurantName: (direction) => `lower(restaurant_name) ${direction}, restaurant_id ${direction}`,
  emailAddress: (direction) => `lower(email_address) ${direction} NULLS LAST, restaurant_id ${direction}`,
};

export const ACCOUNTS = 'restaurants r LEFT JOIN users u ON u.user_id = r.owner_user_id';

/** The whole restaurant list is 3 MB at 10,000 restaurants and built by the database on every call. */
export const RESTAURANT_ACCOUNTS_READ: CachedRead = {
  tables: ['restaurants', 'users', 'restaurant_category_links', 'restaurant_categories', 'addresses', 'images'],
};

/** The list's filters over `restaurants r LEFT JOIN users u`, their parameters pushed onto `params`: the list, its export and its bulk calls. */
export function restaurantConditions(filter: RestaurantFilter, params: unknown[]): string[] {
  const conditions: string[] = [];
  for (const pattern of filter.patterns ?? []) {
    if (!pattern) continue;
    params.push(pattern);
    conditions.push(`(r.restaurant_name ILIKE $${params.length} OR u.email_address ILIKE $${params.length})`);
  }
  if (filter.restaurantId !== undefined) {
    params.push(filter.restaurantId);
    conditions.push(`r.restaurant_id = $${params.length}`);
  }
  if (filter.accountStatus !== undefined) {
    params.push(filter.accountStatus);
    conditions.push(`r.account_status = $${params.length}`);
  }
  if (filter.approximate) {
    // Through addresses_approximate_idx: the approximate locations are few, each restaurant probed once.
    conditions.push(`EXISTS (SELECT 1 FROM addresses a WHERE a.restaurant_id = r.restaurant_id AND ${approximateLocation('a')})`);
  }
  return conditions;
}

function restaurantAccountsQuery(filter: RestaurantFilter, select: (order: string) => string): { sql: string; params: unknown[] } {
  const params: unknown[] = [];
  const conditions = restaurantConditions(filter, params);
  const where = conditions.length ? `WHERE ${conditions.join(' AND ')}` : '';
  const order = SORTS[filter.sort ?? 'restaurantName'](filter.direction ?? 'ASC');
  params.push(filter.limit ?? null, filter.offset ?? 0);
  const [limit, offset] = [`$${params.length - 1}::int`, `$${params.length}::int`];
  // Without a search every restaurant counts, and the owner's row cannot change that (at most one). A
  // search reads every restaurant anyway: its matches (a few hundred) are counted in the same pass.
  const counted = conditions.length ? `${ACCOUNTS} ${where}` : 'restaurants r';
  const sql = `WITH page AS (
       SELECT r.version, r.restaurant_id, r.restaurant_name, r.account_status, r.owner_user_id, r.address_count, r.categories_json AS categories,
              u.email_address${conditions.length ? ', count(*) OVER () AS matches' : ''}
         FROM ${ACCOUNTS} ${where}
        ORDER BY ${order} LIMIT ${limit} OFFSET ${offset}
     ), company_images AS (
       SELECT restaurant_id,
              '[' || string_agg('{"imageId":' || image_id || ',"imageFileUrl":' || to_json(image_file_url) || '}', ',' ORDER BY image_id) || ']' AS list
         FROM images WHERE address_id IS NULL AND restaurant_id IN (SELECT restaurant_id FROM page)
        GROUP BY restaurant_id
     ), listed AS (
       -- JSON text, compact: written into the whole list as it is.
       SELECT page.*, coalesce(company_images.list, '[]') AS images FROM page LEFT JOIN company_images USING (restaurant_id)
     ), shown AS (
       SELECT count(*)::int AS n FROM page
     )
     SELECT ${select(order)},
     -- A short page, unless past the end, tells the total; CASE runs the count only otherwise.
     CASE WHEN (SELECT n FROM shown) < coalesce(${limit}, 2147483647) AND ((SELECT n FROM shown) > 0 OR ${offset} = 0)
          THEN ${offset} + (SELECT n FROM shown)
          ${conditions.length ? 'WHEN (SELECT n FROM shown) > 0 THEN (SELECT max(matches) FROM page)' : ''}
          ELSE (SELECT count(*) FROM ${counted}) END AS total
     FROM listed`;
  return { sql, params };
}

/** Restaurant accounts as rows (one restaurant's details, or small pages). */
export async function findRestaurantAccounts(db: Queryable, filter: RestaurantFilter): Promise<RestaurantAccountRow[]> {
  const { sql, params } = restaurantAccountsQuery(
    filter,
    (order) => `coalesce(json_agg(json_build_object(
                  'version', version, 'restaurantId', restaurant_id, 'restaurantName', restaurant_name, 'accountStatus', account_status,
                  'emailAddress', email_address, 'ownerUserId', owner_user_id, 'restaurantCategories', categories::json,
                  'restaurantAddressCount', address_count, 'companyWideImages', images::json) ORDER BY ${order}), '[]'::json) AS rows`,
  );
  const [row] = await db.query<{ rows: RestaurantAccountRow[] }>(sql, params);
  return row.rows;
}

/**
 * The same list as one JSON text of `RestaurantAccount`s, written by the database as text: the Restaurants
 * screen asks for every restaurant at once, and one value built by concatenation is cheaper than rows to
 * decode and re-serialise, or than json_strip_nulls over thousands of objects (an ownerless restaurant
 * has no emailAddress, rather than null).
 */
export async function findRestaurantAccountsJson(db: Queryable, filter: RestaurantFilter): Promise<{ json: string; total: number }> {
  const { sql, params } = restaurantAccountsQuery(
    filter,
    (order) => `'[' || coalesce(string_agg(
                  '{"restaurant":{"version":' || version || ',"restaurantId":' || restaurant_id || ',"restaurantName":' || to_json(restaurant_name) ||
                  ',"restaurantCategories":' || categories || ',"restaurantAddressCount":' || address_count ||
                  ',"companyWideImages":' || images || '}' || coalesce(',"emailAddress":' || to_json(email_address), '') ||
                  ',"accountStatus":' || to_json(account_status) || ',"outlets":' || address_count || '}',
                  ',' ORDER BY ${order}), '') || ']' AS json`,
  );
  const [row] = await db.query<{ json: string; total: number }>(sql, params);
  return row;
}

/** The contract's `RestaurantAccount` (lists) and `RestaurantDetailsResponse` (one). */
export function toRestaurantAccount(row: RestaurantAccountRow) {
  return {
    restaurant: {
      version: row.version,
      restaurantId: row.restaurantId,
      restaurantName: row.restaurantName,
      restaurantCategories: row.restaurantCategories,
      restaurantAddressCount: row.restaurantAddressCount,
      companyWideImages: row.companyWideImages,
    },
    ...(row.emailAddress ? { emailAddress: row.emailAddress } : {}),
    accountStatus: row.accountStatus,
    outlets: row.restaurantAddressCount,
  };
}

interface AddressRow {
  version: number;
  addressId: number;
  streetAddress: string;
  city: string | null;
  state: string | null;
  zipCode: string | null;
  country: string | null;
  latitude: number;
  longitude: number;
  locationPrecision: LocationPrecision;
  locationSource: LocationSource;
  phoneCountryCode: string;
  phoneNumber: string;
  locationSpecificImages: Image[];
  /** The deals at the location, which its delete deletes. */
  dealCount: number;
  total: number;
}

/** The contract's RestaurantContents: what deleting the restaurant deletes with it. */
export interface RestaurantContents {
  locations: number;
  menuItems: number;
  deals: number;
  images: number;
}

/** Counts what a restaurant's delete takes with it (its rows cascade from restaurants), in one statement. */
export async function countRestaurantContents(db: Queryable, restaurantId: number): Promise<RestaurantContents> {
  const [row] = await db.query<RestaurantContents>(
    `SELECT (SELECT count(*)::int FROM addresses WHERE restaurant_id = $1) AS locations,
            (SELECT count(*)::int FROM foods WHERE restaurant_id = $1) AS "menuItems",
            (SELECT count(*)::int FROM deals WHERE restaurant_id = $1) AS deals,
            (SELECT count(*)::int FROM images WHERE restaurant_id = $1) AS images`,
    [restaurantId],
  );
  return row;
}

/** A location's search ($2, an ILIKE pattern or null) over `addresses a`. */
export const ADDRESS_MATCHES = `($2::text IS NULL OR concat_ws(' ', a.street_address, a.city, a.state, a.zip_code, a.country, a.phone_number) ILIKE $2)`;

/**
 * One page of a restaurant's locations with their images; `keywords` matches the address and phone,
 * `approximate` keeps the locations coarser than street level.
 */
export async function findRestaurantAddresses(
  db: Queryable,
  restaurantId: number,
  options: { pattern: string | null; approximate?: boolean; limit: number; offset: number; addressId?: number },
) {
  const matches = options.approximate ? `${ADDRESS_MATCHES} AND ${approximateLocation('a')}` : ADDRESS_MATCHES;
  // Without a filter the restaurant's kept count (migration 006); with one, only the matches.
  const total = options.approximate
    ? `(SELECT count(*) FROM addresses a WHERE a.restaurant_id = $1 AND ${matches})`
    : `CASE WHEN $2::text IS NULL THEN (SELECT address_count FROM restaurants WHERE restaurant_id = $1)
            ELSE (SELECT count(*) FROM addresses a WHERE a.restaurant_id = $1 AND ${matches}) END`;
  const rows = await db.query<AddressRow>(
    `WITH page AS (
       SELECT a.* FROM addresses a
        WHERE a.restaurant_id = $1 AND ${matches} AND ($5::int IS NULL OR a.address_id = $5)
        ORDER BY a.address_id LIMIT $3 OFFSET $4
     ), counted AS (
       SELECT ${total} AS total
     ), location_images AS (
       SELECT address_id, json_agg(json_build_object('imageId', image_id, 'imageFileUrl', image_file_url) ORDER BY image_id) AS list
         FROM images WHERE address_id IN (SELECT address_id FROM page) GROUP BY address_id
     )
     SELECT page.version, page.address_id AS "addressId", street_address AS "streetAddress", city, state, zip_code AS "zipCode", country,
            latitude, longitude, location_precision AS "locationPrecision", location_source AS "locationSource",
            phone_country_code AS "phoneCountryCode", phone_number AS "phoneNumber",
            coalesce(location_images.list, '[]'::json) AS "locationSpecificImages",
            (SELECT count(*)::int FROM deals d WHERE d.address_id = page.address_id) AS "dealCount", (SELECT total FROM counted) AS total
       FROM page LEFT JOIN location_images USING (address_id)
      ORDER BY page.address_id`,
    [restaurantId, options.pattern, options.limit, options.offset, options.addressId ?? null],
  );
  return rows;
}

/** One location of the restaurant as its list row shows it (the contract's Address), or undefined. */
export async function findRestaurantAddress(db: Queryable, restaurantId: number, addressId: number) {
  const [row] = await findRestaurantAddresses(db, restaurantId, { pattern: null, limit: 1, offset: 0, addressId });
  return row && toAddress(row);
}

/** The contract's `Address`: absent optional fields are left out rather than null. */
export function toAddress(row: AddressRow) {
  const optional = Object.fromEntries(
    (['city', 'state', 'zipCode', 'country'] as const).filter((key) => row[key] !== null).map((key) => [key, row[key]]),
  );
  return {
    version: row.version,
    addressId: row.addressId,
    id: row.addressId,
    streetAddress: row.streetAddress,
    ...optional,
    latitude: row.latitude,
    longitude: row.longitude,
    locationPrecision: row.locationPrecision,
    locationSource: row.locationSource,
    phoneCountryCode: row.phoneCountryCode,
    phoneNumber: row.phoneNumber,
    locationSpecificImages: row.locationSpecificImages,
    dealCount: row.dealCount,
  };
}
