import '../ui.css';
import '../form-fields/form-fields.css';
import './filter-fields.css';
import { useId } from 'react';

export interface FilterSelectOption {
  value: string;
  label: string;
}

export interface FilterSelectProps {
  /** The visible label, e.g. 'What'. */
  label: string;
  /** The chosen value; '' for none (the `anyLabel` option). */
  value: string;
  /** The first option, choosing no filter, e.g. 'Anyone'. */
  anyLabel: string;
  options: readonly FilterSelectOption[];
  onChange: (value: string) => void;
  disabled?: boolean;
  className?: string;
}

/**
 * A list filter of one value, outside any form (a Formik SelectField needs a form): the browser's own
 * `<select>`, so keyboard, screen readers and phones handle it as they do every select.
 */
export function FilterSelect({ label, value, anyLabel, options, onChange, disabled, className }: FilterSelectProps) {
  const id = useId();
  // A value the options do not (yet) hold, e.g. one from a shared link before its name arrives, stays chosen.
  const known = value === '' || options.some((option) => option.value === value);
  return (
    <div className={['ui-field', 'ui-filter', className].filter(Boolean).join(' ')}>
      <label htmlFor={id} className="ui-field__label">
        {label}
      </label>
      <select
        id={id}
        className="ui-field__input ui-filter__select"
        value={value}
        disabled={disabled}
        onChange={(event) => onChange(event.target.value)}
      >
        <option value="">{anyLabel}</option>
        {known ? null : <option value={value}>{value}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
