/**
 * The kinds of event in the audit trail (issue 24), in product words: the one list getActivityActions
 * answers, the Activity screens label events with, and the recorder (recording-database.ts) reads to
 * know what each write call is about. A key is the contract operation that made the change, or a
 * security event that no single operation stands for (a failed sign-in is a `login` that changed nothing).
 */
export interface ActivityActionDefinition {
  key: string;
  /** "Menu item updated": what the Activity list shows (see activityActionLabel for one event's words). */
  label: string;
  /** Sign-ins, passwords, sessions: super admins only. */
  security: boolean;
  /** A change to an administrator account: hidden from admins. */
  aboutAdministrator: boolean;
  /** Whether such an event can be about one restaurant, so an owner may see it in their history. */
  aboutRestaurant: boolean;
  /** The object's type in product words. */
  objectType: string;
  /** The table whose changed row is the event's object (activity/activity-tables.ts). */
  table?: string;
  /** The row created is the object (a merge creates one restaurant from several). */
  objectIsCreated?: boolean;
  /** An event's words by a changed field's new value (a suspension and a restoring are one operation). */
  wordsByChange?: { field: string; byAfter: Readonly<Record<string, string>> };
  /** A change to many rows at once: these rows are counted as affected (one event, not one per row); '*' every row but the object's. */
  bulkTable?: string;
}

type Definition = Omit<ActivityActionDefinition, 'key' | 'security' | 'aboutAdministrator' | 'aboutRestaurant'> &
  Partial<Pick<ActivityActionDefinition, 'security' | 'aboutAdministrator' | 'aboutRestaurant'>>;

const restaurantObject = (label: string, extra: Partial<Definition> = {}): Definition => ({
  label,
  objectType: 'Restaurant',
  table: 'restaurants',
  aboutRestaurant: true,
  ...extra,
});
const location = (label: string): Definition => ({ label, objectType: 'Location', table: 'addresses', aboutRestaurant: true });
const image = (label: string): Definition => ({ label, objectType: 'Image', table: 'images', aboutRestaurant: true });
const menuCategory = (label: string): Definition => ({
  label,
  objectType: 'Menu category',
  table: 'food_categories',
  aboutRestaurant: true,
});
const menuItem = (label: string, extra: Partial<Definition> = {}): Definition => ({
  label,
  objectType: 'Menu item',
  table: 'foods',
  aboutRestaurant: true,
  ...extra,
});
const deal = (label: string, extra: Partial<Definition> = {}): Definition => ({
  label,
  objectType: 'Deal',
  table: 'deals',
  aboutRestaurant: true,
  ...extra,
});
const DEAL_STATUS_WORDS = { field: 'Active', byAfter: { true: 'Deal activated', false: 'Deal deactivated' } };
const BULK_DEAL_STATUS_WORDS = { field: 'Active', byAfter: { true: 'Deals activated', false: 'Deals deactivated' } };
const security = (label: string, objectType = 'Account'): Definition => ({ label, objectType, table: 'users', security: true });

