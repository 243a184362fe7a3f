import './address-search-field.css';
import { useField } from 'formik';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { FieldFrame, useDebouncedValue, useFieldFeedback } from '@console/ui';
import { addressProvider, type AddressLocation, type AddressSuggestion } from './address-provider';

/** Spec §7 Maps service: suggestions wait about 200 ms after the last keystroke. */
export const ADDRESS_SUGGEST_DELAY_MS = 200;

export const EMPTY_ADDRESS: Omit<AddressLocation, 'latitude' | 'longitude'> & { latitude: number | null; longitude: number | null } = {
  streetAddress: '',
  city: '',
  state: '',
  zipCode: '',
  country: '',
  latitude: null,
  longitude: null,
};

export interface AddressSearchFieldProps {
  /** The Formik path of a location object (`locations.0`); its address fields are filled on choice. */
  name: string;
  label: string;
}

/**
 * An address combobox: typing asks the page's address provider for places, choosing one fills the
 * location's street, city, state, ZIP, country and coordinates. Typing again clears the choice, so an
 * unchosen text never passes for a location. Its error is the location's streetAddress error.
 */
export function AddressSearchField({ name, label }: AddressSearchFieldProps) {
  const [streetField, streetMeta, streetHelpers] = useField<string>(`${name}.streetAddress`);
  const { id, errorId, error, invalid, describedBy } = useFieldFeedback(streetMeta);
  const [locationField, , locationHelpers] = useField<Record<string, unknown>>(name);
  // The location object also holds the phone; only its address fields are replaced (read after awaits).
  const locationRef = useRef(locationField.value);
  locationRef.current = locationField.value;
  const listId = `${id}-list`;
  const [text, setText] = useState(streetField.value);
  const [suggestions, setSuggestions] = useState<AddressSuggestion[]>([]);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const chosenLabel = useRef<string | null>(streetField.value || null);
  const query = useDebouncedValue(text.trim(), ADDRESS_SUGGEST_DELAY_MS);

  useEffect(() => {
    if (!query || query === chosenLabel.current) {
      setSuggestions([]);
      return;
    }
    let current = true;
    addressProvider()
      .then((provider) => provider.suggest(query))
      .then(
        (found) => {
          if (!current) return;
          setSuggestions(found);
          setActive(-1);
          setOpen(true);
        },
        () => current && setSuggestions([]),
      );
    return () => {
      current = false;
    };
  }, [query]);

  const type = (value: string) => {
    setText(value);
    if (chosenLabel.current !== null) {
      chosenLabel.current = null;
      void locationHelpers.setValue({ ...locationRef.current, ...EMPTY_ADDRESS });
    }
  };

  const choose = async (suggestion: AddressSuggestion) => {
    setOpen(false);
    setText(suggestion.label);
    chosenLabel.current = suggestion.label;
    try {
      const provider = await addressProvider();
      const location = await provider.resolve(suggestion);
      await locationHelpers.setValue({ ...locationRef.current, ...location });
    } finally {
      void streetHelpers.setTouched(true);
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (!open || suggestions.length === 0) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((index) => (index + step + suggestions.length) % suggestions.length);
    } else if (event.key === 'Enter' && active >= 0) {
      event.preventDefault();
      void choose(suggestions[active]);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      setOpen(false);
    }
  };

  const expanded = open && suggestions.length > 0;
  return (
    <FieldFrame htmlFor={id} label={label} errorId={errorId} error={error} className="address-search">
      <input
        id={id}
        type="text"
        role="combobox"
        autoComplete="off"
        className="ui-field__input"
        placeholder="Search Places ..."
        value={text}
        onChange={(event) => type(event.target.value)}
        onKeyDown={onKeyDown}
        onBlur={() => {
          setOpen(false);
          void streetHelpers.setTouched(true);
        }}
        aria-expanded={expanded}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={expanded && active >= 0 ? `${listId}-${active}` : undefined}
        aria-invalid={invalid}
        aria-describedby={describedBy}
      />
      <ul id={listId} role="listbox" aria-label={`${label} suggestions`} className="address-search__list" hidden={!expanded}>
        {suggestions.map((suggestion, index) => (
          <li
            key={suggestion.id}
            id={`${listId}-${index}`}
            role="option"
            aria-selected={index === active}
            className="address-search__option"
            // Mouse down, not click: the input must not lose the list to its blur first.
            onMouseDown={(event) => {
              event.preventDefault();
              void choose(suggestion);
            }}
          >
            {suggestion.label}
          </li>
        ))}
      </ul>
    </FieldFrame>
  );
}
