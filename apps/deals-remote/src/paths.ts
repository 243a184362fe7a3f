import { DASHBOARD_BASE } from '@console/remote-contract';

/** The Deals domain's routes, relative to the shell's route base ('/dashboard'). */
export const dealsPaths = {
  deals: 'deals',
  selectRelatedMenuItems: 'select-related-menu-items',
} as const;

/** Full page paths, for useNavigateToPage (the deals screen may be a tab of another domain's page). */
export const dealsPages = {
  deals: `${DASHBOARD_BASE}/${dealsPaths.deals}`,
  selectRelatedMenuItems: `${DASHBOARD_BASE}/${dealsPaths.selectRelatedMenuItems}`,
  /** The administration's Restaurants list (not this domain's): an administrator's deals are on a restaurant's Deals tab. */
  restaurants: `${DASHBOARD_BASE}/restaurant`,
};

/** Spec §2: what the item picker's navigation state carries. */
export interface PickerState {
  restaurantAddressId: number;
  isEdit: boolean;
}

/** What the deals screen is told when it is shown again after the picker created a deal. */
export interface DealsReturnState {
  createdDealId?: number;
  /** The created deal's title and start (yyyy-MM-dd): the Deal Success popup names it and says when a future deal starts. */
  createdDeal?: { title: string; startDate: string };
}
