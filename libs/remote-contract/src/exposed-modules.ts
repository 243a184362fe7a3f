import type { DomainName } from './domain-props';

/** What each domain remote exposes (its rspack `exposes`, without './'). */
export const EXPOSED_MODULES = {
  auth: ['Domain'],
  admin: ['Domain'],
  restaurant: ['Domain', 'RestaurantLocationsTab'],
  menu: ['Domain', 'RestaurantMenuTab'],
  deals: ['Domain', 'RestaurantDealsTab'],
  notifications: ['Domain'],
} as const satisfies Record<DomainName, readonly string[]>;

/** A module another app may load: 'menu/RestaurantMenuTab' is a type, not a free string. */
export type ExposedModuleName = {
  [Domain in DomainName]: `${Domain}/${(typeof EXPOSED_MODULES)[Domain][number]}`;
}[DomainName];

/** The restaurant detail's tabs take the restaurant they show, beside the DomainProps. */
export interface RestaurantTabProps {
  restaurantId: number;
}

/**
 * Whose restaurant a screen works on (spec §6): the signed-in owner's own (the owner calls), or the one
 * an administrator opened in the restaurant detail (the admin calls, with its restaurantId).
 */
export type RestaurantScope = { restaurantId?: undefined } | { restaurantId: number };

/** The scope of a screen that is given the detail tab's restaurantId, or none on the owner's own route. */
export const restaurantScope = (restaurantId?: number): RestaurantScope => (restaurantId === undefined ? {} : { restaurantId });

export const isAdminScope = (scope: RestaurantScope): scope is { restaurantId: number } => scope.restaurantId !== undefined;

/** The props a module takes beside the DomainProps. */
export type ExtraPropsOf<Name extends ExposedModuleName> = Name extends `${string}/Restaurant${string}Tab` ? RestaurantTabProps : object;

export const domainOf = (name: ExposedModuleName) => name.split('/')[0] as DomainName;
