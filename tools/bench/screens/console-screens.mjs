// The screens of the console map the browser parts visit, and who signs in for each: one list, so the
// Lighthouse scores and the per-screen byte totals measure the same screens as the same roles.
import { CONSOLE_MAP, DASHBOARD_BASE } from '@console/remote-contract';

/** The demo account (a key of DEMO_ACCOUNTS) that signs in for a role. */
const ACCOUNT_OF_ROLE = { superAdmin: 'superAdmin', admin: 'admin', restaurant: 'owner' };
/** A path's parameters, with a row the bench data has. */
const PARAMETERS = { restaurantId: '1', id: '1' };

/**
 * The login screen, then every dashboard screen of the map, as [key, url path, account, mobile too]:
 * signed in as the super admin where it may open the screen (it sees the most), else the screen's first
 * role; the owner's screens are the ones also measured on mobile. The login screen has no account.
 */
export function consoleScreens() {
  const screens = [['login', '/login', undefined, true]];
  for (const [key, screen] of Object.entries(CONSOLE_MAP)) {
    if (screen.roles === 'public') continue;
    const filled = screen.path.replace(/:(\w+)/g, (_match, name) => PARAMETERS[name] ?? '1');
    const role = screen.roles.includes('superAdmin') ? 'superAdmin' : screen.roles[0];
    screens.push([key, `${DASHBOARD_BASE}/${filled}`, ACCOUNT_OF_ROLE[role], role === 'restaurant']);
  }
  return screens;
}
