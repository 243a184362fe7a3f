import { DEMO_ACCOUNTS } from '../seed/demo-plan';
import { TEST_IMAGES } from './test-images';
import type { TestApi } from './test-api';

/** The demo owner's restaurant and another one, for the ownership tests. */
export async function menuRestaurants(api: TestApi): Promise<{ own: number; other: number }> {
  const [{ own }] = await api.db.query<{ own: number }>(
    `SELECT r.restaurant_id AS own FROM restaurants r JOIN users u ON u.user_id = r.owner_user_id WHERE u.email_address = $1`,
    [DEMO_ACCOUNTS.owner],
  );
  const [{ other }] = await api.db.query<{ other: number }>(
    `SELECT restaurant_id AS other FROM restaurants WHERE restaurant_id <> $1 AND EXISTS
       (SELECT 1 FROM food_categories c WHERE c.restaurant_id = restaurants.restaurant_id) ORDER BY restaurant_id LIMIT 1`,
    [own],
  );
  return { own, other };
}

export async function categoryOf(api: TestApi, restaurantId: number): Promise<{ id: number; name: string }> {
  const [row] = await api.db.query<{ id: number; name: string }>(
    'SELECT category_id AS id, category_name AS name FROM food_categories WHERE restaurant_id = $1 ORDER BY category_id LIMIT 1',
    [restaurantId],
  );
  return row;
}

export async function foodOf(api: TestApi, restaurantId: number): Promise<{ id: number; name: string }> {
  const [row] = await api.db.query<{ id: number; name: string }>(
    'SELECT food_id AS id, food_item_name AS name FROM foods WHERE restaurant_id = $1 ORDER BY food_id LIMIT 1',
    [restaurantId],
  );
  return row;
}

export type Upload = [filename: string, type: string, bytes: Buffer];
export const pngUpload = (name = 'dish.png'): Upload => [name, 'image/png', TEST_IMAGES.png];

/** A menu item form: text parts (lists repeat the part) and the images as foodItemImageFile parts. */
export function foodForm(fields: Record<string, string | string[] | undefined>, images: Upload[] = []): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) form.append(name, item);
  }
  for (const [filename, type, bytes] of images) form.append('foodItemImageFile', new Blob([bytes], { type }), filename);
  return form;
}

/** Every field of a valid item in the category. */
export const foodFields = (categoryId: number, changes: Record<string, string | string[] | undefined> = {}) => ({
  foodCategoryId: String(categoryId),
  foodItemName: 'Test Smash Burger',
  description: 'Two patties with smoked cheddar',
  price: '12.5',
  tags: ['American', 'Mild'],
  ...changes,
});
