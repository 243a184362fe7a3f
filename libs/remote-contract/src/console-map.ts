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
  /** One stroke drawing on a 24×24 grid; decorative, the label stays the link's accessible name. */
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
    entry: { label: 'Admin', section: 'administration', icon: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8z M4 21a8 8 0 0 1 16 0' },
  },
  restaurantCategories: {
    path: 'restaurant-category',
    remote: 'admin',
    roles: ADMINS,
    entry: { label: 'Restaurant Category', section: 'administration', icon: 'M3 12V4h8l10 10-8 8z M7.5 8.5h.01' },
  },
  foodTags: {
    path: 'food-tags',
    remote: 'admin',
    roles: SUPER_ADMIN,
    entry: { label: 'Food Tags', section: 'administration', icon: 'M4 6h8 M4 12h6 M4 18h8 M15 5l5 5-5 5-3-3V8z' },
  },
  restaurants: {
    path: 'restaurant',
    remote: 'admin',
    roles: ADMINS,
    entry: { label: 'Restaurants', section: 'administration', icon: 'M3 10l2-6h14l2 6z M5 10v10h14V10 M10 20v-5h4v5' },
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
    entry: { label: 'Restaurant Merger', section: 'administration', icon: 'M6 3v5a6 6 0 0 0 6 6v7 M18 3v5a6 6 0 0 1-6 6' },
  },
  manageItems: {
    path: 'manage-items',
    remote: 'admin',
    roles: ADMINS,
    entry: { label: 'Manage Items', section: 'administration', icon: 'M5 21V4 M5 4h12l-2.5 4 2.5 4H5' },
  },
  notifications: {
    path: 'notifications',
    remote: 'notifications',
    roles: ADMINS,
    entry: { label: 'Notifications', section: 'administration', icon: 'M6 16v-5a6 6 0 0 1 12 0v5l2 2H4z M10 20a2 2 0 0 0 4 0' },
  },
  activity: {
    path: 'activity',
    remote: 'admin',
    roles: ADMINS,
    entry: { label: 'Activity', section: 'administration', icon: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18z M12 7v5l3 2' },
  },
  importCsv: {
    path: 'import-csv-file',
    remote: 'admin',
    roles: SUPER_ADMIN,
    entry: { label: 'Import CSV', section: 'administration', icon: 'M12 16V4 M7 9l5-5 5 5 M4 20h16' },
  },
  releases: {
    path: 'releases',
    remote: 'admin',
    roles: SUPER_ADMIN,
    entry: {
      label: 'Releases',
      section: 'administration',
      icon: 'M6 3v12 M6 15a3 3 0 1 0 0 6 3 3 0 0 0 0-6z M18 9a3 3 0 1 0 0-6 3 3 0 0 0 0 6z M18 9a9 9 0 0 1-9 9',
    },
  },

  restaurantLocations: {
    path: 'restaurant-locations',
    remote: 'restaurant',
    roles: OWNER,
    entry: {
      label: 'Restaurant Profile',
      section: 'owner',
      icon: 'M12 21s-7-6.5-7-12a7 7 0 0 1 14 0c0 5.5-7 12-7 12z M12 11.5a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5z',
    },
  },
  menu: {
    path: 'menu',
    remote: 'menu',
    roles: OWNER,
    entry: { label: 'Menu', section: 'owner', icon: 'M9 6h11 M9 12h11 M9 18h11 M4.5 6h.01 M4.5 12h.01 M4.5 18h.01' },
  },
  deals: {
    path: 'deals',
    remote: 'deals',
    roles: OWNER,
    entry: {
      label: 'Deals',
      section: 'owner',
      icon: 'M5 19L19 5 M7 9a2 2 0 1 0 0-4 2 2 0 0 0 0 4z M17 19a2 2 0 1 0 0-4 2 2 0 0 0 0 4z',
    },
  },
  // An administrator reaches the picker from a restaurant's Deals tab, an owner from Deals.
  selectRelatedMenuItems: { path: 'select-related-menu-items', remote: 'deals', roles: EVERYONE, parents: ['restaurants', 'deals'] },

  reports: {
    path: 'report',
    remote: 'shell',
    roles: EVERYONE,
    entry: { label: 'Reports', section: 'everyone', icon: 'M4 20h16 M7 20v-7 M12 20V5 M17 20v-10' },
  },
  report: { path: 'report/:id', remote: 'shell', roles: EVERYONE, parents: ['reports'] },
} as const satisfies Record<ScreenKeyName, ConsoleScreen>;

export type ScreenKey = keyof typeof CONSOLE_MAP;

/** The keys of the screens `remote` renders: a remote's routes are a record over these. */
export type ScreenKeysOf<Remote extends ConsoleScreen['remote']> = {
  [Key in ScreenKey]: (typeof CONSOLE_MAP)[Key]['remote'] extends Remote ? Key : never;
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
