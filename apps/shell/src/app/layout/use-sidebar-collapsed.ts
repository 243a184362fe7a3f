import { useCallback, useEffect, useState } from 'react';
import { keepAcrossUsers } from '@console/session';
import { PHONE_MEDIA_QUERY, useMediaQuery } from '@console/ui';

/**
 * sessionStorage, not localStorage: it survives a reload of the tab, and localStorage holds only the
 * spec's persisted state under 'root' (spec §9), which logout clears entirely.
 */
export const SIDEBAR_COLLAPSED_KEY = 'shell.sidebarCollapsed';
// Kept when a user signs out: a layout preference of the tab, which says nothing of who used it.
keepAcrossUsers(SIDEBAR_COLLAPSED_KEY);

/** Below this width the sidebar starts collapsed, leaving the room to the screen's columns. */
export const NARROW_SCREEN_QUERY = '(max-width: 1199.98px)';

/** The person's own choice, if they made one in this tab; null when they have not. */
function readChoice(): boolean | null {
  try {
    const stored = sessionStorage.getItem(SIDEBAR_COLLAPSED_KEY);
    return stored === null ? null : stored === 'true';
  } catch {
    return null; // storage blocked: no choice remembered
  }
}

export interface SidebarState {
  collapsed: boolean;
  /** Open over the screen (a phone): closed again by Escape or by following a link. */
  overlay: boolean;
  toggle: () => void;
  /** Closes an overlay without remembering it as a choice: on a phone the sidebar is a passing menu. */
  closeOverlay: () => void;
}

/**
 * Whether the sidebar is collapsed, and the toggle. Until the person toggles it, it follows the screen's
 * width (collapsed below 1200 px, as the window is resized too); once they have, their choice wins and is
 * kept across reloads of the tab.
 */
export function useSidebarCollapsed(): SidebarState {
  const narrow = useMediaQuery(NARROW_SCREEN_QUERY);
  // A phone (the kit's breakpoint): the open sidebar lies over the screen instead of beside it.
  const phone = useMediaQuery(PHONE_MEDIA_QUERY);
  const [choice, setChoice] = useState(readChoice);
  const collapsed = choice ?? narrow;
  const overlay = phone && !collapsed;

  useEffect(() => {
    try {
      if (choice === null) sessionStorage.removeItem(SIDEBAR_COLLAPSED_KEY);
      else sessionStorage.setItem(SIDEBAR_COLLAPSED_KEY, String(choice));
    } catch {
      // storage blocked: the choice lasts until the reload
    }
  }, [choice]);

  const toggle = useCallback(() => setChoice(() => !collapsed), [collapsed]);
  const closeOverlay = useCallback(() => {
    if (overlay) setChoice(null);
  }, [overlay]);
  return { collapsed, overlay, toggle, closeOverlay };
}
