import './command-palette.css';
import { useEffect, useState } from 'react';
import type { ConsoleRole } from '@console/session';
import { PALETTE_CLASS, PaletteDialog } from './palette-dialog';

/** Ctrl+K, or ⌘K on a Mac, as in the admin tools people know (refine's kbar, Linear, GitHub). */
export function isPaletteShortcut(event: KeyboardEvent): boolean {
  return (event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey && !event.isComposing && event.key.toLowerCase() === 'k';
}

/**
 * The command palette of every dashboard screen: the shortcut opens it (and closes it again), from
 * anywhere on the page, a remote's screen included, but not over another popup, whose work it would
 * leave behind.
 */
export function CommandPalette({ role }: { role: ConsoleRole }) {
  const [open, setOpen] = useState(false);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isPaletteShortcut(event) || event.defaultPrevented) return;
      // The browser's own Ctrl+K (its search bar) must not fire while the console answers it.
      event.preventDefault();
      if (event.repeat) return;
      if (document.querySelector(`dialog.${PALETTE_CLASS}[open]`)) setOpen(false);
      else if (!document.querySelector('dialog[open]')) setOpen(true);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);

  return open ? <PaletteDialog role={role} onClose={() => setOpen(false)} /> : null;
}
