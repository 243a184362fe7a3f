import { DASHBOARD_BASE, type DomainName } from './domain-props';

/**
 * The console map: every screen of the console once, with its path, the remote that renders it, who
 * may open it, the section it belongs to and its sidebar entry. The shell derives its guards, routes,
 * sidebar, section highlighting and palette from it; each remote derives its paths from it and types
 * its routes by its screen keys, so a renamed or missing screen fails to compile (spec §2 "Route sets",
 * "Route guards", "Dashboard shell").
 */

/** Who may open a screen: the three signed-in roles, or 'public' (the sign-in screens). */
export type ConsoleRoleName = 'superAdmin' | 'admin' | 'restaurant';

/** The sidebar's groups: the administrators' screens, the owner's, and the Reports both have. */
export type SidebarSection = 'administration' | 'owner' | 'everyone';

export interface SidebarEntry {
  /** The link's text, the spec's words; also what the command palette matches. */
  label: string;
  section: SidebarSection;
  /**
   * Its drawing's name: the drawings live with the sidebar (apps/shell's sidebar-icon.tsx, a record over
   * these names), off the sign-in path, which carries this map for its guards.
   */
  icon: string;
}

export interface ConsoleScreen {
  /** Relative to the remote's route base: '/' for 'auth', DASHBOARD_BASE for the others. react-router pattern syntax. */
  path: string;
  /** The remote whose exposed './Domain' renders it; 'shell' for the shell's own Reports placeholder. */
  remote: DomainName | 'shell';
  /** Who may open it. */
  roles: 'public' | readonly ConsoleRoleName[];
  /** The sidebar entries whose section holds it, first visible to the role wins (a detail under its list). */
  parents?: readonly ScreenKeyName[];
  /** Its link in the sidebar and the palette; screens reached from another screen have none. */
  entry?: SidebarEntry;
}

const SUPER_ADMIN = ['superAdmin'] as const;
const ADMINS = ['superAdmin', 'admin'] as const;
const OWNER = ['restaurant'] as const;
const EVERYONE = ['superAdmin', 'admin', 'restaurant'] as const;

/** Keys of the map, spelled out so `parents` can name them before the map exists. */
type ScreenKeyName =
  | 'welcome'
  | 'login'
  | 'forgotPassword'
  | 'resetPassword'
  | 'createNewPassword'
  | 'admins'
  | 'restaurantCategories'
  | 'foodTags'
  | 'restaurants'
  | 'restaurantDetail'
  | 'restaurantMerger'
  | 'manageItems'
  | 'notifications'
  | 'activity'
  | 'importCsv'
  | 'releases'
  | 'restaurantLocations'
  | 'menu'
  | 'deals'
  | 'selectRelatedMenuItems'
  | 'reports'
  | 'report';

