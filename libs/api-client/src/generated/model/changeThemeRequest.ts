import type { ThemeChoice } from './themeChoice';

export interface ChangeThemeRequest {
  theme: ThemeChoice;
}
