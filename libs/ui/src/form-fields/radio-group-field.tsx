import './radio-group-field.css';
import { useField } from 'formik';
import { useFieldFeedback } from './field-frame';

export interface RadioOption {
  value: string;
  label: string;
}

export interface RadioGroupFieldProps {
  name: string;
  /** The group's label, which names the radiogroup. */
  label: string;
  options: readonly RadioOption[];
  className?: string;
}

/**
 * A labelled Formik choice of one: native radios (the arrow keys move the choice, one Tab stop) in a
 * radiogroup named by its label. Its error shows under it once touched and is announced with the group.
 */
export function RadioGroupField({ name, label, options, className }: RadioGroupFieldProps) {
  const [field, meta, helpers] = useField<string>(name);
  const { id, errorId, error, invalid, describedBy } = useFieldFeedback(meta);
  const labelId = `${id}-label`;
  return (
    <div
      role="radiogroup"
      aria-labelledby={labelId}
      aria-describedby={describedBy}
      aria-invalid={invalid || undefined}
      className={className ? `ui-field ui-radio-group ${className}` : 'ui-field ui-radio-group'}
    >
      <span id={labelId} className="ui-field__label">
        {label}
      </span>
      {options.map((option) => (
        <label key={option.value} className="ui-radio-group__option">
          <input
            type="radio"
            name={field.name}
            value={option.value}
            checked={field.value === option.value}
            onChange={() => void helpers.setValue(option.value)}
            onBlur={field.onBlur}
          />
          {option.label}
        </label>
      ))}
      {error ? (
        <p id={errorId} className="ui-field__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
