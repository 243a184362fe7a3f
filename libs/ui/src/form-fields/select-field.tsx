import { useField } from 'formik';
import { memo, useCallback, useMemo, useRef, useState, type ComponentProps, type RefObject } from 'react';
import Select, { components, type MultiValue, type MultiValueProps, type SelectInstance, type SingleValue } from 'react-select';
import CreatableSelect from 'react-select/creatable';
import { useDialogHost } from '../modal/modal-dialog';
import { FieldFrame, useFieldFeedback } from './field-frame';

export interface SelectOption {
  value: string;
  label: string;
  /** A second line under the label in the menu (an email, to tell namesakes apart); typing matches it too. */
  description?: string;
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
  /**
   * Multi: an option that chooses every option (e.g. 'Select All'), last in the menu and never the one
   * highlighted when it opens, so an Enter chooses it only after the person moved to it.
   */
  selectAllLabel?: string;
  /**
   * For long lists (thousands of options): the menu shows at most this many matches of what is typed,
   * and the chosen values show this many chips then '+N more', so neither draws thousands of elements.
   */
  shownLimit?: number;
  /**
   * With `shownLimit`: what the open menu says while matches are left out, in the screen's words,
   * e.g. (shown, matches) => `Showing the first ${shown} app users: type a name or email to narrow`.
   */
  shownLimitHint?: (shown: number, matches: number) => string;
  /** A class on the field's frame, for a screen's own layout (e.g. the chosen values' height). */
  className?: string;
}

const SELECT_ALL = '\u0000all';
const byLabel = (text: string) => {
  const words = text.toLowerCase().split(/\s+/).filter(Boolean);
  return (option: SelectOption) => {
    const searched = (option.description ? `${option.label} ${option.description}` : option.label).toLowerCase();
    return words.every((word) => searched.includes(word));
  };
};

