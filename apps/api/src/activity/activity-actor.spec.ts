import type { UserRecord } from '../auth/users';
import { actorOfUser } from './activity-routes';

const owner: UserRecord = {
  userId: 41,
  userType: 'Restaurant',
  firstName: null,
  lastName: null,
  emailAddress: 'kettle@example.com',
  profilePicture: null,
  isSuperAdmin: false,
  needToChangePassword: false,
  theme: 'system',
  passwordHash: null,
  restaurantId: 7,
  restaurantName: 'Copper Kettle Cafe',
  accountStatus: 'Approved',
};

describe('who the trail says made a change', () => {
  it('names a person by their name, and an owner created without one after their restaurant, as the top bar does', () => {
    expect(actorOfUser({ ...owner, firstName: 'Sam', lastName: 'Owner' })).toMatchObject({ name: 'Sam Owner', role: 'restaurant' });
    expect(actorOfUser(owner)).toMatchObject({ name: 'Owner of Copper Kettle Cafe', restaurantId: 7 });
    expect(actorOfUser({ ...owner, restaurantName: null })).toMatchObject({ name: 'kettle@example.com' });
  });
});
