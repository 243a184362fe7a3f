import type { ComponentType } from 'react';
import type { ScreenKeysOf } from '@console/remote-contract';
import { ScreenRoutes } from '@console/remote-domain';
import { MenuScreen } from './features/menu/menu-screen';
import { menuPaths } from './paths';

/** The Menu domain's screens (spec §2, owners), one per console map key of this remote. */
const SCREENS: Record<ScreenKeysOf<'menu'>, ComponentType> = {
  menu: MenuScreen,
};

export function MenuRoutes() {
  return <ScreenRoutes screens={SCREENS} paths={menuPaths} />;
}
