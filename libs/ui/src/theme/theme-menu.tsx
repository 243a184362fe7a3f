import { MenuButton } from '../menu-button/menu-button';
import { THEME_CHOICES, type ThemeChoice } from './theme-preference';

const CHOICE_LABELS: Record<ThemeChoice, string> = { system: 'System', light: 'Light', dark: 'Dark' };

export interface ThemeMenuProps {
  value: ThemeChoice;
  onChange: (choice: ThemeChoice) => void;
}

/**
 * The theme chooser of a top bar: a menu button named with the current choice ("Theme: System"), its
 * items the three choices as menu radios. Three, not a light/dark switch: a person who picked one can go
 * back to following the system (the default), which a two-way switch would lose. A menu rather than a
 * select: it takes an icon's width in a phone's top bar, and its choices are not in the page while closed.
 */
export function ThemeMenu({ value, onChange }: ThemeMenuProps) {
  const items = THEME_CHOICES.map((choice) => ({
    label: CHOICE_LABELS[choice],
    checked: choice === value,
    onSelect: () => onChange(choice),
  }));
  return <MenuButton label={`Theme: ${CHOICE_LABELS[value]}`} icon="theme" items={items} />;
}
