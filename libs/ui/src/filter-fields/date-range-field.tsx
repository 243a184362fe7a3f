import '../ui.css';
import '../form-fields/form-fields.css';
import './filter-fields.css';
import { useId } from 'react';

/** A range of days as the native date input writes them (yyyy-MM-dd); '' for an open end. */
export interface DateRange {
  from: string;
  to: string;
}

export interface DateRangeFieldProps {
  /** The group's name, e.g. 'When'. */
  label: string;
  value: DateRange;
  onChange: (range: DateRange) => void;
  disabled?: boolean;
  className?: string;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The days as a native date input accepts them: anything else (a hand-edited link) is no limit. */
export const dayOrEmpty = (text: string | null | undefined) => (text && DAY.test(text) ? text : '');

/**
 * A list filter of a range of days: two native date inputs (the browser's calendar and keyboard entry),
 * each limiting the other, so a range that ends before it starts cannot be picked.
 */
export function DateRangeField({ label, value, onChange, disabled, className }: DateRangeFieldProps) {
  const id = useId();
  return (
    <fieldset className={['ui-filter', 'ui-date-range', className].filter(Boolean).join(' ')} disabled={disabled}>
      <legend className="ui-field__label ui-date-range__legend">{label}</legend>
      <div className="ui-date-range__ends">
        <label htmlFor={`${id}-from`} className="ui-date-range__end">
          <span>From</span>
          <input
            id={`${id}-from`}
            type="date"
            className="ui-field__input"
            value={value.from}
            max={value.to || undefined}
            onChange={(event) => onChange({ ...value, from: dayOrEmpty(event.target.value) })}
          />
        </label>
        <label htmlFor={`${id}-to`} className="ui-date-range__end">
          <span>To</span>
          <input
            id={`${id}-to`}
            type="date"
            className="ui-field__input"
            value={value.to}
            min={value.from || undefined}
            onChange={(event) => onChange({ ...value, to: dayOrEmpty(event.target.value) })}
          />
        </label>
      </div>
    </fieldset>
  );
}
