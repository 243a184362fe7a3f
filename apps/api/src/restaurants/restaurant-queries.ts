import type { Queryable } from '../db/database';

/*
 * Reads of restaurant accounts for the admin screens. One statement per list, whatever its size:
 * the page of restaurants is picked first, then its categories, location counts and company-wide
 * images are aggregated for those ids only (no query per restaurant).
 */

export type RestaurantSort = 'restaurantName' | 'emailAddress';

export interface RestaurantFilter {
  /** ILIKE patterns, each matched against the name or the owner's email; all must match. */
  patterns?: Array<string | null>;
  restaurantId?: number;
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
  restaurantId: number;
  restaurantName: string;
  accountStatus: 'Approved' | 'Suspended';
  emailAddress: string | null;
  ownerUserId: number | null;
  restaurantCategories: Array<{ restaurantCategoryId: number; restaurantCategoryName: string }>;
  restaurantAddressCount: number;
  companyWideImages: Image[];
  total: number;
}

const SORTS: Record<RestaurantSort, (direction: string) => string> = {
  restaurantName: (direction) => `lower(restaurant_name) ${direction}, restaurant_id ${direction}`,
  emailAddress: (direction) => `lower(email_address) ${direction} NULLS LAST, restaurant_id ${direction}`,
};

function restaurantAccountsQuery(filter: RestaurantFilter, select: (order: string) => string): { sql: string; params: unknown[] } {
  const params: unknown[] = [];
  const conditions: string[] = [];
  for (const pattern of filter.patterns ?? []) {
    if (!pattern) continue;
    params.push(pattern);
    conditions.push(`(restaurant_name ILIKE $${params.length} OR email_address ILIKE $${params.length})`);
  }
  if (filter.restaurantId !== undefined) {
    params.push(filter.restaurantId);
    conditions.push(`restaurant_id = $${params.length}`);
  }
  const order = SORTS[filter.sort ?? 'restaurantName'](filter.direction ?? 'ASC');
  let paging = '';
  if (filter.limit !== undefined) {
    params.push(filter.limit, filter.offset ?? 0);
    paging = `LIMIT $${params.length - 1} OFFSET $${params.length}`;
  }
  const sql = `WITH base AS (
       SELECT r.restaurant_id, r.restaurant_name, r.account_status, r.owner_user_id, u.email_address
         FROM restaurants r LEFT JOIN users u ON u.user_id = r.owner_user_id
     ), page AS (
       SELECT base.*, count(*) OVER () AS total FROM base
        ${conditions.length ? `WHERE ${conditions.join(' AND ')}` : ''}
        ORDER BY ${order} ${paging}
     ), categories AS (
       SELECT l.restaurant_id,
              json_agg(json_build_object('restaurantCategoryId', c.restaurant_category_id,
                                         'restaurantCategoryName', c.restaurant_category_name)
                       ORDER BY lower(c.restaurant_category_name)) AS list
         FROM restaurant_category_links l
         JOIN restaurant_categories c ON c.restaurant_category_id = l.restaurant_category_id
        WHERE l.restaurant_id IN (SELECT restaurant_id FROM page)
        GROUP BY l.restaurant_id
     ), address_counts AS (
       SELECT restaurant_id, count(*) AS n FROM addresses
        WHERE restaurant_id IN (SELECT restaurant_id FROM page) GROUP BY restaurant_id
     ), company_images AS (
       SELECT restaurant_id, json_agg(json_build_object('imageId', image_id, 'imageFileUrl', image_file_url) ORDER BY image_id) AS list
         FROM images WHERE address_id IS NULL AND restaurant_id IN (SELECT restaurant_id FROM page)
        GROUP BY restaurant_id
     )
     ${select(order)}
       FROM page
       LEFT JOIN categories USING (restaurant_id)
       LEFT JOIN address_counts USING (restaurant_id)
       LEFT JOIN company_images USING (restaurant_id)`;
  return { sql, params };
}

