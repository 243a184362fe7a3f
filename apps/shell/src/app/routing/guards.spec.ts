import type { SessionState, SessionUser } from '@console/session';
import { redirectFor } from './guards';
import { sidebarLinksFor } from './sidebar-links';

function signedIn(userType: SessionUser['userType'], settings: Partial<SessionUser['userSettings']> = {}): SessionState {
  return {
    token: 'token',
    loginType: null,
    restaurantDealId: null,
    data: {
      userId: 1,
      userType,
      emailAddress: 'x@example.com',
      firstName: 'X',
      lastName: 'Y',
      userSettings: { isSuperAdmin: false, needToChangePassword: false, theme: 'system', ...settings },
    },
  };
}
const signedOut: SessionState = { token: null, data: null, loginType: null, restaurantDealId: null };
const superAdmin = signedIn('Administrator', { isSuperAdmin: true });
const admin = signedIn('Administrator');
const owner = signedIn('Restaurant');
const newStaff = signedIn('Administrator', { needToChangePassword: true });

describe('route guards (spec §2)', () => {
  it.each([
    ['/dashboard/admin', '/'],
    ['/dashboard/report', '/'],
    ['/create-new-password', '/'],
    ['/no/such/page', '/'],
    ['/', null],
    ['/login', null],
    ['/forgot-password', null],
    ['/reset-password/any', null],
  ])('signed out, %s → %s', (path, target) => {
    expect(redirectFor(path, signedOut)).toBe(target);
  });

  it.each([
    [superAdmin, '/dashboard/admin'],
    [admin, '/dashboard/restaurant'],
    [owner, '/dashboard/restaurant-locations'],
  ])('a signed-in user visiting a public page lands on their home route', (state, home) => {
    for (const path of ['/', '/login', '/forgot-password', '/reset-password', '/create-new-password']) {
      expect(redirectFor(path, state)).toBe(home);
    }
  });

  it.each([
    [admin, '/dashboard/admin', '/dashboard/restaurant'],
    [admin, '/dashboard/import-csv-file', '/dashboard/restaurant'],
    [admin, '/dashboard/releases', '/dashboard/restaurant'],
    [admin, '/dashboard/food-tags', '/dashboard/restaurant'],
    [owner, '/dashboard/food-tags', '/dashboard/restaurant-locations'],
    [owner, '/dashboard/releases', '/dashboard/restaurant-locations'],
    [owner, '/dashboard/restaurant', '/dashboard/restaurant-locations'],
    [owner, '/dashboard/notifications', '/dashboard/restaurant-locations'],
    [owner, '/dashboard/activity', '/dashboard/restaurant-locations'],
    [superAdmin, '/dashboard/menu', '/dashboard/admin'],
    [superAdmin, '/dashboard/deals', '/dashboard/admin'],
  ])('the wrong role is sent home', (state, path, home) => {
    expect(redirectFor(path, state)).toBe(home);
  });

  it.each([
    [
      superAdmin,
      [
        '/dashboard/admin',
        '/dashboard/import-csv-file',
        '/dashboard/restaurant-location-owner/view-detail/12',
        '/dashboard/select-related-menu-items',
        '/dashboard/restaurant-merger',
        '/dashboard/activity',
        '/dashboard/releases',
        '/dashboard/food-tags',
      ],
    ],
    [
      admin,
      [
        '/dashboard/restaurant',
        '/dashboard/restaurant-category',
        '/dashboard/manage-items',
        '/dashboard/notifications',
        '/dashboard/activity',
      ],
    ],
    [owner, ['/dashboard/restaurant-locations', '/dashboard/menu', '/dashboard/deals', '/dashboard/select-related-menu-items']],
  ])('each role enters its own route set and the reports', (state, paths) => {
    for (const path of [...paths, '/dashboard/report', '/dashboard/report/3']) expect(redirectFor(path, state)).toBeNull();
  });

  it('after an expired session, a signed-in user goes back to where they were, if their role opens it (issue 34)', () => {
    expect(redirectFor('/', admin, '/dashboard/restaurant-category?q=wok')).toBe('/dashboard/restaurant-category?q=wok');
    expect(redirectFor('/login', owner, '/dashboard/menu?page=2')).toBe('/dashboard/menu?page=2');
    expect(redirectFor('/', admin, '/dashboard/admin')).toBe('/dashboard/restaurant');
    expect(redirectFor('/', owner, '/dashboard/no-such-page')).toBe('/dashboard/restaurant-locations');
    expect(redirectFor('/', owner, '/login')).toBe('/dashboard/restaurant-locations');
    expect(redirectFor('/', newStaff, '/dashboard/restaurant')).toBe('/create-new-password');
  });

  it('forces a user with needToChangePassword to /create-new-password, with no dashboard route', () => {
    expect(redirectFor('/dashboard/restaurant', newStaff)).toBe('/create-new-password');
    expect(redirectFor('/dashboard/report', newStaff)).toBe('/create-new-password');
    expect(redirectFor('/login', newStaff)).toBe('/create-new-password');
    expect(redirectFor('/create-new-password', newStaff)).toBeNull();
  });

  it('treats a stored customer as signed out', () => {
    expect(redirectFor('/dashboard/report', signedIn('Customer'))).toBe('/');
  });

  it('sends an unknown dashboard path to /', () => {
    expect(redirectFor('/dashboard/nothing-here', superAdmin)).toBe('/');
  });
});

describe('sidebar links (spec §2)', () => {
  const paths = (role: Parameters<typeof sidebarLinksFor>[0]) => sidebarLinksFor(role).map((l) => l.to);

  it('gives the super admin every administrator link and Reports', () => {
    expect(paths('superAdmin')).toEqual([
      '/dashboard/admin',
      '/dashboard/restaurant-category',
      '/dashboard/food-tags',
      '/dashboard/restaurant',
      '/dashboard/restaurant-merger',
      '/dashboard/manage-items',
      '/dashboard/notifications',
      '/dashboard/activity',
      '/dashboard/import-csv-file',
      '/dashboard/releases',
      '/dashboard/report',
    ]);
  });

  it('gives other administrators the same list without Admin, Food Tags, Import CSV and Releases', () => {
    expect(paths('admin')).toEqual(
      paths('superAdmin').filter(
        (p) => !p.endsWith('/admin') && !p.endsWith('/food-tags') && !p.endsWith('/import-csv-file') && !p.endsWith('/releases'),
      ),
    );
  });

  it('gives restaurant users their profile (labelled Restaurant Profile), menu, deals and reports', () => {
    expect(sidebarLinksFor('restaurant').map(({ to, label }) => ({ to, label }))).toEqual([
      { to: '/dashboard/restaurant-locations', label: 'Restaurant Profile' },
      { to: '/dashboard/menu', label: 'Menu' },
      { to: '/dashboard/deals', label: 'Deals' },
      { to: '/dashboard/report', label: 'Reports' },
    ]);
  });
});
