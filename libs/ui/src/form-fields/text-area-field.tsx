import { useField } from 'formik';
import type { TextareaHTMLAttributes } from 'react';
import { FieldFrame, useFieldFeedback } from './field-frame';

export interface TextAreaFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'name' | 'id'> {
  name: string;
  label: string;
}

/** A labelled Formik textarea (a description, a message body); like TextField otherwise. */
export function TextAreaField({ name, label, rows = 3, ...textareaProps }: TextAreaFieldProps) {
  const [field, meta] = useField(name);
  const { id, errorId, error, invalid, describedBy } = useFieldFeedback(meta);
  return (
    <FieldFrame htmlFor={id} label={label} errorId={errorId} error={error}>
      <textarea
        {...field}
        {...textareaProps}
        id={id}
        rows={rows}
        className="ui-field__input ui-field__textarea"
        aria-invalid={invalid}
        aria-describedby={describedBy}
      />
    </FieldFrame>
  );
}
