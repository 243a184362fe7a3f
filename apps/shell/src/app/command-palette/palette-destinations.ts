import { generatePath } from 'react-router';
import type { ConsoleRole } from '@console/session';
import { DASHBOARD_BASE, DASHBOARD_ROUTES } from '../routing/dashboard-routes';
import { sidebarLinksFor, type SidebarLink } from '../routing/sidebar-links';

/**
 * The screens the palette offers: the role's own sidebar links (so the palette never offers what the
 * guards would refuse), those whose label holds every word typed, in the sidebar's order.
 */
export function screensFor(role: ConsoleRole, text: string): SidebarLink[] {
  const words = text.toLocaleLowerCase().split(/\s+/).filter(Boolean);
  return sidebarLinksFor(role).filter((link) => {
    const label = link.label.toLocaleLowerCase();
    return words.every((word) => label.includes(word));
  });
}

/** The route of a restaurant's detail page, as the guards know it (spec §2 "Route sets"). */
const restaurantDetail = DASHBOARD_ROUTES.find((route) => route.pattern.endsWith('/:restaurantId'));

/** Whether this role may open a restaurant's detail, and so search restaurants from the palette. */
export function findsRestaurants(role: ConsoleRole): boolean {
  return Boolean(restaurantDetail?.roles.includes(role));
}

/** The address of a restaurant's detail page. */
export function restaurantDetailPath(restaurantId: number): string {
  if (!restaurantDetail) throw new Error('No restaurant detail route');
  return generatePath(`${DASHBOARD_BASE}/${restaurantDetail.pattern}`, { restaurantId: String(restaurantId) });
}
