import { screenPathsOf } from '@console/remote-contract';

/** The Menu domain's routes (the console map's), relative to the shell's route base ('/dashboard'). */
export const menuPaths = screenPathsOf('menu');
