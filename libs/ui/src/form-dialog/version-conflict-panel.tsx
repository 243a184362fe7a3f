import './version-conflict.css';
import { useFormikContext } from 'formik';
import { useId } from 'react';
import { Button } from '../button/button';
import { useKeptBase } from './use-unsaved-changes-guard';
import type { EditVersion } from './version-conflict';

export interface ConflictField<Values> {
  name: keyof Values & string;
  label: string;
  /** How a value reads in the comparison (a category's name rather than its id); default: as typed. */
  format?: (value: Values[keyof Values]) => string;
}

export interface VersionConflictPanelProps<T, Values> {
  edit: EditVersion<T>;
  /** The fields compared, in the form's order, with the form's labels. */
  fields: ConflictField<Values>[];
  /** The popup's own initial values of an object: the current object is compared through it. */
  toValues: (object: T) => Values;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? '') === JSON.stringify(b ?? '');
const shown = (value: unknown) => {
  const text = Array.isArray(value) ? value.join(', ') : String(value ?? '');
  return text.trim() === '' ? '(empty)' : text;
};

/**
 * After a 412, inside the popup's Formik form: the server's sentence (who changed it, when), the fields
 * changed since the popup opened (what was typed beside the value now), and the choice. "Keep mine"
 * saves on the current version: the fields the person changed keep their input, the others take the
 * current value. "Use current values" puts the current object in the form, to edit again. Nothing
 * typed is lost until the person chooses.
 */
export function VersionConflictPanel<T, Values extends object>({ edit, fields, toValues }: VersionConflictPanelProps<T, Values>) {
  const form = useFormikContext<Values>();
  const headingId = useId();
  // A draft kept over a session's expiry comes back based on the version it was typed against.
  useKeptBase(edit.base, (kept) => edit.advance(kept as T));
  const { conflict } = edit;
  if (!conflict) return null;
  const opened = toValues(conflict.opened);
  const current = toValues(conflict.current);
  const changed = fields.filter((field) => !same(opened[field.name], current[field.name]));
  const format = (field: ConflictField<Values>, value: Values[keyof Values]) => (field.format ? field.format(value) : shown(value));

  const keepMine = async () => {
    const merged = { ...form.values };
    for (const field of fields) {
      const mine = form.values[field.name];
      if (same(mine, opened[field.name])) merged[field.name] = current[field.name];
    }
    edit.rebase();
    await form.setValues(merged, false);
    await form.submitForm();
  };
  const takeCurrent = () => {
    edit.rebase();
    form.resetForm({ values: { ...form.values, ...current } });
  };

  return (
    <section className="ui-version-conflict" role="alert" aria-labelledby={headingId}>
      <h3 id={headingId} className="ui-version-conflict__title">
        Changed since you opened it
      </h3>
      <p className="ui-version-conflict__message">{conflict.message}</p>
      {changed.length > 0 ? (
        <table className="ui-version-conflict__table">
          <thead>
            <tr>
              <th scope="col">Field</th>
              <th scope="col">Yours</th>
              <th scope="col">Now</th>
            </tr>
          </thead>
          <tbody>
            {changed.map((field) => (
              <tr key={field.name}>
                <th scope="row">{field.label}</th>
                <td>{format(field, form.values[field.name])}</td>
                <td>{format(field, current[field.name])}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <p className="ui-version-conflict__message">None of the fields here changed; something else about it did.</p>
      )}
      <div className="ui-version-conflict__actions">
        <Button onClick={takeCurrent} disabled={form.isSubmitting}>
          Use current values
        </Button>
        <Button variant="primary" onClick={() => void keepMine()} busy={form.isSubmitting} busyLabel="Saving...">
          Keep mine
        </Button>
      </div>
    </section>
  );
}
