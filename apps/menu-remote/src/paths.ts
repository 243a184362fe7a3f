/** The Menu domain's routes, relative to the shell's route base ('/dashboard'). */
export const menuPaths = {
  menu: 'menu',
} as const;
