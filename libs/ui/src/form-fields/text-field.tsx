import './form-fields.css';
import { useField } from 'formik';
import { useId, type InputHTMLAttributes } from 'react';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'name' | 'id'> {
  name: string;
  label: string;
}

/** A labelled Formik input; its error shows under it once touched, and is announced with the field. */
export function TextField({ name, label, type = 'text', ...inputProps }: TextFieldProps) {
  const [field, meta] = useField(name);
  const id = useId();
  const errorId = `${id}-error`;
  const showError = Boolean(meta.touched && meta.error);
  return (
    <div className="ui-field">
      <label htmlFor={id} className="ui-field__label">
        {label}
      </label>
      <input
        {...field}
        {...inputProps}
        id={id}
        type={type}
        className="ui-field__input"
        aria-invalid={showError}
        aria-describedby={showError ? errorId : undefined}
      />
      {showError ? (
        <p id={errorId} className="ui-field__error">
          {meta.error}
        </p>
      ) : null}
    </div>
  );
}
