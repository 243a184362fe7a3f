// Test-only: an owner of one test alone with a menu and a location, made through the real API, and
// deals made straight through the owner calls.
import { createTestOwner, signInForTest } from '@console/remote-contract/testing';

const api = (path: string) => `${process.env.TEST_API_URL}${path}`;

export async function call<T>(token: string, method: string, path: string, body?: unknown): Promise<T> {
  const response = await fetch(api(path), {
    method,
    headers: { Authorization: `Bearer ${token}`, ...(body && !(body instanceof FormData) ? { 'Content-Type': 'application/json' } : {}) },
    body: body instanceof FormData ? body : body ? JSON.stringify(body) : undefined,
  });
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

export interface DealOwner {
  token: string;
  restaurantId: number;
  addressId: number;
  /** The menu's item ids by name. */
  foods: Map<string, number>;
}

/** A signed-in owner whose menu has `menu` (category → item names) and whose one location is in Austin. */
export async function signInAsDealOwner(name: string, menu: Record<string, string[]>): Promise<DealOwner> {
  const account = await createTestOwner(name);
  const { token } = await signInForTest(account.emailAddress, 'Restaurant');
  const { foodTagCategories } = await call<{ foodTagCategories: { foodTagCategoryItems: { foodTagCategoryItemName: string }[] }[] }>(
    token,
    'GET',
    '/food/get-food-tag-categories',
  );
  const tag = foodTagCategories[0].foodTagCategoryItems[0].foodTagCategoryItemName;
  const foods = new Map<string, number>();
  for (const [categoryName, items] of Object.entries(menu)) {
    const { categoryId } = await call<{ categoryId: number }>(token, 'POST', '/food-category/create-food-category', {
      foodCategoryName: categoryName,
    });
    for (const item of items) {
      const form = new FormData();
      for (const [key, value] of Object.entries({
        foodCategoryId: String(categoryId),
        foodItemName: item,
        description: 'For deals',
        price: '5',
        tags: tag,
      }))
        form.append(key, value);
      foods.set(item, (await call<{ foodId: number }>(token, 'POST', '/food/create-food', form)).foodId);
    }
  }
  const { addresses } = await call<{ addresses: { addressId: number }[] }>(
    token,
    'GET',
    '/restaurant/get-my-restaurant-addresses?page=1&size=10',
  );
  return { token, restaurantId: account.restaurantId, addressId: addresses[0].addressId, foods };
}

/** Today plus `days`, as yyyy-MM-dd in the browser's time zone. */
export function dateFromToday(days: number) {
  const date = new Date();
  date.setHours(12, 0, 0, 0);
  date.setDate(date.getDate() + days);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

export async function createDeal(owner: DealOwner, title: string, items: string[], extra: Record<string, unknown> = {}) {
  const { restaurantDealId } = await call<{ restaurantDealId: number }>(owner.token, 'POST', '/deal/create-deal', {
    restaurantAddressId: owner.addressId,
    dealTitle: title,
    foodIds: items.map((item) => owner.foods.get(item)),
    startDate: dateFromToday(0),
    ...extra,
  });
  return restaurantDealId;
}
