import { useField } from 'formik';
import { useState } from 'react';
import Select, { type MultiValue, type SingleValue } from 'react-select';
import CreatableSelect from 'react-select/creatable';
import { FieldFrame, useFieldFeedback } from './field-frame';

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectFieldProps {
  name: string;
  label: string;
  options: SelectOption[];
  /** Multi: the Formik value is an array of option values; single: one value, '' when none. */
  isMulti?: boolean;
  placeholder?: string;
  isDisabled?: boolean;
  isLoading?: boolean;
  noOptionsMessage?: string;
  /**
   * Offers to create an option from what was typed (not in the options); the caller creates it (a
   * popup, a call) and may then choose it by setting the field's value.
   */
  onCreateOption?: (text: string) => void;
  /** The create offer's text, e.g. (text) => `Create "${text}"`. */
  formatCreateLabel?: (text: string) => string;
}

/** A labelled Formik select over react-select; its error shows under it once touched. */
export function SelectField({
  name,
  label,
  options,
  isMulti = false,
  placeholder,
  isDisabled,
  isLoading,
  noOptionsMessage,
  onCreateOption,
  formatCreateLabel,
}: SelectFieldProps) {
  const [field, meta, helpers] = useField<string | string[]>(name);
  const { id, errorId, error, invalid, describedBy } = useFieldFeedback(meta);
  const inputId = `${id}-input`;
  const [menuOpen, setMenuOpen] = useState(false);

  const chosen = Array.isArray(field.value) ? field.value : [field.value];
  const selected = options.filter((option) => chosen.includes(option.value));

  const change = (next: MultiValue<SelectOption> | SingleValue<SelectOption>) => {
    if (isMulti) void helpers.setValue((next as MultiValue<SelectOption>).map((option) => option.value));
    else void helpers.setValue((next as SingleValue<SelectOption>)?.value ?? '');
  };

  // The creatable picker is react-select with a create offer; the same props otherwise.
  const Picker = onCreateOption ? CreatableSelect<SelectOption, boolean> : Select<SelectOption, boolean>;
  const creating = onCreateOption ? { onCreateOption, formatCreateLabel } : {};

  return (
    <FieldFrame htmlFor={inputId} label={label} errorId={errorId} error={error}>
      <Picker
        inputId={inputId}
        name={name}
        options={options}
        isMulti={isMulti}
        value={isMulti ? selected : (selected[0] ?? null)}
        onChange={change}
        // Touched only: the change already validated the new value, and react-select blurs right after a
        // choice, before Formik re-renders, so validating here would judge the value before the choice.
        onBlur={() => void helpers.setTouched(true, false)}
        onMenuOpen={() => setMenuOpen(true)}
        onMenuClose={() => setMenuOpen(false)}
        // Escape on an open menu closes the menu only, not the dialog around it.
        onKeyDown={(event) => {
          if (event.key === 'Escape' && menuOpen) event.stopPropagation();
        }}
        placeholder={placeholder}
        isDisabled={isDisabled}
        isLoading={isLoading}
        noOptionsMessage={noOptionsMessage ? () => noOptionsMessage : undefined}
        aria-invalid={invalid}
        aria-errormessage={describedBy}
        classNamePrefix="ui-select"
        menuPortalTarget={typeof document === 'undefined' ? undefined : document.body}
        styles={{ menuPortal: (base) => ({ ...base, zIndex: 1100 }) }}
        {...creating}
      />
    </FieldFrame>
  );
}
