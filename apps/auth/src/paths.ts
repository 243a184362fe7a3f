/** The Sign-in domain's routes, relative to the shell's route base ('/'). */
export const authPaths = {
  welcome: '',
  login: 'login',
  forgotPassword: 'forgot-password',
  resetPassword: 'reset-password/*',
  createNewPassword: 'create-new-password',
} as const;

/** Links between the public screens (absolute; the domain's basename is '/'). */
export const authHref = {
  welcome: () => '/',
  login: () => '/login',
  forgotPassword: () => '/forgot-password',
  resetPassword: (email: string) => `/reset-password?${new URLSearchParams({ email })}`,
};
