import { useEffect, useState } from 'react';
import toast from 'react-hot-toast';
import type { ConsoleRole } from '@console/session';
import { PALETTE_CLASS } from './palette-names';
import type { PaletteDialog } from './palette-dialog';

/** Said when the palette's code cannot be fetched (offline, or a release replaced under the page). */
export const PALETTE_UNAVAILABLE = 'The command palette could not be opened. Check your connection and try again.';

/** Ctrl+K, or ⌘K on a Mac, as in the admin tools people know (refine's kbar, Linear, GitHub). */
export function isPaletteShortcut(event: KeyboardEvent): boolean {
  return (event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey && !event.isComposing && event.key.toLowerCase() === 'k';
}

/**
 * The command palette of every dashboard screen: the shortcut opens it (and closes it again), from
 * anywhere on the page, a remote's screen included, but not over another popup, whose work it would
 * leave behind. Its code and cmdk arrive with the first use, in a chunk of their own, not with the
 * dashboard's first screen.
 */
export function CommandPalette({ role }: { role: ConsoleRole }) {
  const [Dialog, setDialog] = useState<typeof PaletteDialog | null>(null);

  useEffect(() => {
    let mounted = true;
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isPaletteShortcut(event) || event.defaultPrevented) return;
      // The browser's own Ctrl+K (its search bar) must not fire while the console answers it.
      event.preventDefault();
      if (event.repeat) return;
      if (document.querySelector(`dialog.${PALETTE_CLASS}[open]`)) {
        setDialog(null);
        return;
      }
      if (document.querySelector('dialog[open]')) return;
      import('./palette-dialog').then(
        (loaded) => {
          if (mounted && !document.querySelector('dialog[open]')) setDialog(() => loaded.PaletteDialog);
        },
        () => toast.error(PALETTE_UNAVAILABLE, { id: 'palette-unavailable' }),
      );
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      mounted = false;
      document.removeEventListener('keydown', onKeyDown);
    };
  }, []);

  return Dialog ? <Dialog role={role} onClose={() => setDialog(null)} /> : null;
}
