import { Route, Routes } from 'react-router';
import { PlaceholderPage } from '@console/ui';
import { notificationsPaths } from './paths';

/** The Notifications domain's screens. Titles are the spec's; the screens come with their issues. */
export function NotificationsRoutes() {
  return (
    <Routes>
      <Route path={notificationsPaths.notifications} element={<PlaceholderPage title="Notifications You've Sent" />} />
    </Routes>
  );
}
