/** @jest-environment ../../../tools/jest/jsdom-environment.cjs */
import { consoleQueryClient } from '@console/api-client/query-cache';
import { forgetWhenUserLeaves, keepAcrossUsers, PERSISTENCE_KEY, session, type SessionUser } from './index';

const ownerOf = (userId: number, restaurantId: number): SessionUser => ({
  userId,
  userType: 'Restaurant',
  emailAddress: `owner${userId}@example.com`,
  firstName: 'Olivia',
  lastName: 'Owner',
  userSettings: { needToChangePassword: false, isSuperAdmin: false, theme: 'system' },
  restaurant: { restaurantId, restaurantName: `Grill ${restaurantId}` },
});

const SIDEBAR = 'shell.sidebarCollapsed';
const DRAFT = 'console.deal-draft.user-3';
const MY_RESTAURANT = ['/restaurant/get-my-restaurant-details'];

/** What owner 3 leaves in the browser after filling a deal's details: storage and a cached read. */
function ownerThreeWorks() {
  session.signIn('token-3', ownerOf(3, 30));
  localStorage.setItem('menus', JSON.stringify({ filter: [1] }));
  sessionStorage.setItem(DRAFT, JSON.stringify({ draft: { values: { dealTitle: 'Half Made' } }, forRestaurantId: 30 }));
  sessionStorage.setItem(SIDEBAR, 'true');
  consoleQueryClient.setQueryData(MY_RESTAURANT, { restaurant: { restaurantName: 'Grill 30' } });
}

/** Another tab writes local storage and tells this one, as a browser does. */
function otherTab(change: () => void) {
  change();
  window.dispatchEvent(new StorageEvent('storage', { key: localStorage.length ? PERSISTENCE_KEY : null }));
}

describe("forgetting a user's data when they leave", () => {
  beforeAll(() => {
    keepAcrossUsers(SIDEBAR);
    forgetWhenUserLeaves(consoleQueryClient);
  });

  beforeEach(() => {
    session.logout();
    sessionStorage.clear();
  });

  it('logout clears local storage, the session storage of the user and the query cache, and keeps the declared keys', () => {
    ownerThreeWorks();
    session.logout();
    expect(localStorage.length).toBe(0);
    expect(sessionStorage.getItem(DRAFT)).toBeNull();
    expect(sessionStorage.getItem(SIDEBAR)).toBe('true');
    expect(sessionStorage.length).toBe(1);
    expect(consoleQueryClient.getQueryData(MY_RESTAURANT)).toBeUndefined();
  });

  it('logout leaves nothing even when this tab had already seen the user go', () => {
    sessionStorage.setItem('console.deal-draft.user-9', '{}');
    consoleQueryClient.setQueryData(MY_RESTAURANT, { restaurant: { restaurantName: 'Grill 90' } });
    session.logout();
    expect(sessionStorage.length).toBe(0);
    expect(consoleQueryClient.getQueryData(MY_RESTAURANT)).toBeUndefined();
  });

  it("forgets this tab's data of the user when another tab signs out", () => {
    ownerThreeWorks();
    otherTab(() => localStorage.clear());
    expect(session.get().token).toBeNull();
    expect(sessionStorage.getItem(DRAFT)).toBeNull();
    expect(sessionStorage.getItem(SIDEBAR)).toBe('true');
    expect(consoleQueryClient.getQueryData(MY_RESTAURANT)).toBeUndefined();
  });

  it('forgets the first user when another tab signs in as someone else, keeping that sign-in', () => {
    ownerThreeWorks();
    const ownerFour = { auth: { token: 'token-4', data: ownerOf(4, 40), loginType: 'Restaurant', restaurantDealId: null } };
    otherTab(() => localStorage.setItem(PERSISTENCE_KEY, JSON.stringify(ownerFour)));
    expect(session.get().data?.userId).toBe(4);
    expect(sessionStorage.getItem(DRAFT)).toBeNull();
    expect(consoleQueryClient.getQueryData(MY_RESTAURANT)).toBeUndefined();
    expect(JSON.parse(localStorage.getItem(PERSISTENCE_KEY) ?? 'null')).toEqual(ownerFour);
  });

  it("keeps the user's data while the same user stays signed in (a refreshed profile)", () => {
    ownerThreeWorks();
    session.storeUserData({ ...ownerOf(3, 30), firstName: 'Liv' });
    expect(sessionStorage.getItem(DRAFT)).not.toBeNull();
    expect(consoleQueryClient.getQueryData(MY_RESTAURANT)).toBeDefined();
  });
});
