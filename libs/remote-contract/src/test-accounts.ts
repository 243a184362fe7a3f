// Test-only (through '@console/remote-contract/testing'): a restaurant owner of one test alone, created through the real API (an administrator
// creates the account, the owner sets their password at first sign-in), so no two tests share data.
const api = (path: string) => `${process.env.TEST_API_URL}${path}`;

/** One call of the reference API with `token` (JSON, or multipart when `body` is FormData); throws unless 2xx. */
export async function callTestApi<T>(token: string, method: string, path: string, body?: unknown): Promise<T> {
  const multipart = body instanceof FormData;
  const response = await fetch(api(path), {
    method,
    headers: { Authorization: `Bearer ${token}`, ...(body && !multipart ? { 'Content-Type': 'application/json' } : {}) },
    body: multipart ? body : body ? JSON.stringify(body) : undefined,
  });
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

const call = <T>(method: string, path: string, token: string, body?: unknown) => callTestApi<T>(token, method, path, body);

// A real 1×1 PNG: the API judges an image by its bytes, not only its name.
const PNG_BYTES = Uint8Array.from(
  atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg=='),
  (character) => character.charCodeAt(0),
);

/** A picked image file the API accepts. */
export const testPngFile = (name: string) => new File([PNG_BYTES], name, { type: 'image/png' });

export interface TestMenuItem {
  foodItemName: string;
  description: string;
  price: string;
}

/**
 * Adds a menu to the signed-in owner's restaurant (`token`): each category with its items, every item
 * tagged with the first label of the tag vocabulary. Answers that label and the items' ids by name.
 */
export async function createTestMenu(token: string, menu: Record<string, TestMenuItem[]>) {
  const { foodTagCategories } = await callTestApi<{ foodTagCategories: { foodTagCategoryItems: { foodTagCategoryItemName: string }[] }[] }>(
    token,
    'GET',
    '/food/get-food-tag-categories',
  );
  const tag = foodTagCategories[0].foodTagCategoryItems[0].foodTagCategoryItemName;
  const foods = new Map<string, number>();
  for (const [foodCategoryName, items] of Object.entries(menu)) {
    const { categoryId } = await callTestApi<{ categoryId: number }>(token, 'POST', '/food-category/create-food-category', {
      foodCategoryName,
    });
    for (const item of items) {
      const form = new FormData();
      for (const [key, value] of Object.entries({ ...item, foodCategoryId: String(categoryId), tags: tag })) form.append(key, value);
      foods.set(item.foodItemName, (await callTestApi<{ foodId: number }>(token, 'POST', '/food/create-food', form)).foodId);
    }
  }
  return { tag, foods };
}

export const TEST_PASSWORD = 'Console#2026';

/** Signs in through the API and answers the token (no session is stored). */
export async function signInForToken(emailAddress: string, userType: 'Administrator' | 'Restaurant', password = TEST_PASSWORD) {
  return call<{ token: string }>('POST', '/auth/login', '', { emailAddress, password, userType }).then((body) => body.token);
}

/** A new restaurant with one location in Austin; its owner's password is set, so they can sign in. */
export async function createTestOwner(name: string) {
  const adminToken = await signInForToken('super@example.com', 'Administrator');
  const { restaurantCategories } = await call<{ restaurantCategories: { restaurantCategoryId: number }[] }>(
    'GET',
    '/admin/restaurant-category/get-restaurant-categories?page=1&size=999999',
    adminToken,
  );
  const emailAddress = `${name.toLowerCase().replace(/\W+/g, '-')}-${Date.now() % 1000000}@example.com`;
  const { restaurantId } = await call<{ restaurantId: number }>('POST', '/admin/restaurant/create-restaurant', adminToken, {
    restaurantName: name,
    emailAddress,
    password: TEST_PASSWORD,
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
  // An administrator chose the first password: the owner changes it before anything else.
  const firstToken = await signInForToken(emailAddress, 'Restaurant');
  await call('PATCH', '/auth/change-password', firstToken, { newPassword: TEST_PASSWORD, confirmPassword: TEST_PASSWORD });
  return { restaurantId, restaurantName: name, emailAddress, adminToken };
}

/** Adds locations straight through the admin call (multipart), for tests that need many. */
export async function addTestLocations(adminToken: string, restaurantId: number, streets: string[]) {
  for (const [index, street] of streets.entries()) {
    const form = new FormData();
    const fields = {
      restaurantId: String(restaurantId),
      streetAddress: street,
      city: 'Austin',
      state: 'TX',
      zipCode: '78701',
      country: 'US',
      latitude: '30.26',
      longitude: '-97.74',
      phoneCountryCode: '+1',
      phoneNumber: `51255501${String(10 + index).padStart(2, '0')}`,
    };
    for (const [key, value] of Object.entries(fields)) form.append(key, value);
    const response = await fetch(api('/admin/restaurant/create-restaurant-location'), {
      method: 'POST',
      headers: { Authorization: `Bearer ${adminToken}` },
      body: form,
    });
    if (!response.ok) throw new Error(`create-restaurant-location: ${response.status} ${await response.text()}`);
  }
}
