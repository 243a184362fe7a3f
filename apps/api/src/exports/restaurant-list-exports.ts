import { foodWhere, UNCATEGORISED } from '../foods/food-queries';
import type { QueryOf } from '../http/contract-types';
import { likePattern } from '../http/paging';
import { approximateLocation } from '../restaurants/location-precision';
import { ADDRESS_MATCHES } from '../restaurants/restaurant-queries';
import { phoneText, type ListExport } from './admin-list-exports';
import { csvLine, PhoneCell } from './csv';

/** The menu's name for the items without a category (spec §2 Manage Your Menu). */
const WITHOUT_CATEGORY = 'Without Category';

interface AddressRow {
  addressId: number;
  streetAddress: string;
  city: string | null;
  state: string | null;
  zipCode: string | null;
  country: string | null;
  phoneCountryCode: string;
  phoneNumber: string;
  latitude: number;
  longitude: number;
}

type AddressQuery = QueryOf<'exportMyRestaurantAddresses'> | QueryOf<'exportRestaurantAddresses'>;

/** One restaurant's locations as the locations table lists them (by id), with the search and precision filter. */
export function addressesExport(restaurantId: number, query: AddressQuery): ListExport<AddressRow> {
  const where = [`a.restaurant_id = $1`, ADDRESS_MATCHES];
  if (query.location_precision === 'approximate') where.push(approximateLocation('a'));
  return {
    fileWords: 'restaurant-locations',
    header: ['Location ID', 'Street Address', 'City', 'State', 'ZIP Code', 'Country', 'Phone Number', 'Latitude', 'Longitude'],
    list: {
      columns: `a.address_id AS "addressId", a.street_address AS "streetAddress", a.city, a.state, a.zip_code AS "zipCode", a.country,
                a.phone_country_code AS "phoneCountryCode", a.phone_number AS "phoneNumber", a.latitude, a.longitude`,
      from: 'addresses a',
      where,
      params: [restaurantId, likePattern(query.keywords)],
      keys: [{ sql: 'a.address_id', direction: 'ASC' }],
    },
    line: (row) =>
      csvLine([
        row.addressId,
        row.streetAddress,
        row.city,
        row.state,
        row.zipCode,
        row.country,
        new PhoneCell(phoneText(row.phoneCountryCode, row.phoneNumber)),
        row.latitude,
        row.longitude,
      ]),
  };
}

interface FoodRow {
  foodId: number;
  foodItemName: string;
  categoryName: string | null;
  price: string;
  description: string;
  tags: string[];
}

type FoodQuery = QueryOf<'exportFoods'> | QueryOf<'adminExportFoods'>;

/**
 * One restaurant's menu items as the menu shows them: by category name (Without Category last), then by
 * name, with the search and category filter of the menu's list.
 */
export function foodsExport(restaurantId: number, query: FoodQuery): ListExport<FoodRow> {
  const categoryIds = query.food_category_ids === undefined ? [] : [query.food_category_ids].flat().map(Number);
  const { where, params } = foodWhere({ restaurantId, categoryIds, keywords: query.keywords });
  return {
    fileWords: 'menu-items',
    header: ['Menu Item ID', 'Item Name', 'Category', 'Price', 'Description', 'Tags'],
    list: {
      columns: `f.food_id AS "foodId", f.food_item_name AS "foodItemName", c.category_name AS "categoryName", f.price::text AS price,
                f.description, f.tags`,
      from: 'foods f LEFT JOIN food_categories c ON c.category_id = f.food_category_id AND c.restaurant_id = f.restaurant_id',
      where: [where],
      params,
      keys: [
        { sql: '(c.category_id IS NULL)', direction: 'ASC' },
        { sql: "lower(coalesce(c.category_name, ''))", direction: 'ASC' },
        { sql: `coalesce(c.category_id, ${UNCATEGORISED.categoryId})`, direction: 'ASC' },
        { sql: 'lower(f.food_item_name)', direction: 'ASC' },
        { sql: 'f.food_id', direction: 'ASC' },
      ],
    },
    line: (row) =>
      csvLine([row.foodId, row.foodItemName, row.categoryName ?? WITHOUT_CATEGORY, row.price, row.description, row.tags.join(', ')]),
  };
}
