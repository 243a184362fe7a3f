import '../ui.css';
import './menu-button.css';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { IconButton } from '../button/icon-button';
import { Icon, type IconName } from '../icon/icon';

export interface MenuButtonItem {
  label: string;
  onSelect: () => void;
  /** One of a set of choices (a menuitemradio), this one chosen or not; absent for an action. */
  checked?: boolean;
}

export interface MenuButtonProps {
  /** The button's accessible name; the menu is named by it too. */
  label: string;
  items: readonly MenuButtonItem[];
  icon?: IconName;
  /**
   * Work started from the menu is under way: the button says so (aria-disabled) and does not open, but keeps focus
   * (a disabled button would drop the keyboard user's focus to the page).
   */
  busy?: boolean;
  className?: string;
}

type Focus = 'first' | 'last';

/**
 * An icon button that opens a menu of actions, as the WAI-ARIA menu button pattern has it: Enter, Space,
 * a click or ArrowDown open it on the first item (ArrowUp on the last); in the menu the arrow keys move
 * and wrap, Home and End jump, a letter finds the next item starting with it; Escape, choosing an item or
 * Tab closes it with focus back on the button, and a click outside closes it.
 */
export function MenuButton({ label, items, icon = 'more', busy = false, className }: MenuButtonProps) {
  const [open, setOpen] = useState<Focus | null>(null);
  const id = useId();
  const buttonId = `${id}-button`;
  const menuId = `${id}-menu`;
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const itemRefs = useRef<(HTMLButtonElement | null)[]>([]);

  useEffect(() => {
    if (!open) return;
    const shown = itemRefs.current.filter((item): item is HTMLButtonElement => item !== null);
    (open === 'first' ? shown[0] : shown.at(-1))?.focus();
    // A press anywhere else closes the menu and leaves focus where that press puts it.
    const closeOutside = (event: MouseEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(null);
    };
    document.addEventListener('mousedown', closeOutside);
    return () => document.removeEventListener('mousedown', closeOutside);
  }, [open]);

  const closeToButton = () => {
    setOpen(null);
    buttonRef.current?.focus();
  };

  const select = (item: MenuButtonItem) => {
    // Focus is back on the button before the action runs: a popup it opens returns focus there.
    closeToButton();
    item.onSelect();
  };

  const onButtonKeyDown = (event: KeyboardEvent) => {
    if (busy) return;
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    event.preventDefault();
    setOpen(event.key === 'ArrowDown' ? 'first' : 'last');
  };

  const onMenuKeyDown = (event: KeyboardEvent) => {
    const shown = itemRefs.current.filter((item): item is HTMLButtonElement => item !== null);
    const at = shown.indexOf(document.activeElement as HTMLButtonElement);
    const moveTo = (index: number) => {
      event.preventDefault();
      shown[(index + shown.length) % shown.length]?.focus();
    };
    if (event.key === 'ArrowDown') moveTo(at + 1);
    else if (event.key === 'ArrowUp') moveTo(at - 1);
    else if (event.key === 'Home') moveTo(0);
    else if (event.key === 'End') moveTo(shown.length - 1);
    else if (event.key === 'Escape') {
      // Only the menu closes, not a dialog the menu is in (a cancelled Escape is no close request).
      event.preventDefault();
      event.stopPropagation();
      closeToButton();
    } else if (event.key === 'Tab') {
      // From the button, the browser's own Tab then goes on to the next control (or back, with Shift).
      buttonRef.current?.focus();
      setOpen(null);
    } else if (event.key.length === 1 && /\S/.test(event.key) && !event.ctrlKey && !event.metaKey && !event.altKey) {
      const key = event.key.toLowerCase();
      const order = [...shown.slice(at + 1), ...shown.slice(0, at + 1)];
      const found = order.find((item) => item.textContent?.trim().toLowerCase().startsWith(key));
      if (found) {
        event.preventDefault();
        found.focus();
      }
    }
  };

  return (
    <div ref={rootRef} className={className ? `ui-menu-button ${className}` : 'ui-menu-button'}>
      <IconButton
        ref={buttonRef}
        id={buttonId}
        icon={icon}
        label={label}
        aria-haspopup="menu"
        aria-expanded={open !== null}
        aria-controls={open ? menuId : undefined}
        aria-disabled={busy || undefined}
        onClick={() => (open || busy ? setOpen(null) : setOpen('first'))}
        onKeyDown={onButtonKeyDown}
      />
      {open ? (
        <div id={menuId} role="menu" aria-labelledby={buttonId} className="ui-menu-button__menu" onKeyDown={onMenuKeyDown}>
          {items.map((item, index) => (
            <button
              key={item.label}
              ref={(element) => {
                itemRefs.current[index] = element;
              }}
              type="button"
              role={item.checked === undefined ? 'menuitem' : 'menuitemradio'}
              aria-checked={item.checked}
              tabIndex={-1}
              className="ui-menu-button__item"
              onClick={() => select(item)}
            >
              {item.checked === undefined ? null : (
                <span className="ui-menu-button__mark">{item.checked ? <Icon name="check" size={16} /> : null}</span>
              )}
              {item.label}
            </button>
          ))}
        </div>
      ) : null}
    </div>
  );
}
