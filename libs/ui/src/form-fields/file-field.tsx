import { useField } from 'formik';
import { useEffect, useRef } from 'react';
import { FieldFrame, useFieldFeedback } from './field-frame';

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
  const { id, errorId, error, invalid, describedBy } = useFieldFeedback(meta);

  // A file input cannot be controlled; clear it when the form is reset.
  useEffect(() => {
    if (!field.value && inputRef.current) inputRef.current.value = '';
  }, [field.value]);

  return (
    <FieldFrame htmlFor={id} label={label} errorId={errorId} error={error}>
      <input
        ref={inputRef}
        id={id}
        name={name}
        type="file"
        accept={accept}
        disabled={disabled}
        className="ui-field__input"
        aria-invalid={invalid}
        aria-describedby={describedBy}
        onChange={(event) => {
          void helpers.setTouched(true, false);
          void helpers.setValue(event.target.files?.[0] ?? null);
        }}
        onBlur={() => void helpers.setTouched(true)}
      />
    </FieldFrame>
  );
}
