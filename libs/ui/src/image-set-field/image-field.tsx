import '../ui.css';
import './image-set-field.css';
import { useField } from 'formik';
import { useEffect, useId, useMemo, useRef } from 'react';
import { IconButton } from '../button/icon-button';
import { Icon } from '../icon/icon';

export interface ImageFieldProps {
  /** The Formik path of the picked file (File | null); null keeps the current image. */
  name: string;
  label: string;
  /** The image saved before, shown until a new one is picked. */
  currentUrl?: string | null;
  /** The input's accept list, e.g. '.png,.jpg'. */
  accept?: string;
}

/**
 * One optional image with a preview: the saved one, or the picked file before upload (which replaces
 * it on save). The schema judges the pick; a failed save keeps it in the form.
 */
export function ImageField({ name, label, currentUrl, accept }: ImageFieldProps) {
  const [field, meta, helpers] = useField<File | null>(name);
  const file = field.value;
  const preview = useMemo(() => (file ? URL.createObjectURL(file) : null), [file]);
  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);
  const inputRef = useRef<HTMLInputElement>(null);
  const errorId = `${useId()}-error`;
  const error = meta.touched && typeof meta.error === 'string' ? meta.error : null;
  const shown = preview ?? currentUrl ?? null;

  return (
    <fieldset className="ui-image-set" aria-describedby={error ? errorId : undefined}>
      <legend className="ui-field__label">{label}</legend>
      <ul className="ui-image-set__tiles" aria-label={label}>
        {shown ? (
          <li className={file ? 'ui-image-set__tile ui-image-set__tile--new' : 'ui-image-set__tile'}>
            <img src={shown} alt={file ? `New image ${file.name}` : `Current ${label}`} className="ui-image-set__image" />
            {file ? (
              <IconButton
                icon="close"
                className="ui-image-set__remove"
                label={`Remove new image ${file.name}`}
                onClick={() => void helpers.setValue(null)}
              />
            ) : null}
          </li>
        ) : null}
        <li className="ui-image-set__tile ui-image-set__tile--add">
          <label className="ui-image-set__add">
            <Icon name="plus" size={24} />
            <span>{shown ? 'Replace image' : 'Add image'}</span>
            <input
              ref={inputRef}
              type="file"
              accept={accept}
              className="ui-image-set__input"
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? errorId : undefined}
              onChange={(event) => {
                const picked = event.target.files?.[0];
                if (!picked) return;
                void helpers.setTouched(true, false);
                void helpers.setValue(picked);
                event.target.value = '';
              }}
            />
          </label>
        </li>
      </ul>
      {error ? (
        <p id={errorId} className="ui-field__error">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
