import type { ThemeChoice } from './themeChoice';

export interface UserSettings {
  needToChangePassword: boolean;
  isSuperAdmin: boolean;
  theme: ThemeChoice;
}
