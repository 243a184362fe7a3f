import './address-search-field.css';
import { useField } from 'formik';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { FieldFrame, useDebouncedValue, useFieldFeedback } from '@console/ui';
import { addressProvider, type AddressLocation, type AddressSuggestion } from './address-provider';
import { ChosenPlace } from './chosen-place';
import { MatchedText } from './matched-text';

/** Spec §7 Maps service: suggestions wait about 200 ms after the last keystroke. */
export const ADDRESS_SUGGEST_DELAY_MS = 200;

type AddressValues = Omit<AddressLocation, 'latitude' | 'longitude'> & { latitude: number | null; longitude: number | null };

export const EMPTY_ADDRESS: AddressValues = {
  streetAddress: '',
  city: '',
  state: '',
  zipCode: '',
  country: '',
  latitude: null,
  longitude: null,
  locationPrecision: 'unknown',
  locationSource: 'unknown',
};

export const ADDRESS_SEARCH_FAILED = 'The address search is not answering. Check the connection and type again.';
export const NO_PLACES_FOUND = 'No places found.';

export interface AddressSearchFieldProps {
  /** The Formik path of a location object (`locations.0`); its address fields are filled on choice. */
  name: string;
  label: string;
}

type Search =
  { state: 'idle' } | { state: 'searching' } | { state: 'found'; count: number } | { state: 'none'; hint?: string } | { state: 'failed' };

/**
 * An address combobox: typing asks the page's address provider for places (a newer text aborts the
 * older request), choosing one fills the location's street, city, state, ZIP, country, coordinates and
 * their precision. Typing again clears the choice, so an unchosen text never passes for a location.
 * Its error is the location's streetAddress error, shown once the field is left, not while typing.
 */
export function AddressSearchField({ name, label }: AddressSearchFieldProps) {
  const [streetField, streetMeta, streetHelpers] = useField<string>(`${name}.streetAddress`);
  // Typing is not a mistake yet: the error waits until the field is left (or the form submitted, which leaves it).
  const [typing, setTyping] = useState(false);
  const { id, errorId, error, invalid, describedBy } = useFieldFeedback({ ...streetMeta, touched: streetMeta.touched && !typing });
  const [locationField, , locationHelpers] = useField<AddressValues & Record<string, unknown>>(name);
  // The location object also holds the phone; only its address fields are replaced (read after awaits).
  const locationRef = useRef(locationField.value);
  locationRef.current = locationField.value;
  // Whether the chosen place came without a ZIP: the ZIP is then asked for, not guessed.
  const [zipMissing, setZipMissing] = useState(() => Boolean(locationField.value.streetAddress) && !locationField.value.zipCode);
  const listId = `${id}-list`;
  const statusId = `${useId()}-status`;
  const [text, setText] = useState(streetField.value);
  const [suggestions, setSuggestions] = useState<AddressSuggestion[]>([]);
  const [search, setSearch] = useState<Search>({ state: 'idle' });
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const chosenLabel = useRef<string | null>(streetField.value || null);
  const query = useDebouncedValue(text.trim(), ADDRESS_SUGGEST_DELAY_MS);

  useEffect(() => {
    if (!query || query === chosenLabel.current) {
      setSuggestions([]);
      setSearch({ state: 'idle' });
      return;
    }
    const request = new AbortController();
    setSearch({ state: 'searching' });
    addressProvider()
      .then((provider) => provider.suggest(query, request.signal))
      .then(
        ({ suggestions: found, hint }) => {
          if (request.signal.aborted) return;
          setSuggestions(found);
          setSearch(found.length > 0 ? { state: 'found', count: found.length } : { state: 'none', hint });
          setActive(-1);
          setOpen(true);
        },
        () => {
          if (request.signal.aborted) return;
          setSuggestions([]);
          setSearch({ state: 'failed' });
          setOpen(true);
        },
      );
    return () => request.abort();
  }, [query]);

  const type = (value: string) => {
    setText(value);
    setTyping(true);
    if (chosenLabel.current !== null) {
      chosenLabel.current = null;
      setZipMissing(false);
      void locationHelpers.setValue({ ...locationRef.current, ...EMPTY_ADDRESS });
    }
  };

  const choose = async (suggestion: AddressSuggestion) => {
    setOpen(false);
    setText(suggestion.label);
    setTyping(false);
    chosenLabel.current = suggestion.label;
    try {
      const provider = await addressProvider();
      const location = await provider.resolve(suggestion);
      setZipMissing(!location.zipCode);
      await locationHelpers.setValue({ ...locationRef.current, ...location });
    } catch {
      chosenLabel.current = null;
      setSearch({ state: 'failed' });
      setOpen(true);
    } finally {
      void streetHelpers.setTouched(true);
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Escape' && open) {
      event.preventDefault();
      event.stopPropagation();
      setOpen(false);
      return;
    }
    if (suggestions.length === 0) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setOpen(true);
      // From nothing chosen (or a closed list), Down starts at the first place and Up at the last.
      setActive((index) =>
        open && index >= 0 ? (index + step + suggestions.length) % suggestions.length : step > 0 ? 0 : suggestions.length - 1,
      );
    } else if (open && (event.key === 'Home' || event.key === 'End')) {
      event.preventDefault();
      setActive(event.key === 'Home' ? 0 : suggestions.length - 1);
    } else if (event.key === 'Enter' && open && active >= 0) {
      event.preventDefault();
      void choose(suggestions[active]);
    }
  };

  useEffect(() => {
    if (active >= 0) document.getElementById(`${listId}-${active}`)?.scrollIntoView?.({ block: 'nearest' });
  }, [active, listId]);

  const expanded = open && suggestions.length > 0;
  const message =
    search.state === 'none'
      ? [NO_PLACES_FOUND, search.hint].filter(Boolean).join(' ')
      : search.state === 'failed'
        ? ADDRESS_SEARCH_FAILED
        : null;
  const location = locationField.value;
  return (
    <FieldFrame htmlFor={id} label={label} errorId={errorId} error={error} className="address-search">
      <div className="address-search__control">
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
            setTyping(false);
            void streetHelpers.setTouched(true);
          }}
          aria-expanded={expanded}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={expanded && active >= 0 ? `${listId}-${active}` : undefined}
          aria-invalid={invalid}
          aria-describedby={[describedBy, message && open ? statusId : undefined].filter(Boolean).join(' ') || undefined}
          aria-busy={search.state === 'searching'}
        />
        <ul id={listId} role="listbox" aria-label={`${label} suggestions`} className="address-search__list" hidden={!expanded}>
          {suggestions.map((suggestion, index) => (
            <li
              key={suggestion.id}
              id={`${listId}-${index}`}
              role="option"
              aria-selected={index === active}
              // The place read whole, whatever parts of it are in bold.
              aria-label={suggestion.label}
              className="address-search__option"
              // Mouse down, not click: the input must not lose the list to its blur first.
              onMouseDown={(event) => {
                event.preventDefault();
                void choose(suggestion);
              }}
            >
              <MatchedText text={suggestion.label} typed={query} />
            </li>
          ))}
        </ul>
        {/* One polite live region: how many places were found, or why none are offered. */}
        <p id={statusId} role="status" className={message && open ? 'address-search__message' : 'ui-visually-hidden'}>
          {open ? (message ?? (search.state === 'found' ? `${search.count} ${search.count === 1 ? 'place' : 'places'} found` : '')) : ''}
        </p>
      </div>
      {chosenLabel.current !== null && location.latitude !== null ? (
        <ChosenPlace location={location} zipName={`${name}.zipCode`} zipEditable={zipMissing} />
      ) : null}
    </FieldFrame>
  );
}
