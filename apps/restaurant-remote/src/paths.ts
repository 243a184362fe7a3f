/** The Restaurant profile domain's routes, relative to the shell's route base ('/dashboard'). */
export const restaurantPaths = {
  restaurantLocations: 'restaurant-locations',
} as const;
