import { PERSISTENCE_KEY } from '@console/session';
import { ThemeMenu, useThemePreference } from '@console/ui';

/**
 * The top bar's theme chooser. The choice is the signed-in person's, kept with what the console persists
 * (so logout, which clears all local storage, takes it too); while no one is signed in, or after they
 * leave, the page follows the system.
 */
export function ThemeChooser({ person }: { person: number }) {
  const [choice, choose] = useThemePreference({ storageKey: PERSISTENCE_KEY, person: String(person) });
  return <ThemeMenu value={choice} onChange={choose} />;
}
