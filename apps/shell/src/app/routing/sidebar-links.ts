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
  link('restaurant', 'Restaurants'),
  link('restaurant-merger', 'Restaurant Merger'),
  link('manage-items', 'Manage Items'),
  link('notifications', 'Notifications'),
  link('import-csv-file', 'Import CSV'),
];
const reports = link('report', 'Reports');

/** Spec §2 "Dashboard shell": the sidebar links of each role, in the spec's order. */
export function sidebarLinksFor(role: ConsoleRole): SidebarLink[] {
  switch (role) {
    case 'superAdmin':
      return [...administratorLinks, reports];
    case 'admin':
      return [...administratorLinks.filter((l) => !l.to.endsWith('/admin') && !l.to.endsWith('/import-csv-file')), reports];
    case 'restaurant':
      return [link('restaurant-locations', 'Restaurant Profile'), link('menu', 'Menu'), link('deals', 'Deals'), reports];
  }
}
