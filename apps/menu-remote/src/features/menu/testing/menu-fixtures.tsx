import { screen, waitFor, within } from '@testing-library/react';
import { fixtureClient, type TestMenuItem } from '@console/testing';
import { renderWithProviders, signInForTest } from '@console/testing/react';
import { MenuScreen } from '../menu-screen';

/** What the menu specs share: a new owner with a menu of their own, the screen, and its parts by role. */
export const fixtures = fixtureClient();
let uniq = 0;
export const uniqueName = (prefix: string) => `${prefix} ${Date.now() % 100000}${uniq++}`;
export type User = ReturnType<typeof renderWithProviders>['user'];

export interface Owner {
  token: string;
  restaurantId: number;
  restaurantName: string;
  /** A label of the tag vocabulary every test item carries. */
  tag: string;
  /** The items' ids by name. */
  foods: Map<string, number>;
}

/** A new owner with a menu: each category with `count` items named '<category> item NN'. */
export async function ownerWithMenu(menu: Record<string, number>): Promise<Owner> {
  const account = await fixtures.createOwner(uniqueName('Menu House'));
  const { token } = await signInForTest(account.emailAddress, 'Restaurant');
  const items = (categoryName: string, count: number): TestMenuItem[] =>
    Array.from({ length: count }, (_, i) => ({
      foodItemName: `${categoryName} item ${String(i + 1).padStart(2, '0')}`,
      description: i === 0 ? `The first ${categoryName.toLowerCase()} with saffron` : 'Made in house',
      price: `${i + 1}.50`,
    }));
  const { tag, foods } = await fixtures.createMenu(
    token,
    Object.fromEntries(Object.entries(menu).map(([name, count]) => [name, items(name, count)])),
  );
  return { token, restaurantId: account.restaurantId, restaurantName: account.restaurantName, tag, foods };
}

export const section = (name: string) => screen.getByRole('region', { name: new RegExp(`^${name}`) });
export const toggle = (name: string) => screen.getByRole('button', { name: new RegExp(`^${name} \\d+ items$`) });
export const itemNames = (name: string) =>
  within(screen.getByRole('list', { name: `${name} items` }))
    .getAllByRole('listitem')
    .map((item) => item.querySelector('.menu-item__name')?.textContent);

export async function renderMenu(restaurantId?: number, at = '/menu') {
  const rendered = renderWithProviders(<MenuScreen restaurantId={restaurantId} />, { at });
  await waitFor(() => expect(screen.queryByText('No Data Found') ?? screen.queryAllByRole('region').length > 1).toBeTruthy());
  return rendered;
}

export async function search(user: User, text: string) {
  const box = screen.getByRole('searchbox', { name: 'Search menu items' });
  await user.clear(box);
  if (text) await user.type(box, text);
}
