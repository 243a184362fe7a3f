import '../ui.css';
import './theme.css';
import { useId } from 'react';
import { THEME_CHOICES, type ThemeChoice } from './theme-preference';

const CHOICE_LABELS: Record<ThemeChoice, string> = { system: 'System', light: 'Light', dark: 'Dark' };

export interface ThemeSelectProps {
  value: ThemeChoice;
  onChange: (choice: ThemeChoice) => void;
}

/**
 * The theme chooser of a top bar: the browser's own <select>, so keyboard, screen readers and phones
 * handle it as every select. Three choices, not a light/dark switch: a person who picked one can go back
 * to following the system (the default), which a two-way switch would lose.
 */
export function ThemeSelect({ value, onChange }: ThemeSelectProps) {
  const id = useId();
  return (
    <span className="ui-theme-select">
      <label htmlFor={id} className="ui-theme-select__label">
        Theme
      </label>
      <select id={id} className="ui-theme-select__input" value={value} onChange={(event) => onChange(event.target.value as ThemeChoice)}>
        {THEME_CHOICES.map((choice) => (
          <option key={choice} value={choice}>
            {CHOICE_LABELS[choice]}
          </option>
        ))}
      </select>
    </span>
  );
}
