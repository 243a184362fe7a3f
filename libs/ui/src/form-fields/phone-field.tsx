import 'react-phone-number-input/style.css';
import { useField } from 'formik';
import { US } from 'country-flag-icons/react/3x2';
import PhoneInput from 'react-phone-number-input';
import { FieldFrame, useFieldFeedback } from './field-frame';

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
  const { id, errorId, error, invalid, describedBy } = useFieldFeedback(meta);
  return (
    <FieldFrame htmlFor={id} label={label} errorId={errorId} error={error}>
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
        numberInputProps={{ className: 'ui-field__input', 'aria-invalid': invalid, 'aria-describedby': describedBy }}
        placeholder={placeholder}
      />
    </FieldFrame>
  );
}
