/** The palette's accessible name, and its dialog's class (the shortcut finds an open palette by it). */
export const PALETTE_NAME = 'Command palette';
export const PALETTE_CLASS = 'command-palette';
