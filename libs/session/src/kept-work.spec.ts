/** @jest-environment ../../../tools/jest/jsdom-environment.cjs */
import { consoleQueryClient } from '@console/api-client/query-cache';
import { forgetWhenUserLeaves, keepAcrossUsers, PERSISTENCE_KEY, session, userStorageKey, type SessionUser } from './index';

const ownerOf = (userId: number): SessionUser => ({
  userId,
  userType: 'Restaurant',
  emailAddress: `owner${userId}@example.com`,
  firstName: 'Olivia',
  lastName: 'Owner',
  userSettings: { needToChangePassword: false, isSuperAdmin: false, theme: 'system' },
  restaurant: { restaurantId: userId * 10, restaurantName: `Grill ${userId}` },
});

const SIDEBAR = 'shell.sidebarCollapsed';
const DEAL_DRAFT = userStorageKey('console.deal-draft', 3);
const MENU = ['/restaurant/get-menu'];
const WORK = {
  returnTo: '/dashboard/menu?q=wok',
  drafts: [{ path: '/dashboard/menu?q=wok', title: 'Edit Menu Item', opener: { name: 'Edit Wok', index: 0 }, values: { price: '9.50' } }],
};

/** Owner 3 at work: signed in, a deal half made, a list filter, a cached read, the tab's sidebar choice. */
function ownerThreeWorks() {
  session.signIn('token-3', ownerOf(3));
  localStorage.setItem('menus', JSON.stringify({ filter: [1] }));
  sessionStorage.setItem(DEAL_DRAFT, JSON.stringify({ draft: { values: { dealTitle: 'Half Made' } }, forRestaurantId: 30 }));
  sessionStorage.setItem('console.some-choice', 'x');
  sessionStorage.setItem(SIDEBAR, 'true');
  consoleQueryClient.setQueryData(MENU, { foods: [] });
}

describe('an expired session keeps its work for its own user only (issue 34)', () => {
  beforeAll(() => {
    keepAcrossUsers(SIDEBAR);
    forgetWhenUserLeaves(consoleQueryClient);
  });

  beforeEach(() => {
    session.logout();
    sessionStorage.clear();
  });

  it('signs out as logout does, keeping only the user’s own keys and where they were', () => {
    ownerThreeWorks();
    session.expire(WORK);
    expect(session.get()).toEqual({ token: null, data: null, loginType: null, restaurantDealId: null });
    expect(localStorage.length).toBe(0);
    expect(consoleQueryClient.getQueryData(MENU)).toBeUndefined();
    expect(sessionStorage.getItem('console.some-choice')).toBeNull();
    expect(sessionStorage.getItem(DEAL_DRAFT)).not.toBeNull();
    expect(sessionStorage.getItem(SIDEBAR)).toBe('true');
    // Offered to nobody while nobody is signed in.
    expect(session.keptWork()).toBeNull();
  });

  it('gives it back when the same user signs in again, until it is forgotten', () => {
    ownerThreeWorks();
    session.expire(WORK);
    session.signIn('token-3b', ownerOf(3));
    expect(session.keptWork()).toEqual(WORK);
    expect(sessionStorage.getItem(DEAL_DRAFT)).not.toBeNull();
    session.forgetKeptWork();
    expect(session.keptWork()).toBeNull();
  });

  it('removes it, and the deal draft, when someone else signs in on this tab', () => {
    ownerThreeWorks();
    session.expire(WORK);
    session.signIn('token-4', ownerOf(4));
    expect(session.keptWork()).toBeNull();
    expect(sessionStorage.getItem(DEAL_DRAFT)).toBeNull();
    expect(Object.keys(sessionStorage)).toEqual([SIDEBAR]);
    // And the first user signing in again after that finds nothing.
    session.logout();
    session.signIn('token-3c', ownerOf(3));
    expect(session.keptWork()).toBeNull();
  });

  it('removes it when someone else signs in in another tab', () => {
    ownerThreeWorks();
    session.expire(WORK);
    const ownerFour = { auth: { token: 'token-4', data: ownerOf(4), loginType: 'Restaurant', restaurantDealId: null } };
    localStorage.setItem(PERSISTENCE_KEY, JSON.stringify(ownerFour));
    window.dispatchEvent(new StorageEvent('storage', { key: PERSISTENCE_KEY }));
    expect(session.get().data?.userId).toBe(4);
    expect(Object.keys(sessionStorage)).toEqual([SIDEBAR]);
  });

  it('removes it on logout', () => {
    ownerThreeWorks();
    session.expire(WORK);
    session.logout();
    expect(Object.keys(sessionStorage)).toEqual([SIDEBAR]);
  });

  it('a 401 while nobody is signed in (a second call of the same expiry, a refused sign-in) keeps what was kept', () => {
    ownerThreeWorks();
    session.expire(WORK);
    session.expire({ returnTo: '/login', drafts: [] });
    session.signIn('token-3b', ownerOf(3));
    expect(session.keptWork()).toEqual(WORK);
  });
});
