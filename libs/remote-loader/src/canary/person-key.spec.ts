/**
 * @jest-environment ../../tools/jest/jsdom-environment.cjs
 */
import { session } from '@console/session';
import { personKey } from './person-key';

describe('the key a release is chosen by', () => {
  it("is the signed-in user's id, and before sign-in a visitor key that outlives logout's clearing of storage", () => {
    session.logout();
    const visitor = personKey();
    expect(visitor).toMatch(/^visitor:.+/);
    localStorage.clear();
    expect(personKey()).toBe(visitor);

    session.signIn('token', { userId: 7, userType: 'Restaurant' } as Parameters<typeof session.signIn>[1]);
    expect(personKey()).toBe('user:7');
    session.logout();
    expect(personKey()).toBe(visitor);
  });
});
