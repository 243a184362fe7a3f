import { menuItemMessages, nameProblem, nameRules, priceProblem, selectionProblem, type NameRule } from '@console/rules';
import type { Database } from '../db/database';
import { insertRows } from '../db/insert-rows';
import { listCell, refuseIfProblems, type CsvProblem, type CsvUpload } from './csv-upload';

export const FOOD_CSV_COLUMNS = {
  required: ['restaurantId', 'foodItemName', 'description', 'price', 'foodCategoryName', 'tags'],
  optional: [],
} as const;

const ID = /^\d{1,9}$/;
// The database keeps a price in 12 characters at most; a longer one breaks the same §5 rule.
const MAX_PRICE_LENGTH = 12;
// The file's column is foodItemName, so its messages name it so; the limit is the menu item form's.
const FOOD_ITEM_NAME: NameRule = {
  max: nameRules.menuItemName.max,
  required: 'Food Item Name is required',
  tooLong: `Food Item Name cannot exceed ${nameRules.menuItemName.max} characters`,
};

interface PlannedFood {
  restaurantId: number;
  name: string;
  description: string;
  price: string;
  categoryName: string;
  tags: string[];
  extraAttributes: Record<string, string[]>;
}

/**
 * Checks every row of a menu items file with the menu item form's rules, then writes them in one
 * transaction: missing menu categories first (one per restaurant and name, case ignored), then the items.
 * A label's tag categories fill the item's extraAttributes, as the menu item form does.
 */
export async function importFoods(db: Database, { rows, problems: unreadable }: CsvUpload): Promise<number> {
  const ids = [
    ...new Set(
      rows
        .map((row) => row.values.restaurantId?.trim())
        .filter((id): id is string => ID.test(id ?? ''))
        .map(Number),
    ),
  ];
  const existing = new Set(
    (await db.query<{ id: number }>('SELECT restaurant_id AS id FROM restaurants WHERE restaurant_id = ANY($1::int[])', [ids])).map(
      (row) => row.id,
    ),
  );
  const labelRows = await db.query<{ label: string; tagCategory: string }>(
    `SELECT i.food_tag_category_item_name AS label, c.food_tag_category_name AS "tagCategory"
       FROM food_tag_category_items i JOIN food_tag_categories c ON c.food_tag_category_id = i.food_tag_category_id
      WHERE NOT i.retired
      ORDER BY c.sort_order, i.sort_order`,
  );
  const labels = new Map<string, { label: string; tagCategories: string[] }>();
  for (const { label, tagCategory } of labelRows) {
    const entry = labels.get(label.toLowerCase()) ?? { label, tagCategories: [] };
    entry.tagCategories.push(tagCategory);
    labels.set(label.toLowerCase(), entry);
  }

  const problems: CsvProblem[] = [...unreadable];
  const foods: PlannedFood[] = [];
  for (const { row, values } of rows) {
    const add = (column: string, reason: string) => problems.push({ row, column, reason });
    const restaurantId = values.restaurantId?.trim() ?? '';
    if (!restaurantId) add('restaurantId', 'Restaurant Id is required');
    else if (!ID.test(restaurantId) || !existing.has(Number(restaurantId))) add('restaurantId', 'Invalid Restaurant Id');
    const addProblem = (column: string, problem: string | undefined) => {
      if (problem) add(column, problem);
    };
    const name = values.foodItemName?.trim() ?? '';
    addProblem('foodItemName', nameProblem(FOOD_ITEM_NAME, name));
    const description = values.description?.trim() ?? '';
    if (!description) add('description', menuItemMessages.descriptionRequired);
    const price = values.price?.trim() ?? '';
    addProblem('price', priceProblem(price) ?? (price.length > MAX_PRICE_LENGTH ? menuItemMessages.price : undefined));
    const categoryName = values.foodCategoryName?.trim() ?? '';
    addProblem('foodCategoryName', nameProblem(nameRules.foodCategoryTitle, categoryName));
    const tagCells = listCell(values.tags);
    addProblem('tags', selectionProblem(tagCells, menuItemMessages.tagRequired));
    const unknown = tagCells.filter((tag) => !labels.has(tag.toLowerCase()));
    if (unknown.length > 0) add('tags', `Unknown tag: ${unknown.join(', ')}`);

    const tags = [...new Set(tagCells.map((tag) => labels.get(tag.toLowerCase())?.label ?? tag))];
    const extraAttributes: Record<string, string[]> = {};
    for (const tag of tags) {
      for (const tagCategory of labels.get(tag.toLowerCase())?.tagCategories ?? []) (extraAttributes[tagCategory] ??= []).push(tag);
    }
    foods.push({ restaurantId: Number(restaurantId), name, description, price, categoryName, tags, extraAttributes });
  }
  refuseIfProblems(problems);

  await db.transaction(async (tx) => {
    const sections = new Map<string, [number, string]>();
    for (const food of foods)
      sections.set(`${food.restaurantId}:${food.categoryName.toLowerCase()}`, [food.restaurantId, food.categoryName]);
    // Several statements, one transaction: a name another request adds meanwhile is simply reused.
    for (const batch of chunk([...sections.values()], 10_000)) {
      const params: unknown[] = [];
      const values = batch.map(([restaurantId, categoryName]) => {
        params.push(restaurantId, categoryName);
        return `($${params.length - 1}::int, $${params.length})`;
      });
      await tx.query(
        `INSERT INTO food_categories (restaurant_id, category_name) VALUES ${values.join(', ')}
         ON CONFLICT (restaurant_id, lower(category_name)) DO NOTHING`,
        params,
      );
    }
    const restaurantIds = [...new Set(foods.map((food) => food.restaurantId))];
    const categoryRows = await tx.query<{ id: number; restaurantId: number; name: string }>(
      `SELECT category_id AS id, restaurant_id AS "restaurantId", lower(category_name) AS name
         FROM food_categories WHERE restaurant_id = ANY($1::int[])`,
      [restaurantIds],
    );
    const categoryId = new Map(categoryRows.map((row) => [`${row.restaurantId}:${row.name}`, row.id]));
    await insertRows(
      tx,
      'foods',
      ['restaurant_id', 'food_category_id', 'food_item_name', 'description', 'price', 'tags', 'extra_attributes'],
      foods.map((food) => [
        food.restaurantId,
        categoryId.get(`${food.restaurantId}:${food.categoryName.toLowerCase()}`),
        food.name,
        food.description,
        food.price,
        food.tags,
        food.extraAttributes,
      ]),
    );
  });
  return foods.length;
}

function chunk<T>(items: T[], size: number): T[][] {
  const chunks: T[][] = [];
  for (let start = 0; start < items.length; start += size) chunks.push(items.slice(start, start + size));
  return chunks;
}
