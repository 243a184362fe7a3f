import './form-fields.css';
import { useField } from 'formik';
import { useEffect, useId, useRef } from 'react';

export interface FileFieldProps {
  name: string;
  label: string;
  /** The input's accept list, e.g. '.csv,text/csv'. */
  accept?: string;
  disabled?: boolean;
}

/** A labelled Formik file chooser: the value is the chosen File, or null; setting null clears the input. */
export function FileField({ name, label, accept, disabled }: FileFieldProps) {
  const [field, meta, helpers] = useField<File | null>(name);
  const inputRef = useRef<HTMLInputElement>(null);
  const id = useId();
  const errorId = `${id}-error`;
  const showError = Boolean(meta.touched && meta.error);

  // A file input cannot be controlled; clear it when the form is reset.
  useEffect(() => {
    if (!field.value && inputRef.current) inputRef.current.value = '';
  }, [field.value]);

  return (
    <div className="ui-field">
      <label htmlFor={id} className="ui-field__label">
        {label}
      </label>
      <input
        ref={inputRef}
        id={id}
        name={name}
        type="file"
        accept={accept}
        disabled={disabled}
        className="ui-field__input"
        aria-invalid={showError}
        aria-describedby={showError ? errorId : undefined}
        onChange={(event) => {
          void helpers.setTouched(true, false);
          void helpers.setValue(event.target.files?.[0] ?? null);
        }}
        onBlur={() => void helpers.setTouched(true)}
      />
      {showError ? (
        <p id={errorId} className="ui-field__error">
          {meta.error}
        </p>
      ) : null}
    </div>
  );
}
