import { Route, Routes } from 'react-router';
import { PlaceholderPage } from '@console/ui';
import { dealsPaths } from './paths';

/** The Deals domain's screens. Titles are the spec's; the screens come with their issues. */
export function DealsRoutes() {
  return (
    <Routes>
      <Route path={dealsPaths.deals} element={<PlaceholderPage title="Manage Your Deals" />} />
      <Route path={dealsPaths.selectRelatedMenuItems} element={<PlaceholderPage title="Select Related Menu Items" />} />
    </Routes>
  );
}
