import { apiUrl, DEMO_PASSWORD } from './browser';

/** A signed-in account as the API answers it: the token and the user the console stores in its session. */
export interface ApiSession {
  token: string;
  user: { userId: number; emailAddress?: string } & Record<string, unknown>;
}

async function call<T>(method: string, pathname: string, token: string, body?: unknown): Promise<T> {
  const response = await fetch(`${apiUrl()}${pathname}`, {
    method,
    headers: { ...(token ? { Authorization: `Bearer ${token}` } : {}), ...(body ? { 'Content-Type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!response.ok) throw new Error(`${method} ${pathname}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/** Signs in through the API (no session stored anywhere). */
export function apiSignIn(emailAddress: string, userType: 'Administrator' | 'Restaurant', password = DEMO_PASSWORD) {
  return call<ApiSession>('POST', '/auth/login', '', { emailAddress, password, userType });
}

/**
 * A new restaurant owner (staff) of one test alone, created as the console's administrators do: the super
 * admin creates the restaurant with a first password, the owner changes it at first sign-in. Answers
 * the owner's session after that change.
 */
export async function createOwner(name: string, adminToken?: string): Promise<ApiSession & { emailAddress: string }> {
  const emailAddress = await createRestaurantAccount(name, adminToken);
  const first = await apiSignIn(emailAddress, 'Restaurant');
  await call('PATCH', '/auth/change-password', first.token, { newPassword: DEMO_PASSWORD, confirmPassword: DEMO_PASSWORD });
  return { ...(await apiSignIn(emailAddress, 'Restaurant')), emailAddress };
}

/**
 * A new restaurant whose owner has not signed in yet: their first sign-in leads to the forced password
 * change. Answers the owner's email address (the password is the demo one).
 */
export async function createRestaurantAccount(name: string, adminToken?: string): Promise<string> {
  const token = adminToken ?? (await apiSignIn('super@example.com', 'Administrator')).token;
  const { restaurantCategories } = await call<{ restaurantCategories: { restaurantCategoryId: number }[] }>(
    'GET',
    '/admin/restaurant-category/get-restaurant-categories?page=1&size=999999',
    token,
  );
  const emailAddress = `${name.toLowerCase().replace(/\W+/g, '-')}-${Date.now() % 1000000}-${Math.floor(Math.random() * 1000)}@example.com`;
  await call('POST', '/admin/restaurant/create-restaurant', token, {
    restaurantName: name,
    emailAddress,
    password: DEMO_PASSWORD,
    restaurantCategoryIds: [restaurantCategories[0].restaurantCategoryId],
    locations: [
      {
        streetAddress: '100 Congress Ave',
        city: 'Austin',
        state: 'TX',
        zipCode: '78701',
        country: 'US',
        latitude: 30.264,
        longitude: -97.744,
        phoneCountryCode: '+1',
        phoneNumber: '5125550100',
      },
    ],
  });
  return emailAddress;
}
