/** The Deals domain's routes, relative to the shell's route base ('/dashboard'). */
export const dealsPaths = {
  deals: 'deals',
  selectRelatedMenuItems: 'select-related-menu-items',
} as const;
