import { Route, Routes } from 'react-router';
import { DealsScreen } from './features/deals/deals-screen';
import { MenuItemPickerScreen } from './features/menu-item-picker/menu-item-picker-screen';
import { dealsPaths } from './paths';

/** The Deals domain's screens (spec §2). */
export function DealsRoutes() {
  return (
    <Routes>
      <Route path={dealsPaths.deals} element={<DealsScreen />} />
      <Route path={dealsPaths.selectRelatedMenuItems} element={<MenuItemPickerScreen />} />
    </Routes>
  );
}
