// Test-only: an owner of one test alone with a menu and a location, made through the real API, and
// deals made straight through the owner calls.
import { createDeal as createDealCall, getMyRestaurantAddresses } from '@console/api-client';
import { fixtureClient } from '@console/testing';
import { signInForTest } from '@console/testing/react';

export const fixtures = fixtureClient();

export interface DealOwner {
  token: string;
  restaurantId: number;
  addressId: number;
  /** The menu's item ids by name. */
  foods: Map<string, number>;
}

/** A signed-in owner whose menu has `menu` (category → item names) and whose one location is in Austin. */
export async function signInAsDealOwner(name: string, menu: Record<string, string[]>): Promise<DealOwner> {
  const account = await fixtures.createOwner(name);
  const { token } = await signInForTest(account.emailAddress, 'Restaurant');
  const { foods } = await fixtures.createMenu(
    token,
    Object.fromEntries(
      Object.entries(menu).map(([category, names]) => [
        category,
        names.map((foodItemName) => ({ foodItemName, description: 'For deals', price: '5' })),
      ]),
    ),
  );
  const { addresses } = await getMyRestaurantAddresses({ page: 1, size: 10 }, fixtures.as(token));
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
  const { restaurantDealId } = await createDealCall(
    {
      restaurantAddressId: owner.addressId,
      dealTitle: title,
      foodIds: items.map((item) => owner.foods.get(item) as number),
      startDate: dateFromToday(0),
      ...extra,
    },
    fixtures.as(owner.token),
  );
  return restaurantDealId;
}
