import { parsePhoneNumberFromString } from 'libphonenumber-js';
import { ADMINISTRATOR_FILTER, FULL_NAME } from '../administrators/administrator-handlers';
import { REPORTED } from '../food-reports/food-report-handlers';
import type { QueryOf } from '../http/contract-types';
import { likePattern } from '../http/paging';
import { readSort } from '../http/sorting';
import { NOTIFICATION_FILTER } from '../notifications/notification-queries';
import { RESTAURANT_CATEGORY_FILTER } from '../restaurant-categories/restaurant-category-handlers';
import { ACCOUNTS, RESTAURANT_SORTS, restaurantConditions } from '../restaurants/restaurant-queries';
import { RESTAURANT_STATUS_WORDS } from '../restaurants/restaurant-status-words';
import { csvLine, PhoneCell } from './csv';
import type { KeysetList, SortKey } from './keyset';

/*
 * The administrators' lists as their exports read them: each the list's own filters (shared with the list's
 * query) and its own order, keyed for the keyset walk (keyset.ts) with the id last; the columns are the
 * screen's, in its words (spec §2), with the id where a spreadsheet needs one to come back to the row.
 */

export interface ListExport<Row> {
  fileWords: string;
  header: readonly string[];
  list: KeysetList;
  line(row: Row): string;
}

/** A nullable text key in the order PostgreSQL sorts it (nulls last ascending, first descending), as never-null keys. */
function nullableKeys(sql: string, direction: SortKey['direction']): SortKey[] {
  return [
    { sql: `(${sql} IS NULL)`, direction },
    { sql: `coalesce(${sql}, '')`, direction },
  ];
}

/** As the Admins screen shows a phone: international format, or the two parts as stored. */
export function phoneText(countryCode: string | null, number: string | null): string {
  if (!number) return '';
  const code = countryCode ?? '+1';
  return parsePhoneNumberFromString(`${code}${number}`)?.formatInternational() ?? `${code} ${number}`;
}

interface AdministratorRow {
  fullName: string;
  emailAddress: string;
  phoneCountryCode: string | null;
  phoneNumber: string | null;
}

export function administratorsExport(query: QueryOf<'exportAdministrators'>): ListExport<AdministratorRow> {
  const { key, direction } = readSort(query, ['fullName', 'emailAddress', 'phoneNumber'] as const, 'fullName');
  const sortKeys: Record<typeof key, SortKey[]> = {
    fullName: [{ sql: `lower(${FULL_NAME})`, direction }],
    emailAddress: [{ sql: 'lower(u.email_address)', direction }],
    phoneNumber: nullableKeys('u.phone_number', direction),
  };
  return {
    fileWords: 'administrators',
    header: ['Admin Name', 'Admin Email', 'Admin Phone Number'],
    list: {
      columns: `${FULL_NAME} AS "fullName", u.email_address AS "emailAddress", u.phone_country_code AS "phoneCountryCode",
                u.phone_number AS "phoneNumber"`,
      from: 'users u',
      where: [`(${ADMINISTRATOR_FILTER})`],
      params: [likePattern(query.keywords)],
      keys: [...sortKeys[key], { sql: 'u.user_id', direction }],
    },
    line: (row) => csvLine([row.fullName, row.emailAddress, new PhoneCell(phoneText(row.phoneCountryCode, row.phoneNumber))]),
  };
}

interface RestaurantRow {
  restaurantId: number;
  restaurantName: string;
  categories: string;
  emailAddress: string | null;
  addressCount: number;
  accountStatus: string;
}

/** The merger's query is the Restaurants screen's without searchQuery, status and locations: one reading serves both. */
type RestaurantQuery = QueryOf<'exportRestaurants'>;

/** The Restaurants screen's list (or the merger's search: the same list without searchQuery and status). */
export function restaurantsExport(query: RestaurantQuery | QueryOf<'exportAllRestaurants'>): ListExport<RestaurantRow> {
  const filters: RestaurantQuery = query;
  const { key, direction } = readSort(filters, RESTAURANT_SORTS, 'restaurantName');
  const params: unknown[] = [];
  // Each filter on its own: a status or locations filter holds with or without a search typed.
  const where = restaurantConditions(
    {
      patterns: [likePattern(filters.searchQuery), likePattern(filters.keywords)],
      accountStatus: filters.account_status,
      approximate: filters.location_precision === 'approximate',
    },
    params,
  );
  const sortKeys: Record<typeof key, SortKey[]> = {
    restaurantName: [{ sql: 'lower(r.restaurant_name)', direction }],
    // The list's `NULLS LAST` in both directions: ownerless restaurants (no email) last.
    emailAddress: [
      { sql: '(u.email_address IS NULL)', direction: 'ASC' },
      { sql: "coalesce(lower(u.email_address), '')", direction },
    ],
  };
  return {
    fileWords: 'restaurants',
    header: ['Restaurant ID', 'Restaurant Name', 'Restaurant Category', 'Restaurant Email', 'Location', 'Status'],
    list: {
      columns: `r.restaurant_id AS "restaurantId", r.restaurant_name AS "restaurantName", r.categories_json AS categories,
                u.email_address AS "emailAddress", r.address_count AS "addressCount", r.account_status AS "accountStatus"`,
      from: ACCOUNTS,
      where,
      params,
      keys: [...sortKeys[key], { sql: 'r.restaurant_id', direction }],
    },
    line(row) {
      const categories = JSON.parse(row.categories) as Array<{ restaurantCategoryName: string }>;
      const names = categories.map((category) => category.restaurantCategoryName).join(', ') || 'N/A';
      const status = RESTAURANT_STATUS_WORDS[row.accountStatus] ?? row.accountStatus;
      return csvLine([row.restaurantId, row.restaurantName, names, row.emailAddress, row.addressCount, status]);
    },
  };
}

