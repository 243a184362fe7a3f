/** @jest-environment ../../../tools/jest/jsdom-environment.cjs */
import { PERSISTENCE_KEY, session, type SessionUser } from './index';

const owner: SessionUser = {
  userId: 3,
  userType: 'Restaurant',
  emailAddress: 'owner@example.com',
  firstName: 'Olivia',
  lastName: 'Owner',
  userSettings: { needToChangePassword: false, isSuperAdmin: false, theme: 'system' },
  restaurant: { restaurantId: 1, restaurantName: 'Harbor Grill' },
};

function persisted() {
  return JSON.parse(localStorage.getItem(PERSISTENCE_KEY) ?? 'null');
}

describe('session store', () => {
  beforeEach(() => session.logout());

  it('starts with every auth field null', () => {
    expect(session.get()).toEqual({ token: null, data: null, loginType: null, restaurantDealId: null });
  });

  it('persists the auth slice under the "root" key on each action', () => {
    session.setLoginType('Restaurant');
    session.signIn('token-1', owner);
    session.setRestaurantDealId(42);
    expect(persisted()).toEqual({ auth: { token: 'token-1', data: owner, loginType: 'Restaurant', restaurantDealId: 42 } });
  });

  it('keeps other persisted slices when writing the auth slice', () => {
    localStorage.setItem(PERSISTENCE_KEY, JSON.stringify({ menus: { filter: [1] } }));
    session.setToken('token-2');
    expect(persisted().menus).toEqual({ filter: [1] });
    expect(persisted().auth.token).toBe('token-2');
  });

  it('logout resets all four fields and clears all local storage', () => {
    session.signIn('token-3', owner);
    localStorage.setItem('unrelated', 'x');
    session.logout();
    expect(session.get()).toEqual({ token: null, data: null, loginType: null, restaurantDealId: null });
    expect(localStorage.length).toBe(0);
  });

  it('follows another tab signing out', () => {
    session.signIn('token-4', owner);
    localStorage.clear();
    window.dispatchEvent(new StorageEvent('storage', { key: null }));
    expect(session.get().token).toBeNull();
  });
});
