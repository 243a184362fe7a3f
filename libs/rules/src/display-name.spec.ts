import { displayNameOf } from './display-name';

describe('displayNameOf (issue 35 §13: a sensible name for everyone)', () => {
  it('is the full name, else first and last name', () => {
    expect(displayNameOf({ fullName: 'Ada Lovelace', firstName: 'A', lastName: 'L' })).toBe('Ada Lovelace');
    expect(displayNameOf({ fullName: '', firstName: ' Ada ', lastName: 'Lovelace' })).toBe('Ada Lovelace');
    expect(displayNameOf({ firstName: 'Ada', lastName: '' })).toBe('Ada');
  });

  it('calls an owner without a name after the restaurant, not by the email', () => {
    const owner = {
      fullName: ' ',
      firstName: '',
      lastName: '',
      emailAddress: 'x@example.com',
      restaurant: { restaurantName: 'Aegean Table' },
    };
    expect(displayNameOf(owner)).toBe('Owner of Aegean Table');
  });

  it('falls back to the email, and is never empty', () => {
    expect(displayNameOf({ firstName: '', lastName: '', emailAddress: 'x@example.com' })).toBe('x@example.com');
    expect(displayNameOf({})).toBe('Unnamed user');
  });
});
