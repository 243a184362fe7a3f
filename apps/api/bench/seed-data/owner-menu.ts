import type { Database } from '../../src/db/database';
import { DEMO_ACCOUNTS } from '../../src/seed/demo-plan';
import { SeededRandom } from '../../src/seed/random';
import { writeFoodCategories, writeFoods } from '../../src/seed/row-writers';
import { MENU_SECTIONS, type MenuSectionPlan, planMenuItem } from './menu-items';
import { findOwnerRestaurant } from './owner-restaurant';

export interface OwnerMenuSummary {
  restaurantId: number;
  ownerEmail: string;
  addedCategories: number;
  categories: number;
  addedFoods: number;
  foods: number;
  milliseconds: number;
}

/**
 * Tops one owner's restaurant (the demo owner's by default) up to `categories` menu categories and `foods`
 * menu items, for the Manage Your Menu figures of the bench. New categories come from MENU_SECTIONS (names
 * the restaurant has not used), new items are spread evenly over every category of the restaurant, with
 * names and descriptions from shared word lists (so a word such as 'truffle' or 'chipotle' matches items
 * of many categories), tags from the seeded tag vocabulary and an image on about 1 in 100. Deterministic
 * for the same starting menu.
 */
export async function addOwnerMenu(
  db: Database,
  { foods, categories, ownerEmail = DEMO_ACCOUNTS.owner }: { foods: number; categories: number; ownerEmail?: string },
): Promise<OwnerMenuSummary> {
  const started = performance.now();
  const restaurant = await findOwnerRestaurant(db, ownerEmail, 'foods');
  const existingCategories = await db.query<{ id: number; name: string }>(
    'SELECT category_id AS id, category_name AS name FROM food_categories WHERE restaurant_id = $1 ORDER BY category_id',
    [restaurant.restaurantId],
  );
  const taken = new Set(existingCategories.map((category) => category.name.toLowerCase()));
  const newSections = MENU_SECTIONS.filter(([name]) => !taken.has(name.toLowerCase())).slice(
    0,
    Math.max(0, categories - existingCategories.length),
  );
  if (existingCategories.length + newSections.length < categories) {
    throw new Error(`--owner-food-categories: at most ${existingCategories.length + newSections.length} categories for ${ownerEmail}`);
  }
  const random = new SeededRandom(1_299_709 + restaurant.existing + existingCategories.length);
  const sectionOf = (name: string) =>
    MENU_SECTIONS.find(([section]) => section.toLowerCase() === name.toLowerCase()) ??
    ([name, 'savoury', 'Main', 'American', ['Plate']] as MenuSectionPlan);
  let addedFoods = 0;
  await db.transaction(async (tx) => {
    const newIds = await writeFoodCategories(
      tx,
      newSections.map(([name]) => ({ restaurantId: restaurant.restaurantId, name })),
    );
    const all = [
      ...existingCategories.map(({ id, name }) => ({ id, section: sectionOf(name) })),
      ...newSections.map((section, n) => ({ id: newIds[n], section })),
    ];
    if (all.length === 0) return;
    const count = Math.max(0, foods - restaurant.existing);
    const seen = new Set<string>();
    const rows: Parameters<typeof writeFoods>[1] = [];
    for (let n = 0; n < count; n++) {
      const { id, section } = all[n % all.length];
      let food = planMenuItem(random, section);
      // Few repeats within a category: draw again a few times, then number it.
      for (let tries = 0; seen.has(`${id}:${food.name}`) && tries < 5; tries++) food = planMenuItem(random, section);
      if (seen.has(`${id}:${food.name}`)) food.name = `${food.name} No. ${n}`;
      seen.add(`${id}:${food.name}`);
      rows.push({ restaurantId: restaurant.restaurantId, categoryId: id, food });
    }
    await writeFoods(tx, rows);
    addedFoods = rows.length;
  });
  return {
    restaurantId: restaurant.restaurantId,
    ownerEmail,
    addedCategories: newSections.length,
    categories: existingCategories.length + newSections.length,
    addedFoods,
    foods: restaurant.existing + addedFoods,
    milliseconds: Math.round(performance.now() - started),
  };
}
