import { useEffect } from 'react';
import { announceFailure, changeTheme } from '@console/api-client';
import { PERSISTENCE_KEY, session, type SessionUser } from '@console/session';
import { ThemeMenu, useThemePreference, type ThemeChoice } from '@console/ui';

export const THEME_SAVE_FAILED = 'Failed to save the theme';

/**
 * The top bar's theme chooser. The choice is the signed-in person's: kept on their account (so it follows
 * them to their next sessions and other browsers), and with what the console persists in this browser (so
 * a reload shows it at once; logout, which clears all local storage, takes that copy). The account's
 * choice wins when the two differ, as it may have been made elsewhere. While no one is signed in, or after
 * they leave, the page follows the system.
 */
export function ThemeChooser({ user }: { user: SessionUser }) {
  const [choice, choose] = useThemePreference({ storageKey: PERSISTENCE_KEY, person: String(user.userId) });
  const saved = user.userSettings.theme;

  useEffect(() => {
    // Only when the account says something new (sign-in, the start-up me call, a save), not on each choice,
    // and only while its person is still signed in: after a logout the browser must keep nothing of them.
    if (saved && session.get().data?.userId === user.userId) choose(saved);
  }, [saved, choose, user.userId]);

  const change = (next: ThemeChoice) => {
    choose(next);
    changeTheme({ theme: next })
      .then(() => {
        const current = session.get().data;
        if (current?.userId === user.userId) session.storeUserData({ ...current, userSettings: { ...current.userSettings, theme: next } });
      })
      // Kept for this browser; the toast says the account did not take it.
      .catch((error: unknown) => announceFailure(error, THEME_SAVE_FAILED));
  };
  return <ThemeMenu value={choice} onChange={change} />;
}
