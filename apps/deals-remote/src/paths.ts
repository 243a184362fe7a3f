import { screenPathsOf, screenPattern } from '@console/remote-contract';

/** The Deals domain's routes (the console map's), relative to the shell's route base ('/dashboard'). */
export const dealsPaths = screenPathsOf('deals');

/** Full page paths, for useNavigateToPage (the deals screen may be a tab of another domain's page). */
export const dealsPages = {
  deals: screenPattern('deals'),
  selectRelatedMenuItems: screenPattern('selectRelatedMenuItems'),
  /** The administration's Restaurants list (not this domain's): an administrator's deals are on a restaurant's Deals tab. */
  restaurants: screenPattern('restaurants'),
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