interface RestaurantCategoryRow {
  restaurantCategoryId: number;
  restaurantCategoryName: string;
  description: string | null;
}

export function restaurantCategoriesExport(query: QueryOf<'exportRestaurantCategories'>): ListExport<RestaurantCategoryRow> {
  // By name only, the one column the screen sorts its whole list by; order_type as the screen shows it.
  const { direction } = readSort(query, ['restaurantCategoryName'] as const, 'restaurantCategoryName');
  return {
    fileWords: 'restaurant-categories',
    header: ['Restaurant Category ID', 'Restaurant Category Name', 'Description'],
    list: {
      columns: `restaurant_category_id AS "restaurantCategoryId", restaurant_category_name AS "restaurantCategoryName", description`,
      from: 'restaurant_categories',
      where: [`(${RESTAURANT_CATEGORY_FILTER})`],
      params: [likePattern(query.keywords)],
      keys: [
        { sql: 'lower(restaurant_category_name)', direction },
        { sql: 'restaurant_category_id', direction },
      ],
    },
    line: (row) => csvLine([row.restaurantCategoryId, row.restaurantCategoryName, row.description]),
  };
}

interface FoodReportRow {
  foodId: number;
  foodItemName: string;
  restaurantName: string;
  reportCount: number;
  lastReportedAt: Date;
}

export function foodReportsExport(query: QueryOf<'exportFoodReports'>): ListExport<FoodReportRow> {
  const { key, direction } = readSort(query, ['foodItemName', 'reportCount', 'lastReportedAt'] as const, 'lastReportedAt');
  const sortKeys: Record<typeof key, SortKey> = {
    foodItemName: { sql: 'lower(f.food_item_name)', direction },
    reportCount: { sql: 'f.open_report_count', direction },
    lastReportedAt: { sql: 'f.last_reported_at', direction },
  };
  return {
    fileWords: 'reported-items',
    header: ['Menu Item ID', 'Item Name', 'Restaurant', '# of Requests', 'Latest Request'],
    list: {
      columns: `f.food_id AS "foodId", f.food_item_name AS "foodItemName", r.restaurant_name AS "restaurantName",
                f.open_report_count AS "reportCount", f.last_reported_at AS "lastReportedAt"`,
      from: 'foods f JOIN restaurants r ON r.restaurant_id = f.restaurant_id',
      where: [`(${REPORTED})`],
      params: [likePattern(query.keywords)],
      keys: [sortKeys[key], { sql: 'f.food_id', direction }],
    },
    line: (row) => csvLine([row.foodId, row.foodItemName, row.restaurantName, row.reportCount, new Date(row.lastReportedAt).toISOString()]),
  };
}

interface NotificationRow {
  adminNotificationId: number;
  createdAt: Date;
  title: string;
  description: string;
  recipientCount: number;
}

export function notificationsExport(query: QueryOf<'exportNotifications'>): ListExport<NotificationRow> {
  return {
    fileWords: 'notifications-sent',
    header: ['Notification ID', 'Sent At', 'Notification Subject', 'Notification Body Text', 'Recipients'],
    list: {
      columns: `n.admin_notification_id AS "adminNotificationId", n.created_at AS "createdAt", n.title, n.description,
                n.recipient_count AS "recipientCount"`,
      from: 'admin_notifications n',
      where: [NOTIFICATION_FILTER],
      params: [likePattern(query.keywords)],
      keys: [
        { sql: 'n.created_at', direction: 'DESC' },
        { sql: 'n.admin_notification_id', direction: 'DESC' },
      ],
    },
    line: (row) =>
      csvLine([row.adminNotificationId, new Date(row.createdAt).toISOString(), row.title, row.description, row.recipientCount]),
  };
}
