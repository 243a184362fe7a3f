import type { ComponentType } from 'react';
import type { ScreenKeysOf } from '@console/remote-contract';
import { ScreenRoutes } from '@console/remote-domain';
import { DealsScreen } from './features/deals/deals-screen';
import { MenuItemPickerScreen } from './features/menu-item-picker/menu-item-picker-screen';
import { dealsPaths } from './paths';

/** The Deals domain's screens (spec §2), one per console map key of this remote. */
const SCREENS: Record<ScreenKeysOf<'deals'>, ComponentType> = {
  deals: DealsScreen,
  selectRelatedMenuItems: MenuItemPickerScreen,
};

export function DealsRoutes() {
  return <ScreenRoutes screens={SCREENS} paths={dealsPaths} />;
}
