/** The Notifications domain's routes, relative to the shell's route base ('/dashboard'). */
export const notificationsPaths = {
  notifications: 'notifications',
} as const;
