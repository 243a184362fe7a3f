import { screenPathsOf } from '@console/remote-contract';

/** The Restaurant profile domain's routes (the console map's), relative to the shell's route base ('/dashboard'). */
export const restaurantPaths = screenPathsOf('restaurant');
