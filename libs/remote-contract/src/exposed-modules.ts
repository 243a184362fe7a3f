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

/** The props a module takes beside the DomainProps. */
export type ExtraPropsOf<Name extends ExposedModuleName> = Name extends `${string}/Restaurant${string}Tab` ? RestaurantTabProps : object;

export const domainOf = (name: ExposedModuleName) => name.split('/')[0] as DomainName;