/** Every write operation of the contract, and the security events. */
const DEFINITIONS = {
  // Sign-in and passwords (auth/sign-in-handlers.ts, auth/password-handlers.ts record these explicitly).
  login: security('Signed in'),
  signInFailed: security('Sign-in failed'),
  signInLockedOut: security('Sign-in locked out'),
  signInRefused: security('Sign-in refused'),
  forgotPassword: security('Password reset requested'),
  resetPassword: security('Password reset'),
  passwordResetFailed: security('Password reset failed'),
  passwordResetLockedOut: security('Password reset locked out'),
  changePassword: security('Password changed'),
  // The person's own theme (not a security event: nothing of access changes).
  changeTheme: { label: 'Theme changed', objectType: 'Account', table: 'users' },
  logout: security('Signed out'),
  // The owner removes their account, and with it their restaurant and everything in it.
  deleteAccount: restaurantObject('Account deleted', { bulkTable: '*' }),
  deleteMyRestaurant: restaurantObject('Restaurant deleted', { bulkTable: '*' }),

  // An administrator's access to the console given or removed: security events, about an administrator.
  createAdministrator: {
    label: 'Administrator added',
    objectType: 'Administrator',
    table: 'users',
    aboutAdministrator: true,
    security: true,
  },
  deleteAdministrator: {
    label: 'Administrator removed',
    objectType: 'Administrator',
    table: 'users',
    aboutAdministrator: true,
    security: true,
  },

  mergeRestaurants: restaurantObject('Restaurants merged', { objectIsCreated: true, bulkTable: 'restaurants' }),
  createRestaurant: restaurantObject('Restaurant added', { objectIsCreated: true }),
  changeRestaurantStatus: restaurantObject('Restaurant access changed', {
    wordsByChange: { field: 'Status', byAfter: { Suspended: 'Restaurant suspended', Approved: 'Restaurant access restored' } },
  }),
  adminUpdateRestaurant: restaurantObject('Restaurant updated'),
  updateRestaurant: restaurantObject('Restaurant updated'),
  adminCreateRestaurantLocation: location('Location added'),
  createRestaurantLocation: location('Location added'),
  adminUpdateRestaurantLocation: location('Location updated'),
  updateRestaurantLocation: location('Location updated'),
  adminDeleteRestaurantLocation: location('Location deleted'),
  deleteRestaurantLocation: location('Location deleted'),
  adminDeleteRestaurantImage: image('Image deleted'),
  deleteRestaurantImage: image('Image deleted'),

  createRestaurantCategory: { label: 'Restaurant category added', objectType: 'Restaurant category', table: 'restaurant_categories' },
  updateRestaurantCategory: { label: 'Restaurant category updated', objectType: 'Restaurant category', table: 'restaurant_categories' },
  deleteRestaurantCategory: { label: 'Restaurant category deleted', objectType: 'Restaurant category', table: 'restaurant_categories' },

  createFoodCategory: menuCategory('Menu category added'),
  adminCreateFoodCategory: menuCategory('Menu category added'),
  updateFoodCategory: menuCategory('Menu category updated'),
  adminUpdateFoodCategory: menuCategory('Menu category updated'),
  createFood: menuItem('Menu item added'),
  adminCreateFood: menuItem('Menu item added'),
  updateFood: menuItem('Menu item updated'),
  adminUpdateFood: menuItem('Menu item updated'),
  deleteFood: menuItem('Menu item deleted'),
  adminDeleteFood: menuItem('Menu item deleted'),

  // The food tag vocabulary (the Food Tags screen, super admins): a rename renames it on the items that carry it (counted).
  createFoodTagCategory: { label: 'Tag category added', objectType: 'Tag category', table: 'food_tag_categories' },
  createFoodTag: { label: 'Food tag added', objectType: 'Food tag', table: 'food_tag_category_items' },
  updateFoodTag: { label: 'Food tag renamed', objectType: 'Food tag', table: 'food_tag_category_items', bulkTable: 'foods' },
  changeFoodTagStatus: {
    label: 'Food tag status changed',
    objectType: 'Food tag',
    table: 'food_tag_category_items',
    wordsByChange: { field: 'Retired', byAfter: { true: 'Food tag retired', false: 'Food tag restored' } },
  },

  // The admin command's import of a vocabulary file (npm run admin -- import-food-tags): the tags it added counted.
  importFoodTags: { label: 'Food tags imported', objectType: 'Food tag import', bulkTable: 'food_tag_category_items' },

  createDeal: deal('Deal added'),
  adminCreateDeal: deal('Deal added'),
  updateDeal: deal('Deal updated'),
  adminUpdateDeal: deal('Deal updated'),
  changeDealStatus: deal('Deal status changed', { wordsByChange: DEAL_STATUS_WORDS }),
  adminChangeDealStatus: deal('Deal status changed', { wordsByChange: DEAL_STATUS_WORDS }),
  removeDeal: deal('Deal removed'),
  adminRemoveDeal: deal('Deal removed'),

  removeReportedFood: { label: 'Reported item removed', objectType: 'Reported item', table: 'foods', aboutRestaurant: true },
  ignoreFoodReport: { label: 'Reported item ignored', objectType: 'Reported item', table: 'foods', aboutRestaurant: true },

  // The bulk calls (issue 26): one event per call, the changed rows counted with their ids (bulkTable).
  bulkChangeRestaurantStatus: restaurantObject('Restaurants access changed', {
    bulkTable: 'restaurants',
    // Found from each restaurant (migrations/038); an owner's history shows it as about theirs alone.
    wordsByChange: { field: 'Status', byAfter: { Suspended: 'Restaurants suspended', Approved: 'Restaurants access restored' } },
  }),
  bulkDeleteFoods: menuItem('Menu items deleted', { bulkTable: 'foods' }),
  adminBulkDeleteFoods: menuItem('Menu items deleted', { bulkTable: 'foods' }),
  bulkMoveFoods: menuItem('Menu items moved', { bulkTable: 'foods' }),
  adminBulkMoveFoods: menuItem('Menu items moved', { bulkTable: 'foods' }),
  bulkChangeDealStatus: deal('Deals status changed', { bulkTable: 'deals', wordsByChange: BULK_DEAL_STATUS_WORDS }),
  adminBulkChangeDealStatus: deal('Deals status changed', { bulkTable: 'deals', wordsByChange: BULK_DEAL_STATUS_WORDS }),
  bulkRemoveReportedFoods: { label: 'Reported items removed', objectType: 'Reported item', table: 'foods', bulkTable: 'foods' },
  bulkIgnoreFoodReports: { label: 'Reported items ignored', objectType: 'Reported item', table: 'foods', bulkTable: 'foods' },

  sendNotification: {
    label: 'Notification sent',
    objectType: 'Notification',
    table: 'admin_notifications',
    bulkTable: 'admin_notification_recipients',
  },
  importRestaurantsFromCsv: { label: 'Restaurants imported from CSV', objectType: 'CSV import', bulkTable: 'restaurants' },
  importFoodsFromCsv: { label: 'Menu items imported from CSV', objectType: 'CSV import', bulkTable: 'foods' },
  // The release state (releases/): one object, each change also a line of its own history.
  changeReleaseState: { label: 'Releases changed', objectType: 'Release', table: 'deployment_state' },
  approveRollingRelease: { label: 'Rolling release approved', objectType: 'Release', table: 'deployment_state' },
  abortRollingRelease: { label: 'Rolling release aborted', objectType: 'Release', table: 'deployment_state' },
  tickRollingReleases: { label: 'Rolling releases judged', objectType: 'Release', table: 'deployment_state' },
  // Service tokens for automation (service-tokens/): who may act on releases without a person's password.
  createServiceToken: { label: 'Service token made', objectType: 'Service token', table: 'service_tokens', security: true },
  revokeServiceToken: { label: 'Service token revoked', objectType: 'Service token', table: 'service_tokens', security: true },
} satisfies Record<string, Definition>;

