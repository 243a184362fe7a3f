import '../ui.css';
import './image-set-field.css';
import { useField } from 'formik';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { IconButton } from '../button/icon-button';
import { Icon } from '../icon/icon';

/** An image the set already holds (saved earlier). */
export interface StoredImage {
  id: number;
  url: string;
}

export interface ImageSetFieldProps {
  /** The Formik path of the images picked in this form (File[]); they are sent on save. */
  name: string;
  /** The set's name, e.g. 'Company-wide Images'. */
  label: string;
  /** The images already saved; they count against `max`. */
  stored?: StoredImage[];
  /** The most images the set may hold; the add tile goes once stored and picked images reach it. */
  max: number;
  /** The input's accept list, e.g. 'image/png,.png'. */
  accept?: string;
  /**
   * Judges each file as it is picked: one it answers with a message is refused before upload (not shown
   * as a tile, not counted against `max`) and the message is shown instead. A file chooser's accept list
   * is only a hint: "All files" or a drop still gives any file.
   */
  refuse?: (file: File) => string | undefined;
  /** Asks to remove a saved image (the caller confirms and calls the API). */
  onRemoveStored?: (image: StoredImage) => void;
  /** A saved image whose removal is under way: its button is disabled. */
  removingId?: number | null;
}

/** Object URLs for the picked files' previews, revoked when the files change or the field goes. */
function usePreviews(files: File[]) {
  const previews = useMemo(() => files.map((file) => ({ file, url: URL.createObjectURL(file) })), [files]);
  useEffect(() => () => previews.forEach((preview) => URL.revokeObjectURL(preview.url)), [previews]);
  return previews;
}

/**
 * A set of images (spec §5 Images): the saved ones, then previews of the picked ones before upload,
 * and an add tile while the set has room. Picked files stay in the form until it is saved or closed,
 * so a failed save keeps them. The schema judges the picks (type, and the count with the saved ones).
 */
export function ImageSetField({ name, label, stored = [], max, accept, refuse, onRemoveStored, removingId = null }: ImageSetFieldProps) {
  const [field, meta, helpers] = useField<File[]>(name);
  const files = useMemo(() => field.value ?? [], [field.value]);
  const previews = usePreviews(files);
  const inputRef = useRef<HTMLInputElement>(null);
  const id = useId();
  const errorId = `${id}-error`;
  // The last pick's refusal: said until the next pick or removal.
  const [refusal, setRefusal] = useState<string | null>(null);
  const error = refusal ?? (meta.touched && typeof meta.error === 'string' ? meta.error : null);
  const count = stored.length + files.length;

  const pick = (picked: FileList | null) => {
    if (!picked || picked.length === 0) return;
    const chosen = Array.from(picked);
    const problems = chosen.map((file) => refuse?.(file));
    const accepted = chosen.filter((_, index) => !problems[index]);
    setRefusal(problems.find(Boolean) ?? null);
    // The same file may be picked again after it was removed.
    if (inputRef.current) inputRef.current.value = '';
    if (accepted.length === 0) return;
    void helpers.setTouched(true, false);
    void helpers.setValue([...files, ...accepted]);
  };
  const unpick = (index: number) => {
    setRefusal(null);
    void helpers.setValue(files.filter((_, i) => i !== index));
  };

  return (
    <fieldset className="ui-image-set" aria-describedby={error ? errorId : undefined}>
      <legend className="ui-field__label">
        {label}{' '}
        <span className="ui-image-set__count">
          ({Math.min(count, max)} of {max})
        </span>
      </legend>
      <ul className="ui-image-set__tiles" aria-label={label}>
        {stored.map((image, index) => (
          <li key={`stored-${image.id}`} className="ui-image-set__tile">
            <img src={image.url} alt={`${label} ${index + 1}`} className="ui-image-set__image" />
            {onRemoveStored ? (
              <IconButton
                icon="close"
                className="ui-image-set__remove"
                label={`Remove ${label} ${index + 1}`}
                busy={removingId === image.id}
                onClick={() => onRemoveStored(image)}
              />
            ) : null}
          </li>
        ))}
        {previews.map((preview, index) => (
          <li key={`picked-${index}-${preview.file.name}`} className="ui-image-set__tile ui-image-set__tile--new">
            <img src={preview.url} alt={`New image ${preview.file.name}`} className="ui-image-set__image" />
            <IconButton
              icon="close"
              className="ui-image-set__remove"
              label={`Remove new image ${preview.file.name}`}
              onClick={() => unpick(index)}
            />
          </li>
        ))}
        {count < max ? (
          <li className="ui-image-set__tile ui-image-set__tile--add">
            <label className="ui-image-set__add">
              <Icon name="plus" size={24} />
              <span>Add image</span>
              <input
                ref={inputRef}
                type="file"
                multiple
                accept={accept}
                className="ui-image-set__input"
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? errorId : undefined}
                onChange={(event) => pick(event.target.files)}
              />
            </label>
          </li>
        ) : null}
      </ul>
      {error ? (
        <p id={errorId} className="ui-field__error" role={refusal ? 'alert' : undefined}>
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
