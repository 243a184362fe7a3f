import type { ScreenPaths } from '@console/remote-contract';

/**
 * The Sign-in domain's routes, relative to the shell's route base ('/'): the console map's, checked
 * against it by the compiler rather than read from it, so the login path does not carry the map.
 */
export const authPaths = {
  welcome: '',
  login: 'login',
  forgotPassword: 'forgot-password',
  resetPassword: 'reset-password/*',
  createNewPassword: 'create-new-password',
} as const satisfies ScreenPaths<'auth'>;

/** Links between the public screens (absolute; the domain's basename is '/'). */
export const authHref = {
  welcome: () => '/',
  login: () => '/login',
  forgotPassword: () => '/forgot-password',
  resetPassword: (email: string) => `/reset-password?${new URLSearchParams({ email })}`,
};
