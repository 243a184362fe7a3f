import { Route, Routes } from 'react-router';
import { PlaceholderPage } from '@console/ui';
import { menuPaths } from './paths';

/** The Menu domain's screens. Titles are the spec's; the screens come with their issues. */
export function MenuRoutes() {
  return (
    <Routes>
      <Route path={menuPaths.menu} element={<PlaceholderPage title="Manage Your Menu" />} />
    </Routes>
  );
}
