import '../ui.css';
import '../form-fields/form-fields.css';
import './filter-fields.css';
import { useCallback, useEffect, useId, useMemo, useRef } from 'react';
import AsyncSelect from 'react-select/async';
import type { SingleValue } from 'react-select';
import { SEARCH_DELAY_MS } from '../search-input/use-search-keywords';
import type { FilterSelectOption } from './filter-select';

export interface FilterSearchProps {
  /** The visible label, e.g. 'Who'. */
  label: string;
  /** The chosen value; '' for none. */
  value: string;
  /** The chosen value's words, when known (a link's value before its name arrives shows as the value). */
  valueLabel?: string;
  /** What shows while nothing is chosen, e.g. 'Anyone'. */
  anyLabel: string;
  /** The matches of a text, asked SEARCH_DELAY_MS after typing stops; a failed search shows `failureText`. */
  search: (text: string) => Promise<FilterSelectOption[]>;
  onChange: (value: string, option: FilterSelectOption | null) => void;
  /** What the menu says for a text without matches, e.g. 'No restaurant matches'. */
  noMatchText?: string;
  failureText?: string;
  className?: string;
}

const PORTAL_STYLES = { menuPortal: (base: object) => ({ ...base, zIndex: 1100 }) };

/**
 * A list filter of one value among more than a page could hold (people, restaurants): typing asks the
 * server (react-select's async select), so every one can be found, not only those met on screen.
 */
export function FilterSearch({
  label,
  value,
  valueLabel,
  anyLabel,
  search,
  onChange,
  noMatchText = 'No matches',
  failureText = 'The search failed: type again to retry',
  className,
}: FilterSearchProps) {
  const inputId = `${useId()}-input`;
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const failed = useRef(false);
  const latest = useRef(search);
  latest.current = search;
  useEffect(() => () => clearTimeout(timer.current), []);

  // One request per pause in typing (react-select drops the answers to older texts).
  const load = useCallback((text: string, answer: (options: FilterSelectOption[]) => void) => {
    clearTimeout(timer.current);
    if (!text.trim()) return answer([]);
    timer.current = setTimeout(() => {
      latest.current(text.trim()).then(
        (options) => {
          failed.current = false;
          answer(options);
        },
        () => {
          failed.current = true;
          answer([]);
        },
      );
    }, SEARCH_DELAY_MS);
  }, []);
  const chosen = useMemo(() => (value ? { value, label: valueLabel || value } : null), [value, valueLabel]);
  const noOptions = useCallback(
    ({ inputValue }: { inputValue: string }) => (!inputValue.trim() ? 'Type to search' : failed.current ? failureText : noMatchText),
    [failureText, noMatchText],
  );

  return (
    <div className={['ui-field', 'ui-filter', 'ui-filter--search', className].filter(Boolean).join(' ')}>
      <label htmlFor={inputId} className="ui-field__label">
        {label}
      </label>
      <AsyncSelect<FilterSelectOption, false>
        inputId={inputId}
        classNamePrefix="ui-select"
        styles={PORTAL_STYLES}
        menuPortalTarget={typeof document === 'undefined' ? undefined : document.body}
        loadOptions={load}
        cacheOptions
        isClearable
        value={chosen}
        placeholder={anyLabel}
        noOptionsMessage={noOptions}
        loadingMessage={() => 'Searching...'}
        onChange={(next: SingleValue<FilterSelectOption>) => onChange(next?.value ?? '', next ?? null)}
      />
    </div>
  );
}
