import { roleOf } from './roles';
import type { SessionUser } from './session-state';

const user = (userType: SessionUser['userType'], isSuperAdmin = false): SessionUser => ({
  userId: 1,
  userType,
  emailAddress: 'a@example.com',
  firstName: 'A',
  lastName: 'B',
  userSettings: { isSuperAdmin, needToChangePassword: false, theme: 'system' },
});

describe('roleOf', () => {
  it.each([
    [user('Administrator', true), 'superAdmin'],
    [user('Administrator'), 'admin'],
    [user('Restaurant'), 'restaurant'],
    [user('Customer'), null],
    [null, null],
  ])('maps a user to its console role', (input, role) => {
    expect(roleOf(input)).toBe(role);
  });
});
