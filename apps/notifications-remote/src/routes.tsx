import type { ComponentType } from 'react';
import type { ScreenKeysOf } from '@console/remote-contract';
import { ScreenRoutes } from '@console/remote-domain';
import { NotificationsScreen } from './features/notifications/notifications-screen';
import { notificationsPaths } from './paths';

/** The Notifications domain's screens (spec §2, administrators), one per console map key of this remote. */
const SCREENS: Record<ScreenKeysOf<'notifications'>, ComponentType> = {
  notifications: NotificationsScreen,
};

export function NotificationsRoutes() {
  return <ScreenRoutes screens={SCREENS} paths={notificationsPaths} />;
}
