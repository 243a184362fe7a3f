import { useField } from 'formik';
import type { LocationPrecision } from '@console/api-client';
import { FieldFrame, useFieldFeedback } from '@console/ui';
import { approximateLocationText } from './location-precision';

const ZIP_CODE = /^\d{5}(-\d{4})?$/;
export const isZipCode = (zip: string) => ZIP_CODE.test(zip.trim());
export const ZIP_CODE_INVALID = 'Enter a 5-digit ZIP code';

interface ChosenLocation {
  city: string;
  state: string;
  zipCode: string;
  locationPrecision: LocationPrecision;
}

export interface ChosenPlaceProps {
  location: ChosenLocation;
  /** The Formik path of the location's zipCode. */
  zipName: string;
  /** The provider gave no ZIP: it is asked for here rather than guessed. */
  zipEditable: boolean;
}

/** Under the address search, what was chosen: city, state and ZIP, and how precise its coordinates are. */
export function ChosenPlace({ location, zipName, zipEditable }: ChosenPlaceProps) {
  const place = [location.city, [location.state, zipEditable ? '' : location.zipCode].filter(Boolean).join(' ')].filter(Boolean).join(', ');
  const approximate = approximateLocationText(location);
  return (
    <div className="address-search__chosen">
      {place ? <p className="address-search__place">{place}</p> : null}
      {approximate ? <p className="address-search__precision">{approximate}</p> : null}
      {zipEditable ? <ZipCodeInput name={zipName} /> : null}
    </div>
  );
}

function ZipCodeInput({ name }: { name: string }) {
  const [field, meta] = useField<string>({
    name,
    validate: (zip: string) => (zip.trim() && !isZipCode(zip) ? ZIP_CODE_INVALID : undefined),
  });
  const { id, errorId, error, invalid, describedBy } = useFieldFeedback(meta);
  const hintId = `${id}-hint`;
  return (
    <FieldFrame htmlFor={id} label="ZIP Code" errorId={errorId} error={error} className="address-search__zip">
      <p id={hintId} className="address-search__zip-hint">
        The place found has no ZIP code. Enter it if you know it; none is guessed.
      </p>
      <input
        {...field}
        id={id}
        type="text"
        inputMode="numeric"
        autoComplete="postal-code"
        maxLength={10}
        className="ui-field__input"
        aria-invalid={invalid}
        aria-describedby={[hintId, describedBy].filter(Boolean).join(' ')}
      />
    </FieldFrame>
  );
}
