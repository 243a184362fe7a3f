import type { ActivityChangeRecord } from './activity-actions';

/** A staged row as to_jsonb(row) gave it (migrations/016_audit_recording.sql), secrets already removed. */
export type StagedRow = Record<string, unknown>;

/**
 * What the trail says about a row of one table: its fields in product words (ONLY these are recorded,
 * so a column added later, or a secret, never reaches an event unless named here), its label, and the
 * restaurant it belongs to.
 */
export interface ActivityTable {
  /** The rows in product words, for a change to the rows of a table other than the object's ("Categories"). */
  words: string;
  fields: Readonly<Record<string, string>>;
  label(row: StagedRow): string;
  restaurantId(row: StagedRow): number | null;
  /** The object's id when it is not the staged row's own (a food report is about its menu item). */
  objectId?(row: StagedRow): number | null;
}

const text = (value: unknown): string => (value === null || value === undefined ? '' : String(value));
const idOf = (value: unknown): number | null => (typeof value === 'number' ? value : null);
const fullName = (row: StagedRow) => [text(row.first_name), text(row.last_name)].filter(Boolean).join(' ') || text(row.email_address);

const PHONE = { phone_country_code: 'Country Code', phone_number: 'Phone Number' };

export const ACTIVITY_TABLES: Readonly<Record<string, ActivityTable>> = {
  restaurants: {
    words: 'Restaurants',
    fields: { restaurant_name: 'Restaurant Name', account_status: 'Status' },
    label: (row) => text(row.restaurant_name),
    restaurantId: (row) => idOf(row.restaurant_id),
  },
  users: {
    words: 'Accounts',
    fields: {
      first_name: 'First Name',
      last_name: 'Last Name',
      email_address: 'Email Address',
      ...PHONE,
      profile_picture: 'Profile Picture',
      is_super_admin: 'Super Admin',
      need_to_change_password: 'Must Change Password',
    },
    label: fullName,
    restaurantId: () => null,
  },
  restaurant_categories: {
    words: 'Restaurant categories',
    fields: { restaurant_category_name: 'Category Title', description: 'Description' },
    label: (row) => text(row.restaurant_category_name),
    restaurantId: () => null,
  },
  restaurant_category_links: {
    words: 'Categories',
    fields: {},
    label: (row) => text(row.restaurant_category_id),
    restaurantId: (row) => idOf(row.restaurant_id),
  },
  addresses: {
    words: 'Locations',
    fields: {
      street_address: 'Street Address',
      city: 'City',
      state: 'State',
      zip_code: 'ZIP Code',
      country: 'Country',
      latitude: 'Latitude',
      longitude: 'Longitude',
      ...PHONE,
      location_precision: 'Precision',
      location_source: 'Source',
    },
    label: (row) => [text(row.street_address), text(row.city)].filter(Boolean).join(', '),
    restaurantId: (row) => idOf(row.restaurant_id),
  },
  images: {
    words: 'Images',
    fields: { image_file_url: 'Image' },
    label: (row) => `Image ${text(row.image_id)}`,
    restaurantId: (row) => idOf(row.restaurant_id),
  },
  food_categories: {
    words: 'Menu categories',
    fields: { category_name: 'Category Name' },
    label: (row) => text(row.category_name),
    restaurantId: (row) => idOf(row.restaurant_id),
  },
  foods: {
    words: 'Menu items',
    fields: {
      food_item_name: 'Item Name',
      description: 'Description',
      price: 'Price',
      food_category_id: 'Category',
      image_url: 'Image',
      tags: 'Tags',
      removed_from_recommendations_at: 'Removed from recommendations',
    },
    label: (row) => text(row.food_item_name),
    restaurantId: (row) => idOf(row.restaurant_id),
  },
  food_reports: {
    words: 'Reports',
    fields: { closed_as: 'Outcome' },
    label: () => '',
    restaurantId: () => null,
    objectId: (row) => idOf(row.food_id),
  },
  deals: {
    words: 'Deals',
    fields: {
      title: 'Title',
      address_id: 'Location',
      start_date: 'Start Date',
      end_date: 'End Date',
      claim_per_user: 'Claims per user',
      is_active: 'Active',
    },
    label: (row) => text(row.title),
    restaurantId: (row) => idOf(row.restaurant_id),
  },
  deal_foods: {
    words: 'Deal items',
    fields: {},
    label: (row) => text(row.food_id),
    restaurantId: () => null,
  },
  admin_notifications: {
    words: 'Notifications',
    fields: { title: 'Subject', description: 'Message' },
    label: (row) => text(row.title),
    restaurantId: () => null,
  },
  admin_notification_recipients: { words: 'Recipients', fields: {}, label: () => '', restaurantId: () => null },
  restaurant_followers: { words: 'Followers', fields: {}, label: () => '', restaurantId: () => null },
};

/** Values as the trail keeps them: an uploaded image's data URL (megabytes) is not history worth keeping. */
function recordedValue(value: unknown): unknown {
  if (typeof value === 'string' && value.startsWith('data:')) return '(uploaded image)';
  if (typeof value === 'string' && value.length > 1000) return `${value.slice(0, 1000)}…`;
  return value ?? null;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** The named fields that differ between a row before and after (either absent for created or deleted). */
export function changesOf(table: ActivityTable, before: StagedRow | null, after: StagedRow | null): ActivityChangeRecord[] {
  const changes: ActivityChangeRecord[] = [];
  for (const [column, field] of Object.entries(table.fields)) {
    const old = before?.[column];
    const now = after?.[column];
    if (before && after && same(old, now)) continue;
    if (!before && (now === null || now === undefined || now === '')) continue;
    if (!after && (old === null || old === undefined || old === '')) continue;
    changes.push({
      field,
      ...(before ? { before: recordedValue(old) } : {}),
      ...(after ? { after: recordedValue(now) } : {}),
    });
  }
  return changes;
}
