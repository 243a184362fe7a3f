import { useCallback, useEffect, useState } from 'react';
import { keepAcrossUsers } from '@console/session';

/**
 * sessionStorage, not localStorage: it survives a reload of the tab, and localStorage holds only the
 * spec's persisted state under 'root' (spec §9), which logout clears entirely.
 */
export const SIDEBAR_COLLAPSED_KEY = 'shell.sidebarCollapsed';
// Kept when a user signs out: a layout preference of the tab, which says nothing of who used it.
keepAcrossUsers(SIDEBAR_COLLAPSED_KEY);

function readCollapsed(): boolean {
  try {
    return sessionStorage.getItem(SIDEBAR_COLLAPSED_KEY) === 'true';
  } catch {
    return false; // storage blocked: start expanded
  }
}

/** Whether the sidebar is collapsed, kept across reloads, and the toggle. */
export function useSidebarCollapsed(): [collapsed: boolean, toggle: () => void] {
  const [collapsed, setCollapsed] = useState(readCollapsed);

  useEffect(() => {
    try {
      sessionStorage.setItem(SIDEBAR_COLLAPSED_KEY, String(collapsed));
    } catch {
      // storage blocked: the choice lasts until the reload
    }
  }, [collapsed]);

  const toggle = useCallback(() => setCollapsed((current) => !current), []);
  return [collapsed, toggle];
}
