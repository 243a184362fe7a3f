/** The Sign-in domain's routes, relative to the shell's route base ('/'). */
export const authPaths = {
  welcome: '',
  login: 'login',
  forgotPassword: 'forgot-password',
  resetPassword: 'reset-password/*',
  createNewPassword: 'create-new-password',
} as const;
