import { Route, Routes } from 'react-router';
import { NotificationsScreen } from './features/notifications/notifications-screen';
import { notificationsPaths } from './paths';

/** The Notifications domain's screens (spec §2, administrators). */
export function NotificationsRoutes() {
  return (
    <Routes>
      <Route path={notificationsPaths.notifications} element={<NotificationsScreen />} />
    </Routes>
  );
}
