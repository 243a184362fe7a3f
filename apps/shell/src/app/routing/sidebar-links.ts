import { matchPath } from 'react-router';
import type { ConsoleRole } from '@console/session';
import { DASHBOARD_BASE } from './dashboard-routes';

export interface SidebarLink {
  to: string;
  label: string;
}

const link = (path: string, label: string): SidebarLink => ({ to: `${DASHBOARD_BASE}/${path}`, label });

const administratorLinks = [
  link('admin', 'Admin'),
  link('restaurant-category', 'Restaurant Category'),
  link('food-tags', 'Food Tags'),
  link('restaurant', 'Restaurants'),
  link('restaurant-merger', 'Restaurant Merger'),
  link('manage-items', 'Manage Items'),
  link('notifications', 'Notifications'),
  link('activity', 'Activity'),
  link('import-csv-file', 'Import CSV'),
  link('releases', 'Releases'),
];
/** The administrator links only a super admin has. */
const superAdminOnly = new Set(['admin', 'food-tags', 'import-csv-file', 'releases'].map((path) => `${DASHBOARD_BASE}/${path}`));
const reports = link('report', 'Reports');

/** Spec §2 "Dashboard shell": the sidebar links of each role, in the spec's order. */
export function sidebarLinksFor(role: ConsoleRole): SidebarLink[] {
  switch (role) {
    case 'superAdmin':
      return [...administratorLinks, reports];
    case 'admin':
      return [...administratorLinks.filter((l) => !superAdminOnly.has(l.to)), reports];
    case 'restaurant':
      return [link('restaurant-locations', 'Restaurant Profile'), link('menu', 'Menu'), link('deals', 'Deals'), reports];
  }
}

/**
 * The pages reached from a link's screen rather than from the sidebar, which belong to its section
 * (issue 22 §6): a restaurant's detail under Restaurants; the deals item picker under Deals, or under
 * Restaurants for an administrator, who reaches it from a restaurant's Deals tab.
 */
const SECTION_PAGES: Record<string, readonly string[]> = {
  [`${DASHBOARD_BASE}/restaurant`]: ['restaurant-location-owner/view-detail/:restaurantId', 'select-related-menu-items'],
  [`${DASHBOARD_BASE}/deals`]: ['select-related-menu-items'],
};

/** The sidebar link whose section holds `pathname`: its own page or one of its section's pages. */
export function sectionLinkFor(role: ConsoleRole, pathname: string): SidebarLink | undefined {
  const links = sidebarLinksFor(role);
  return (
    links.find((each) => matchPath({ path: each.to, end: false }, pathname)) ??
    links.find((each) => SECTION_PAGES[each.to]?.some((page) => matchPath({ path: `${DASHBOARD_BASE}/${page}`, end: true }, pathname)))
  );
}