/** Every screen, in the sidebar's order (spec §2): a role's links are the entries it may open, in this order. */
export const CONSOLE_MAP = {
  welcome: { path: '', remote: 'auth', roles: 'public' },
  login: { path: 'login', remote: 'auth', roles: 'public' },
  forgotPassword: { path: 'forgot-password', remote: 'auth', roles: 'public' },
  resetPassword: { path: 'reset-password/*', remote: 'auth', roles: 'public' },
  createNewPassword: { path: 'create-new-password', remote: 'auth', roles: 'public' },

  admins: {
    path: 'admin',
    remote: 'admin',
    roles: SUPER_ADMIN,
    entry: { label: 'Admin', section: 'administration', icon: 'admins' },
  },
  restaurantCategories: {
    path: 'restaurant-category',
    remote: 'admin',
    roles: ADMINS,
    entry: { label: 'Restaurant Category', section: 'administration', icon: 'restaurantCategories' },
  },
  foodTags: {
    path: 'food-tags',
    remote: 'admin',
    roles: SUPER_ADMIN,
    entry: { label: 'Food Tags', section: 'administration', icon: 'foodTags' },
  },
  restaurants: {
    path: 'restaurant',
    remote: 'admin',
    roles: ADMINS,
    entry: { label: 'Restaurants', section: 'administration', icon: 'restaurants' },
  },
  restaurantDetail: {
    path: 'restaurant-location-owner/view-detail/:restaurantId',
    remote: 'admin',
    roles: ADMINS,
    parents: ['restaurants'],
  },
  restaurantMerger: {
    path: 'restaurant-merger',
    remote: 'admin',
    roles: ADMINS,
    entry: { label: 'Restaurant Merger', section: 'administration', icon: 'restaurantMerger' },
  },
  manageItems: {
    path: 'manage-items',
    remote: 'admin',
    roles: ADMINS,
    entry: { label: 'Manage Items', section: 'administration', icon: 'manageItems' },
  },
  notifications: {
    path: 'notifications',
    remote: 'notifications',
    roles: ADMINS,
    entry: { label: 'Notifications', section: 'administration', icon: 'notifications' },
  },
  activity: {
    path: 'activity',
    remote: 'admin',
    roles: ADMINS,
    entry: { label: 'Activity', section: 'administration', icon: 'activity' },
  },
  importCsv: {
    path: 'import-csv-file',
    remote: 'admin',
    roles: SUPER_ADMIN,
    entry: { label: 'Import CSV', section: 'administration', icon: 'importCsv' },
  },
  releases: {
    path: 'releases',
    remote: 'admin',
    roles: SUPER_ADMIN,
    entry: {
      label: 'Releases',
      section: 'administration',
      icon: 'releases',
    },
  },

  restaurantLocations: {
    path: 'restaurant-locations',
    remote: 'restaurant',
    roles: OWNER,
    entry: {
      label: 'Restaurant Profile',
      section: 'owner',
      icon: 'restaurantLocations',
    },
  },
  menu: {
    path: 'menu',
    remote: 'menu',
    roles: OWNER,
    entry: { label: 'Menu', section: 'owner', icon: 'menu' },
  },
  deals: {
    path: 'deals',
    remote: 'deals',
    roles: OWNER,
    entry: {
      label: 'Deals',
      section: 'owner',
      icon: 'deals',
    },
  },
  // An administrator reaches the picker from a restaurant's Deals tab, an owner from Deals.
  selectRelatedMenuItems: { path: 'select-related-menu-items', remote: 'deals', roles: EVERYONE, parents: ['restaurants', 'deals'] },

  reports: {
    path: 'report',
    remote: 'shell',
    roles: EVERYONE,
    entry: { label: 'Reports', section: 'everyone', icon: 'reports' },
  },
  report: { path: 'report/:id', remote: 'shell', roles: EVERYONE, parents: ['reports'] },
} as const satisfies Record<ScreenKeyName, ConsoleScreen>;

export type ScreenKey = keyof typeof CONSOLE_MAP;

/** The keys of the screens `remote` renders: a remote's routes are a record over these. */
export type ScreenKeysOf<Remote extends ConsoleScreen['remote']> = {
  [Key in ScreenKey]: (typeof CONSOLE_MAP)[Key]['remote'] extends Remote ? Key : never;
}[ScreenKey];

/** The names of the sidebar entries' drawings. */
export type SidebarIconName = {
  [Key in ScreenKey]: (typeof CONSOLE_MAP)[Key] extends { entry: { icon: infer Icon } } ? Icon : never;
}[ScreenKey];

/** `remote`'s screens' paths by key, relative to its route base. */
export type ScreenPaths<Remote extends ConsoleScreen['remote']> = {
  readonly [Key in ScreenKeysOf<Remote>]: (typeof CONSOLE_MAP)[Key]['path'];
};

/** `remote`'s screens' paths by key, relative to its route base. */
export function screenPathsOf<Remote extends ConsoleScreen['remote']>(remote: Remote): ScreenPaths<Remote> {
  const entries = Object.entries(CONSOLE_MAP).filter(([, screen]) => screen.remote === remote);
  return Object.fromEntries(entries.map(([key, screen]) => [key, screen.path])) as never;
}

/** The screen's absolute pattern: '/login', '/dashboard/restaurant-location-owner/view-detail/:restaurantId'. */
export function screenPattern(key: ScreenKey): string {
  const screen: ConsoleScreen = CONSOLE_MAP[key];
  return screen.remote === 'auth' ? `/${screen.path}` : `${DASHBOARD_BASE}/${screen.path}`;
}
