import './form-fields.css';
import 'react-phone-number-input/style.css';
import { useField } from 'formik';
import { useId } from 'react';
import { US } from 'country-flag-icons/react/3x2';
import PhoneInput from 'react-phone-number-input';

// The flag drawn into the bundle: by default the input fetches flag images from a CDN at run time.
const FLAGS = { US };

export interface PhoneFieldProps {
  name: string;
  label: string;
  placeholder?: string;
}

/**
 * A labelled Formik phone input (spec §9: the country is fixed to the US and its select disabled).
 * The value is E.164 ('+12025550123'), '' when empty; callers validate it and split the country code.
 */
export function PhoneField({ name, label, placeholder }: PhoneFieldProps) {
  const [field, meta, helpers] = useField<string>(name);
  const id = useId();
  const errorId = `${id}-error`;
  const showError = Boolean(meta.touched && meta.error);
  return (
    <div className="ui-field">
      <label htmlFor={id} className="ui-field__label">
        {label}
      </label>
      <PhoneInput
        id={id}
        name={name}
        className="ui-phone"
        value={field.value || undefined}
        onChange={(value) => void helpers.setValue(value ?? '')}
        onBlur={() => void helpers.setTouched(true)}
        defaultCountry="US"
        countries={['US']}
        flags={FLAGS}
        addInternationalOption={false}
        countrySelectProps={{ disabled: true, 'aria-label': 'Country' }}
        numberInputProps={{ className: 'ui-field__input', 'aria-invalid': showError, 'aria-describedby': showError ? errorId : undefined }}
        placeholder={placeholder}
      />
      {showError ? (
        <p id={errorId} className="ui-field__error">
          {meta.error}
        </p>
      ) : null}
    </div>
  );
}
