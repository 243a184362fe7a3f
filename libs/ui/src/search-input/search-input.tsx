import '../ui.css';
import './search-input.css';
import { useId, type InputHTMLAttributes } from 'react';

export interface SearchInputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'type' | 'id'> {
  /** The accessible name; shown only to assistive technology. */
  label: string;
  value: string;
  onChange: (value: string) => void;
}

/** A labelled search box; callers debounce with useDebouncedValue. */
export function SearchInput({ label, value, onChange, placeholder = 'Search', className, ...inputProps }: SearchInputProps) {
  const id = useId();
  return (
    <div className={['ui-search', className].filter(Boolean).join(' ')}>
      <label htmlFor={id} className="ui-visually-hidden">
        {label}
      </label>
      <span className="ui-search__icon" aria-hidden="true">
        ⌕
      </span>
      <input
        {...inputProps}
        id={id}
        type="search"
        className="ui-search__input"
        value={value}
        placeholder={placeholder}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}
