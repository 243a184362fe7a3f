/**
 * What the trail says about a row of each table the console's calls change (the audit triggers stage the
 * rows, audit_compose in db/functions/audit-composer.sql composes the event from them with these words):
 * its fields in product words (ONLY these are recorded, so a column added later, or a secret, never
 * reaches an event unless named here), its label, and the restaurant it belongs to.
 */
export interface ActivityTable {
  /** The rows in product words, for a change to the rows of a table other than the object's ("Categories"). */
  words: string;
  /** [column, "Field in product words"], in the order an event lists them. */
  fields: ReadonlyArray<readonly [string, string]>;
  /** The label: these columns joined (the empty ones left out), after `prefix`. */
  label: { columns: readonly string[]; separator?: string; prefix?: string };
  /** The column holding the restaurant's id (a restaurant's own id for restaurants). */
  restaurantColumn?: string;
  /** The object's id when it is not the row's own (a food report is about its menu item). */
  objectIdColumn?: string;
  /** The object is a menu item named by its id (a report): its name and restaurant are read from it. */
  labelFromFood?: boolean;
  /** Added and removed rows are listed by label, not their fields diffed (images). */
  listed?: boolean;
  /** The label column holds the id of another table's row: it is listed by that row's name (migrations/038). */
  labelFrom?: { table: string; key: string; column: string };
}

const PHONE = [
  ['phone_country_code', 'Country Code'],
  ['phone_number', 'Phone Number'],
] as const;

export const ACTIVITY_TABLES: Readonly<Record<string, ActivityTable>> = {
  restaurants: {
    words: 'Restaurants',
    fields: [
      ['restaurant_name', 'Restaurant Name'],
      ['account_status', 'Status'],
    ],
    label: { columns: ['restaurant_name'] },
    restaurantColumn: 'restaurant_id',
  },
  users: {
    words: 'Accounts',
    fields: [
      ['first_name', 'First Name'],
      ['last_name', 'Last Name'],
      ['email_address', 'Email Address'],
      ...PHONE,
      ['profile_picture', 'Profile Picture'],
      ['is_super_admin', 'Super Admin'],
      ['need_to_change_password', 'Must Change Password'],
      ['theme', 'Theme'],
    ],
    label: { columns: ['first_name', 'last_name'] },
  },
  restaurant_categories: {
    words: 'Restaurant categories',
    fields: [
      ['restaurant_category_name', 'Category Title'],
      ['description', 'Description'],
    ],
    label: { columns: ['restaurant_category_name'] },
  },
  restaurant_category_links: {
    words: 'Categories',
    fields: [],
    label: { columns: ['restaurant_category_id'] },
    labelFrom: { table: 'restaurant_categories', key: 'restaurant_category_id', column: 'restaurant_category_name' },
    restaurantColumn: 'restaurant_id',
  },
  addresses: {
    words: 'Locations',
    fields: [
      ['street_address', 'Street Address'],
      ['city', 'City'],
      ['state', 'State'],
      ['zip_code', 'ZIP Code'],
      ['country', 'Country'],
      ['latitude', 'Latitude'],
      ['longitude', 'Longitude'],
      ...PHONE,
      ['location_precision', 'Precision'],
      ['location_source', 'Source'],
    ],
    label: { columns: ['street_address', 'city'], separator: ', ' },
    restaurantColumn: 'restaurant_id',
  },
  images: {
    words: 'Images',
    fields: [['image_file_url', 'Image']],
    label: { columns: ['image_id'], prefix: 'Image ' },
    restaurantColumn: 'restaurant_id',
    listed: true,
  },
  food_categories: {
    words: 'Menu categories',
    fields: [['category_name', 'Category Name']],
    label: { columns: ['category_name'] },
    restaurantColumn: 'restaurant_id',
  },
  foods: {
    words: 'Menu items',
    fields: [
      ['food_item_name', 'Item Name'],
      ['description', 'Description'],
      ['price', 'Price'],
      ['food_category_id', 'Category'],
      ['image_url', 'Image'],
      ['tags', 'Tags'],
      ['removed_from_recommendations_at', 'Removed from recommendations'],
    ],
    label: { columns: ['food_item_name'] },
    restaurantColumn: 'restaurant_id',
  },
  food_reports: {
    words: 'Reports',
    fields: [['closed_as', 'Outcome']],
    label: { columns: [] },
    objectIdColumn: 'food_id',
    labelFromFood: true,
  },
  food_tag_categories: {
    words: 'Tag categories',
    fields: [['food_tag_category_name', 'Tag Category Name']],
    label: { columns: ['food_tag_category_name'] },
  },
  service_tokens: {
    words: 'Service tokens',
    fields: [
      ['name', 'Name'],
      ['permission', 'Permission'],
      ['revoked_at', 'Revoked At'],
    ],
    label: { columns: ['name'] },
  },
  deployment_state: {
    words: 'Releases',
    fields: [
      ['last_command', 'Command'],
      ['version', 'Version'],
    ],
    label: { columns: ['last_command'] },
  },
  food_tag_category_items: {
    words: 'Food tags',
    fields: [
      ['food_tag_category_item_name', 'Tag Name'],
      ['retired', 'Retired'],
    ],
    label: { columns: ['food_tag_category_item_name'] },
  },
  deals: {
    words: 'Deals',
    fields: [
      ['title', 'Title'],
      ['address_id', 'Location'],
      ['start_date', 'Start Date'],
      ['end_date', 'End Date'],
      ['claim_per_user', 'Claims per user'],
      ['is_active', 'Active'],
    ],
    label: { columns: ['title'] },
    restaurantColumn: 'restaurant_id',
  },
  deal_foods: {
    words: 'Deal items',
    fields: [],
    label: { columns: ['food_id'] },
    labelFrom: { table: 'foods', key: 'food_id', column: 'food_item_name' },
  },
  admin_notifications: {
    words: 'Notifications',
    fields: [
      ['title', 'Subject'],
      ['description', 'Message'],
    ],
    label: { columns: ['title'] },
  },
  admin_notification_recipients: { words: 'Recipients', fields: [], label: { columns: [] } },
  restaurant_followers: { words: 'Followers', fields: [], label: { columns: [] } },
};
