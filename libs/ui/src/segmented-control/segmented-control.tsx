import '../ui.css';
import './segmented-control.css';
import { useId } from 'react';

export interface SegmentedOption<Value extends string> {
  value: Value;
  label: string;
}

export interface SegmentedControlProps<Value extends string> {
  /** The group's name, shown before the options (a list filter's "Status"). */
  label: string;
  options: readonly SegmentedOption<Value>[];
  value: Value;
  onChange: (value: Value) => void;
  disabled?: boolean;
  className?: string;
}

/**
 * A choice of one among a few (All / Active / Suspended) drawn as joined buttons. Native radio inputs
 * underneath, so it is announced as a group of radio buttons and arrow keys move the choice.
 */
export function SegmentedControl<Value extends string>({
  label,
  options,
  value,
  onChange,
  disabled,
  className,
}: SegmentedControlProps<Value>) {
  const name = useId();
  return (
    <fieldset className={['ui-segmented', className].filter(Boolean).join(' ')} disabled={disabled}>
      <legend className="ui-segmented__legend">{label}</legend>
      <div className="ui-segmented__options">
        {options.map((option) => (
          <label key={option.value} className="ui-segmented__option">
            <input
              type="radio"
              className="ui-segmented__input"
              name={name}
              value={option.value}
              checked={option.value === value}
              onChange={() => onChange(option.value)}
            />
            <span className="ui-segmented__text">{option.label}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