export type ActivityActionKey = keyof typeof DEFINITIONS;

export const ACTIVITY_ACTIONS: readonly ActivityActionDefinition[] = Object.entries(DEFINITIONS).map(([key, definition]) => ({
  key,
  security: false,
  aboutAdministrator: false,
  aboutRestaurant: false,
  ...(definition as Definition),
}));

const BY_KEY = new Map(ACTIVITY_ACTIONS.map((action) => [action.key, action]));

export function activityAction(key: string): ActivityActionDefinition | undefined {
  return BY_KEY.get(key);
}

/** Changes made by the admin command (admin/cli.ts), which no contract operation stands for. */
export const COMMAND_ACTIONS: readonly ActivityActionKey[] = ['importFoodTags'];

/**
 * Write operations of the contract that record nothing, and why. The contract walk
 * (activity/activity-recording.spec.ts) fails on any other write operation without an event.
 */
export const NOT_RECORDED_OPERATIONS: Readonly<Record<string, string>> = {
  // The shell's own telemetry (which remote module loaded), sent by every browser on every page load,
  // anonymously: no data of the product changes, and recording it would bury every change in noise.
  reportRemoteLoad: 'telemetry, not a change to the console data',
  // The same for the signals pages send of each remote release they mounted (errors, crashes, web vitals).
  reportReleaseSignals: 'telemetry, not a change to the console data',
  // The signed token a page's signals carry: it changes nothing of the console data either.
  issueReleaseSignalPageToken: 'a token for telemetry, not a change to the console data',
  // What a merge would do, asked before it is done (POST only to take the merge's own request).
  previewMergeRestaurants: 'a preview: it changes nothing',
  // What a bulk delete of menu items would do to deals, asked before it is done (POST for the bulk body).
  previewBulkDeleteFoods: 'a preview: it changes nothing',
  adminPreviewBulkDeleteFoods: 'a preview: it changes nothing',
};

/** One change of one field, in product words; `before` absent for something created, `after` for something deleted. */
export interface ActivityChangeRecord {
  field: string;
  before?: unknown;
  after?: unknown;
}

/**
 * One event's words: an action's label, except where the change itself says more (a suspension and a
 * restoring of access are one operation, changeRestaurantStatus).
 */
export function activityActionLabel(key: string, changes: readonly ActivityChangeRecord[] = []): string {
  const action = BY_KEY.get(key);
  if (!action) return key;
  if (action.wordsByChange) {
    const { field, byAfter } = action.wordsByChange;
    const change = changes.find((candidate) => candidate.field === field);
    const words = change && 'after' in change ? byAfter[String(change.after)] : undefined;
    if (words) return words;
  }
  return action.label;
}

/** Who reads the list of actions (getActivityActions) and the events. */
export type ActivityReader = 'superAdmin' | 'admin' | 'restaurant';

/** The actions a reader may see events of: admins no security and no administrator accounts; owners what can be about their restaurant. */
export function activityActionsFor(reader: ActivityReader): ActivityActionDefinition[] {
  return ACTIVITY_ACTIONS.filter((action) => {
    if (reader === 'superAdmin') return true;
    if (action.security || action.aboutAdministrator) return false;
    return reader === 'admin' || action.aboutRestaurant;
  });
}