/** In the menu, an option with a description shows it as a second line; a chosen value shows its label. */
function optionLabel(option: SelectOption, { context }: { context: 'menu' | 'value' }) {
  if (!option.description || context === 'value') return option.label;
  return (
    <span className="ui-select__option-text">
      <span>{option.label}</span> <span className="ui-select__option-description">{option.description}</span>
    </span>
  );
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
  selectAllLabel,
  shownLimit,
  shownLimitHint,
  className,
}: SelectFieldProps) {
  const [field, meta, helpers] = useField<string | string[]>(name);
  const { id, errorId, error, invalid, describedBy } = useFieldFeedback(meta);
  const inputId = `${id}-input`;
  const [menuOpen, setMenuOpen] = useState(false);
  const dialog = useDialogHost();
  const picker = useRef<SelectInstance<SelectOption, boolean>>(null);

  const [typed, setTyped] = useState('');

  const value = field.value;
  const selected = useMemo(() => {
    const chosen = new Set(Array.isArray(value) ? value : [value]);
    return options.filter((option) => chosen.has(option.value));
  }, [options, value]);

  // What the menu offers: the unchosen matches (at most `shownLimit`), then 'Select All' while any is left.
  // react-select highlights the first option on opening: a user, so one Enter never chooses everyone.
  const offered = useMemo(() => {
    if (!shownLimit && !selectAllLabel) return options;
    const chosen = new Set(selected.map((option) => option.value));
    const open = options.filter((option) => !chosen.has(option.value));
    const matches = typed ? open.filter(byLabel(typed)) : open;
    const shown = shownLimit ? matches.slice(0, shownLimit) : matches;
    const all = selectAllLabel && open.length > 0 && !typed ? [{ value: SELECT_ALL, label: selectAllLabel }] : [];
    return [...shown, ...all];
  }, [options, selected, typed, shownLimit, selectAllLabel]);
  const openMatches = shownLimit ? (typed ? options.filter(byLabel(typed)).length : options.length) - selected.length : 0;
  const hiddenMatches = shownLimit ? Math.max(0, openMatches - shownLimit) : 0;

  // The picker below is memoised: the form re-renders on every keystroke in any field, and a picker with
  // dozens of chosen values must not be drawn again for that. Its callbacks read the latest props here.
  const latest = useRef({ helpers, options, isMulti, menuOpen, formatCreateLabel, onCreateOption, selectAllLabel });
  latest.current = { helpers, options, isMulti, menuOpen, formatCreateLabel, onCreateOption, selectAllLabel };
  const change = useCallback((next: MultiValue<SelectOption> | SingleValue<SelectOption>) => {
    const { helpers: setters, options: all, isMulti: multi } = latest.current;
    if (!multi) return void setters.setValue((next as SingleValue<SelectOption>)?.value ?? '');
    const values = (next as MultiValue<SelectOption>).map((option) => option.value);
    void setters.setValue(values.includes(SELECT_ALL) ? all.map((option) => option.value) : values);
  }, []);
  // Touched only: the change already validated the new value, and react-select blurs right after a
  // choice, before Formik re-renders, so validating here would judge the value before the choice.
  const blur = useCallback(() => void latest.current.helpers.setTouched(true, false), []);
  // react-select cancels every Escape: on an open menu, so it closes the menu only and not the dialog
  // around it; on a shut one the Escape is the dialog's, passed on as the platform's close request.
  const keyDown = useCallback(
    (event: { key: string; preventDefault: () => void }) => {
      // ArrowUp opens react-select's menu on its last option, 'Select All': open it on the first instead.
      if (event.key === 'ArrowUp' && !latest.current.menuOpen && latest.current.selectAllLabel) {
        event.preventDefault();
        picker.current?.openMenu('first');
        return;
      }
      if (event.key !== 'Escape' || latest.current.menuOpen || !dialog) return;
      event.preventDefault();
      // requestClose() is recent (Chromium 134, Firefox 139); before it, the same cancel event by hand.
      if (typeof dialog.requestClose === 'function') dialog.requestClose();
      else dialog.dispatchEvent(new Event('cancel', { cancelable: true }));
    },
    [dialog],
  );
  const openMenu = useCallback(() => setMenuOpen(true), []);
  const closeMenu = useCallback(() => setMenuOpen(false), []);
  const noOptions = useMemo(() => (noOptionsMessage ? () => noOptionsMessage : undefined), [noOptionsMessage]);
  const create = useCallback((text: string) => latest.current.onCreateOption?.(text), []);
  const createLabel = useCallback((text: string) => latest.current.formatCreateLabel?.(text) ?? text, []);

  // Long lists: the first chips, then one that counts the rest.
  const chips = selected.length;
  const limited = useMemo(
    () => (shownLimit && isMulti ? { MultiValue: limitedMultiValue(shownLimit, chips) } : undefined),
    [shownLimit, isMulti, chips],
  );

  return (
    <FieldFrame htmlFor={inputId} label={label} errorId={errorId} error={error} className={className} liveError>
      <SelectControl
        pickerRef={picker}
        creatable={Boolean(onCreateOption)}
        inputId={inputId}
        name={name}
        // One hidden input for all chosen values, not one each (thousands when everyone is chosen).
        delimiter={isMulti ? ',' : undefined}
        options={offered}
        isMulti={isMulti}
        value={isMulti ? selected : (selected[0] ?? null)}
        onChange={change}
        onBlur={blur}
        onMenuOpen={openMenu}
        onMenuClose={closeMenu}
        onKeyDown={keyDown}
        // In a modal dialog the menu is drawn in it, the rest of the page being inert, and fixed so the
        // dialog's scrolling cannot clip it.
        menuPortalTarget={dialog ?? (typeof document === 'undefined' ? undefined : document.body)}
        menuPosition={dialog ? 'fixed' : 'absolute'}
        placeholder={placeholder}
        isDisabled={isDisabled}
        isLoading={isLoading}
        noOptionsMessage={noOptions}
        components={limited}
        filterOption={shownLimit ? null : undefined}
        onInputChange={shownLimit ? setTyped : undefined}
        inputValue={shownLimit ? typed : undefined}
        aria-invalid={invalid}
        aria-errormessage={describedBy}
        onCreateOption={onCreateOption ? create : undefined}
        formatCreateLabel={formatCreateLabel ? createLabel : undefined}
        formatOptionLabel={optionLabel}
      />
      {hiddenMatches > 0 && menuOpen ? (
        <p className="ui-field__hint" role="status">
          {shownLimitHint && shownLimit ? shownLimitHint(shownLimit, openMatches) : `${hiddenMatches} more: type to narrow the list`}
        </p>
      ) : null}
    </FieldFrame>
  );
}

/** A chip renderer that draws the first `limit` chips and, in place of the next, a count of the rest. */
function limitedMultiValue(limit: number, total: number) {
  return function LimitedMultiValue(props: MultiValueProps<SelectOption, boolean>) {
    const index = (props as MultiValueProps<SelectOption, boolean> & { index: number }).index;
    if (index < limit) return <components.MultiValue {...props} />;
    if (index > limit) return null;
    return <span className="ui-select__more">+{total - limit} more</span>;
  };
}

const PORTAL_STYLES = { menuPortal: (base: object) => ({ ...base, zIndex: 1100 }) };

type ControlProps = ComponentProps<typeof CreatableSelect<SelectOption, boolean>> & {
  creatable: boolean;
  pickerRef: RefObject<SelectInstance<SelectOption, boolean> | null>;
};

/** react-select (creatable when asked), drawn again only when its own props change. */
const SelectControl = memo(function SelectControl({ creatable, pickerRef, ...props }: ControlProps) {
  const Picker = creatable ? CreatableSelect<SelectOption, boolean> : Select<SelectOption, boolean>;
  return <Picker {...props} ref={pickerRef} classNamePrefix="ui-select" styles={PORTAL_STYLES} />;
});
