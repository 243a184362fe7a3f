// Test-only: an owner of one test alone with a menu and a location, made through the real API, and
// deals made straight through the owner calls.
import { callTestApi, createTestMenu, createTestOwner, signInForTest } from '@console/remote-contract/testing';

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
  const { foods } = await createTestMenu(
    token,
    Object.fromEntries(
      Object.entries(menu).map(([category, names]) => [
        category,
        names.map((foodItemName) => ({ foodItemName, description: 'For deals', price: '5' })),
      ]),
    ),
  );
  const { addresses } = await callTestApi<{ addresses: { addressId: number }[] }>(
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
  const { restaurantDealId } = await callTestApi<{ restaurantDealId: number }>(owner.token, 'POST', '/deal/create-deal', {
    restaurantAddressId: owner.addressId,
    dealTitle: title,
    foodIds: items.map((item) => owner.foods.get(item)),
    startDate: dateFromToday(0),
    ...extra,
  });
  return restaurantDealId;
}
