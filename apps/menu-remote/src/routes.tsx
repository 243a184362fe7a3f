import { Route, Routes } from 'react-router';
import { MenuScreen } from './features/menu/menu-screen';
import { menuPaths } from './paths';

/** The Menu domain's screens (spec §2, owners). */
export function MenuRoutes() {
  return (
    <Routes>
      <Route path={menuPaths.menu} element={<MenuScreen />} />
    </Routes>
  );
}
