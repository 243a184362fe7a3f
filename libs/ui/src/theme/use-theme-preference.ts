import { useCallback, useLayoutEffect, useSyncExternalStore } from 'react';
import { applyTheme, storedTheme, storeTheme, type ThemeChoice, type ThemeOwner } from './theme-preference';

/** This page's own changes; another tab's arrive as storage events. */
const listeners = new Set<() => void>();

function subscribe(onChange: () => void) {
  listeners.add(onChange);
  window.addEventListener('storage', onChange);
  return () => {
    listeners.delete(onChange);
    window.removeEventListener('storage', onChange);
  };
}

/**
 * The signed-in person's theme, kept across their sessions in the console's persisted object, and shown
 * while the caller is mounted: unmounted (signed out), the page follows the system again, so nothing of
 * one person's choice shows to the next. A choice made in another tab shows here too.
 */
export function useThemePreference(owner: ThemeOwner): [ThemeChoice, (choice: ThemeChoice) => void] {
  const { storageKey, person } = owner;
  const choice = useSyncExternalStore(
    subscribe,
    () => storedTheme({ storageKey, person }),
    () => 'system' as const,
  );

  useLayoutEffect(() => {
    applyTheme(choice);
    return () => applyTheme('system');
  }, [choice]);

  const choose = useCallback(
    (next: ThemeChoice) => {
      storeTheme({ storageKey, person }, next);
      for (const listener of listeners) listener();
    },
    [storageKey, person],
  );
  return [choice, choose];
}
