import { useField } from 'formik';
import { useEffect, useRef } from 'react';
import '../button/button.css';
import { FieldFrame, useFieldFeedback } from './field-frame';

export interface FileFieldProps {
  name: string;
  label: string;
  /** The input's accept list, e.g. '.csv,text/csv'. */
  accept?: string;
  disabled?: boolean;
}

/**
 * A labelled Formik file chooser: the value is the chosen File, or null; setting null clears the input.
 * It looks like the kit's buttons ("Choose file" and the chosen file's name); the native input lies
 * over the button, invisible, so a click, the keyboard and screen readers all reach the real one.
 */
export function FileField({ name, label, accept, disabled }: FileFieldProps) {
  const [field, meta, helpers] = useField<File | null>(name);
  const inputRef = useRef<HTMLInputElement>(null);
  const { id, errorId, error, invalid, describedBy } = useFieldFeedback(meta);
  const nameId = `${id}-file`;

  // A file input cannot be controlled; clear it when the form is reset.
  useEffect(() => {
    if (!field.value && inputRef.current) inputRef.current.value = '';
  }, [field.value]);

  return (
    <FieldFrame htmlFor={id} label={label} errorId={errorId} error={error}>
      <div className="ui-file">
        <span className="ui-file__picker">
          <input
            ref={inputRef}
            id={id}
            name={name}
            type="file"
            accept={accept}
            disabled={disabled}
            className="ui-file__input"
            aria-invalid={invalid}
            // The chosen file's name is said with the field, before any error.
            aria-describedby={[nameId, describedBy].filter(Boolean).join(' ')}
            onChange={(event) => {
              void helpers.setTouched(true, false);
              void helpers.setValue(event.target.files?.[0] ?? null);
            }}
            onBlur={() => void helpers.setTouched(true)}
          />
          {/* Only what is seen: the input under it is what is clicked, focused and announced. */}
          <span className="ui-button ui-file__button" aria-hidden="true">
            Choose file
          </span>
        </span>
        <span id={nameId} className={field.value ? 'ui-file__name' : 'ui-file__name ui-file__name--empty'} title={field.value?.name}>
          {field.value ? field.value.name : 'No file chosen'}
        </span>
      </div>
    </FieldFrame>
  );
}
