import { screenPathsOf } from '@console/remote-contract';

/** The Notifications domain's routes (the console map's), relative to the shell's route base ('/dashboard'). */
export const notificationsPaths = screenPathsOf('notifications');
