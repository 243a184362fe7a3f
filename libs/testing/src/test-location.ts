import type { RestaurantLocation } from '@console/api-client';

/**
 * A restaurant location the API accepts, in Austin (the gazetteer knows it), for tests that need one
 * and do not look at it; a test that does names what it checks in `overrides`.
 */
export function testLocation(overrides: Partial<RestaurantLocation> = {}): RestaurantLocation {
  return {
    streetAddress: '100 Congress Ave',
    city: 'Austin',
    state: 'TX',
    zipCode: '78701',
    country: 'US',
    latitude: 30.264,
    longitude: -97.744,
    phoneCountryCode: '+1',
    phoneNumber: '5125550100',
    ...overrides,
  };
}
