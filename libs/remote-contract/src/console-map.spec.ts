import { CONSOLE_MAP, screenPathsOf, screenPattern, type ConsoleScreen, type ScreenKey } from './console-map';
import { EXPOSED_MODULES } from './exposed-modules';

const screens = Object.entries(CONSOLE_MAP) as Array<[ScreenKey, ConsoleScreen]>;

describe('the console map', () => {
  it('gives every screen its own address', () => {
    const patterns = screens.map(([key]) => screenPattern(key));
    expect(new Set(patterns).size).toBe(patterns.length);
    expect(screenPattern('login')).toBe('/login');
    expect(screenPattern('restaurantDetail')).toBe('/dashboard/restaurant-location-owner/view-detail/:restaurantId');
  });

  it('has each screen rendered by a remote that exposes ./Domain, or by the shell', () => {
    for (const [, screen] of screens) {
      if (screen.remote !== 'shell') expect(EXPOSED_MODULES[screen.remote]).toContain('Domain');
    }
  });

  it('names as parents only screens with a sidebar entry, which a role of the page also opens', () => {
    for (const [key, screen] of screens) {
      for (const parent of screen.parents ?? []) {
        const entry: ConsoleScreen = CONSOLE_MAP[parent];
        expect({ key, parent, entry: Boolean(entry.entry) }).toEqual({ key, parent, entry: true });
        const shared = screen.roles !== 'public' && entry.roles !== 'public' && screen.roles.some((role) => entry.roles.includes(role));
        expect({ key, parent, shared }).toEqual({ key, parent, shared: true });
      }
    }
  });

  it('keeps the sign-in screens public and every dashboard screen behind a role', () => {
    for (const [key, screen] of screens) {
      expect({ key, public: screen.roles === 'public' }).toEqual({ key, public: screen.remote === 'auth' });
    }
  });

  it("answers a remote's paths by key, relative to its route base", () => {
    expect(screenPathsOf('deals')).toEqual({ deals: 'deals', selectRelatedMenuItems: 'select-related-menu-items' });
    expect(screenPathsOf('auth')).toMatchObject({ welcome: '', resetPassword: 'reset-password/*' });
  });
});
