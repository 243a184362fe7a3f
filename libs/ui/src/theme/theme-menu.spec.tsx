import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeMenu } from './theme-menu';
import { THEME_ATTRIBUTE, type ThemeOwner } from './theme-preference';
import { useThemePreference } from './use-theme-preference';

const STORAGE_KEY = 'root';

/** What a top bar does: the signed-in person's chooser. */
function Chooser(owner: ThemeOwner) {
  const [choice, choose] = useThemePreference(owner);
  return <ThemeMenu value={choice} onChange={choose} />;
}

const themeButton = () => screen.getByRole('button', { name: /^Theme: / });

/** Opens the menu and picks a choice, as a person would. */
async function choose(label: 'System' | 'Light' | 'Dark') {
  await userEvent.click(themeButton());
  await userEvent.click(screen.getByRole('menuitemradio', { name: label }));
}

const shownTheme = () => document.documentElement.getAttribute(THEME_ATTRIBUTE);
const stored = () => JSON.parse(localStorage.getItem(STORAGE_KEY) ?? 'null') as Record<string, unknown> | null;

afterEach(() => localStorage.clear());

describe('Theme chooser', () => {
  it('follows the system until the person chooses, then shows and keeps their choice beside what else is stored', async () => {
    localStorage.setItem(STORAGE_KEY, JSON.stringify({ auth: { token: 't' } }));
    const { unmount } = render(<Chooser storageKey={STORAGE_KEY} person="7" />);
    expect(themeButton()).toHaveAccessibleName('Theme: System');
    expect(shownTheme()).toBeNull();
    await userEvent.click(themeButton());
    const choices = screen.getAllByRole('menuitemradio');
    expect(choices.map((choice) => [choice.textContent, choice.getAttribute('aria-checked')])).toEqual([
      ['System', 'true'],
      ['Light', 'false'],
      ['Dark', 'false'],
    ]);

    await userEvent.click(screen.getByRole('menuitemradio', { name: 'Dark' }));
    expect(themeButton()).toHaveAccessibleName('Theme: Dark');
    expect(themeButton()).toHaveFocus();
    expect(shownTheme()).toBe('dark');
    expect(stored()).toEqual({ auth: { token: 't' }, theme: { person: '7', choice: 'dark' } });

    // Unmounted (signed out), the page follows the system again; the next session of the same person is dark.
    unmount();
    expect(shownTheme()).toBeNull();
    render(<Chooser storageKey={STORAGE_KEY} person="7" />);
    expect(themeButton()).toHaveAccessibleName('Theme: Dark');
    expect(shownTheme()).toBe('dark');
  });

  it("never shows one person's choice to another, and the other's choice replaces it", async () => {
    localStorage.setItem(STORAGE_KEY, JSON.stringify({ theme: { person: '7', choice: 'dark' } }));
    render(<Chooser storageKey={STORAGE_KEY} person="8" />);
    expect(themeButton()).toHaveAccessibleName('Theme: System');
    expect(shownTheme()).toBeNull();

    await choose('Light');
    expect(shownTheme()).toBe('light');
    expect(stored()).toEqual({ theme: { person: '8', choice: 'light' } });
  });

  it('leaves nothing stored when the person goes back to following the system', async () => {
    render(<Chooser storageKey={STORAGE_KEY} person="7" />);
    await choose('Dark');
    await choose('System');
    expect(shownTheme()).toBeNull();
    expect(localStorage.getItem(STORAGE_KEY)).toBeNull();
  });

  it("follows a choice made in another tab, and the system again once that tab's logout clears the storage", () => {
    render(<Chooser storageKey={STORAGE_KEY} person="7" />);
    act(() => {
      localStorage.setItem(STORAGE_KEY, JSON.stringify({ theme: { person: '7', choice: 'dark' } }));
      window.dispatchEvent(new StorageEvent('storage', { key: STORAGE_KEY }));
    });
    expect(themeButton()).toHaveAccessibleName('Theme: Dark');
    expect(shownTheme()).toBe('dark');

    act(() => {
      localStorage.clear();
      window.dispatchEvent(new StorageEvent('storage', { key: null }));
    });
    expect(themeButton()).toHaveAccessibleName('Theme: System');
    expect(shownTheme()).toBeNull();
  });

  it('keeps the choice for the page when the browser refuses storage', async () => {
    const setItem = jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    const getItem = jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    try {
      render(<Chooser storageKey={STORAGE_KEY} person="7" />);
      await choose('Dark');
      expect(themeButton()).toHaveAccessibleName('Theme: Dark');
      expect(shownTheme()).toBe('dark');
    } finally {
      setItem.mockRestore();
      getItem.mockRestore();
    }
  });
});
