import { generatePath } from 'react-router';
import { CONSOLE_MAP, screenPattern } from '@console/remote-contract';
import type { ConsoleRole } from '@console/session';
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

/** Whether this role may open a restaurant's detail, and so search restaurants from the palette. */
export function findsRestaurants(role: ConsoleRole): boolean {
  return (CONSOLE_MAP.restaurantDetail.roles as readonly ConsoleRole[]).includes(role);
}

/** The address of a restaurant's detail page. */
export function restaurantDetailPath(restaurantId: number): string {
  return generatePath(screenPattern('restaurantDetail'), { restaurantId: String(restaurantId) });
}
