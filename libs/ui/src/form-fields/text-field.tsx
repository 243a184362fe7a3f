import { useField } from 'formik';
import type { InputHTMLAttributes } from 'react';
import { FieldFrame, useFieldFeedback } from './field-frame';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'name' | 'id'> {
  name: string;
  label: string;
}

/** A labelled Formik input; its error shows under it once touched, and is announced with the field. */
export function TextField({ name, label, type = 'text', ...inputProps }: TextFieldProps) {
  const [field, meta] = useField(name);
  const { id, errorId, error, invalid, describedBy } = useFieldFeedback(meta);
  return (
    <FieldFrame htmlFor={id} label={label} errorId={errorId} error={error}>
      <input
        {...field}
        {...inputProps}
        id={id}
        type={type}
        className="ui-field__input"
        aria-invalid={invalid}
        aria-describedby={describedBy}
      />
    </FieldFrame>
  );
}