/** Restaurant accounts as rows (one restaurant's details, or small pages). */
export async function findRestaurantAccounts(db: Queryable, filter: RestaurantFilter): Promise<RestaurantAccountRow[]> {
  const { sql, params } = restaurantAccountsQuery(
    filter,
    () => `SELECT page.restaurant_id AS "restaurantId", page.restaurant_name AS "restaurantName",
            page.account_status AS "accountStatus", page.email_address AS "emailAddress",
            page.owner_user_id AS "ownerUserId",
            coalesce(categories.list, '[]'::json) AS "restaurantCategories",
            coalesce(address_counts.n, 0) AS "restaurantAddressCount",
            coalesce(company_images.list, '[]'::json) AS "companyWideImages",
            page.total`,
  );
  const order = SORTS[filter.sort ?? 'restaurantName'](filter.direction ?? 'ASC');
  return db.query<RestaurantAccountRow>(`${sql} ORDER BY ${order}`, params);
}

/**
 * The same list as one JSON text of `RestaurantAccount`s, built by the database. The Restaurants screen
 * asks for every restaurant at once; one value instead of thousands of rows halves the time at 10,000
 * restaurants (row decoding and re-serialising dominate otherwise).
 */
export async function findRestaurantAccountsJson(db: Queryable, filter: RestaurantFilter): Promise<{ json: string; total: number }> {
  const { sql, params } = restaurantAccountsQuery(
    filter,
    (order) => `SELECT coalesce(json_agg(json_strip_nulls(json_build_object(
              'restaurant', json_build_object(
                'restaurantId', page.restaurant_id,
                'restaurantName', page.restaurant_name,
                'restaurantCategories', coalesce(categories.list, '[]'::json),
                'restaurantAddressCount', coalesce(address_counts.n, 0),
                'companyWideImages', coalesce(company_images.list, '[]'::json)),
              'emailAddress', page.email_address,
              'accountStatus', page.account_status,
              'outlets', coalesce(address_counts.n, 0)))
            ORDER BY ${order}), '[]'::json)::text AS json,
            coalesce(max(page.total), 0) AS total`,
  );
  const [row] = await db.query<{ json: string; total: number }>(sql, params);
  return row;
}

/** The contract's `RestaurantAccount` (lists) and `RestaurantDetailsResponse` (one). */
export function toRestaurantAccount(row: RestaurantAccountRow) {
  return {
    restaurant: {
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
  addressId: number;
  streetAddress: string;
  city: string | null;
  state: string | null;
  zipCode: string | null;
  country: string | null;
  latitude: number;
  longitude: number;
  phoneCountryCode: string;
  phoneNumber: string;
  locationSpecificImages: Image[];
  total: number;
}

/** One page of a restaurant's locations with their images; `keywords` matches the address and phone. */
export async function findRestaurantAddresses(
  db: Queryable,
  restaurantId: number,
  options: { pattern: string | null; limit: number; offset: number },
) {
  const rows = await db.query<AddressRow>(
    `WITH page AS (
       SELECT a.*, count(*) OVER () AS total FROM addresses a
        WHERE a.restaurant_id = $1
          AND ($2::text IS NULL OR concat_ws(' ', a.street_address, a.city, a.state, a.zip_code, a.country, a.phone_number) ILIKE $2)
        ORDER BY a.address_id LIMIT $3 OFFSET $4
     ), location_images AS (
       SELECT address_id, json_agg(json_build_object('imageId', image_id, 'imageFileUrl', image_file_url) ORDER BY image_id) AS list
         FROM images WHERE address_id IN (SELECT address_id FROM page) GROUP BY address_id
     )
     SELECT page.address_id AS "addressId", street_address AS "streetAddress", city, state, zip_code AS "zipCode", country,
            latitude, longitude, phone_country_code AS "phoneCountryCode", phone_number AS "phoneNumber",
            coalesce(location_images.list, '[]'::json) AS "locationSpecificImages", total
       FROM page LEFT JOIN location_images USING (address_id)
      ORDER BY page.address_id`,
    [restaurantId, options.pattern, options.limit, options.offset],
  );
  return rows;
}

/** The contract's `Address`: absent optional fields are left out rather than null. */
export function toAddress(row: AddressRow) {
  const optional = Object.fromEntries(
    (['city', 'state', 'zipCode', 'country'] as const).filter((key) => row[key] !== null).map((key) => [key, row[key]]),
  );
  return {
    addressId: row.addressId,
    id: row.addressId,
    streetAddress: row.streetAddress,
    ...optional,
    latitude: row.latitude,
    longitude: row.longitude,
    phoneCountryCode: row.phoneCountryCode,
    phoneNumber: row.phoneNumber,
    locationSpecificImages: row.locationSpecificImages,
  };
}
