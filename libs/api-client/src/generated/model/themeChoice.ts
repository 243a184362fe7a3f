
/**
 * Not shown by the console spec: the person's theme ('system' follows the device's light or dark)
 */
export type ThemeChoice = typeof ThemeChoice[keyof typeof ThemeChoice];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const ThemeChoice = {
  system: 'system',
  light: 'light',
  dark: 'dark',
} as const;
