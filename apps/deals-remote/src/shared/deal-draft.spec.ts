import { session, type SessionUser } from '@console/session';
import { clearDealDraft, readDealDraft, saveDealDraft, type DealDraft } from './deal-draft';
import { newDealValues } from './deal-values';

const staff = (userId: number, restaurantId?: number): SessionUser => ({
  userId,
  userType: restaurantId === undefined ? 'Administrator' : 'Restaurant',
  emailAddress: `user${userId}@example.com`,
  firstName: 'Test',
  lastName: 'User',
  userSettings: { needToChangePassword: false, isSuperAdmin: false, theme: 'system' },
  ...(restaurantId === undefined ? {} : { restaurant: { restaurantId, restaurantName: `Grill ${restaurantId}` } }),
});

const ownDraft: DealDraft = {
  values: { ...newDealValues(), dealTitle: 'Half Made', restaurantAddressId: '7' },
  returnTo: '/dashboard/deals',
};

/** What a tab that did not see the user change would still hold: the storage from before it. */
function keepingStorage(change: () => void) {
  const entries = Object.entries(sessionStorage);
  change();
  for (const [key, value] of entries) sessionStorage.setItem(key, value);
}

describe('the deal draft', () => {
  beforeEach(() => {
    session.logout();
    sessionStorage.clear();
  });

  it('comes back to the owner who saved it, and is gone once cleared', () => {
    session.signIn('token-3', staff(3, 30));
    saveDealDraft(ownDraft);
    expect(readDealDraft()).toEqual(ownDraft);
    clearDealDraft();
    expect(readDealDraft()).toBeNull();
  });

  it('is not read by another user, even when the storage was left behind', () => {
    session.signIn('token-3', staff(3, 30));
    saveDealDraft(ownDraft);
    keepingStorage(() => session.signIn('token-4', staff(4, 30)));
    expect(readDealDraft()).toBeNull();
  });

  it("is for the owner's restaurant it was made for, not the one they own now (a merger)", () => {
    session.signIn('token-3', staff(3, 30));
    saveDealDraft(ownDraft);
    session.storeUserData(staff(3, 31));
    expect(readDealDraft()).toBeNull();
  });

  it('is kept for the administrator with the restaurant it was made for', () => {
    session.signIn('token-1', staff(1));
    const forTab: DealDraft = { ...ownDraft, restaurantId: 12, returnTo: '/dashboard/restaurant-location-owner/view-detail/12' };
    saveDealDraft(forTab);
    expect(readDealDraft()).toEqual(forTab);
  });

  it('is kept for no one when nobody is signed in', () => {
    saveDealDraft(ownDraft);
    expect(sessionStorage.length).toBe(0);
    expect(readDealDraft()).toBeNull();
  });
});
