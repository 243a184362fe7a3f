import type { Queryable } from '../db/database';
import type { CachedRead } from '../http/cached-reads';

/*
 * The menu's reads: one restaurant's categories with their item counts, and pages of its items. Both
 * count the same rows: every item of the restaurant's menu, including items an administrator removed
 * from recommendations (the menu keeps them; food-reports), so a category's foodCount is exactly the
 * totalItems of get-foods for that category without keywords.
 */

/** The uncategorised group as the API shows it (spec §9: id -1). */
export const UNCATEGORISED = { categoryId: -1, categoryName: 'N/A' } as const;

/**
 * The searched text of an item; the same expression as the index foods_search_idx (migration 003), so
 * a search uses that index and never scans the restaurant's items.
 */
export const FOOD_SEARCH_VECTOR = `to_tsvector('simple', f.food_item_name || ' ' || f.description)`;

/**
 * Keywords as a full-text query: each word of the text (as the 'simple' configuration splits it) is
 * a prefix that must start some word of the name or description. Text without any word finds nothing.
 */
const searchQuery = (param: string) =>
  `(SELECT to_tsquery('simple', string_agg(quote_literal(lexeme) || ':*', ' & ')) FROM unnest(to_tsvector('simple', ${param}::text)))`;

export interface FoodFilter {
  restaurantId: number;
  /** Menu category ids; -1 is the uncategorised group. Absent or empty: every category. */
  categoryIds?: readonly number[];
  keywords?: string | null;
  /** Leave out items an administrator removed from recommendations (the deal pickers). */
  recommendedOnly?: boolean;
}

/** The WHERE clause of a filter over `foods f`, with its parameters. */
export function foodWhere(filter: FoodFilter): { where: string; params: unknown[] } {
  const params: unknown[] = [filter.restaurantId];
  const conditions = ['f.restaurant_id = $1'];
  const ids = filter.categoryIds ?? [];
  if (ids.length > 0) {
    params.push(ids.filter((id) => id > 0));
    const named = `f.food_category_id = ANY($${params.length}::int[])`;
    conditions.push(ids.includes(UNCATEGORISED.categoryId) ? `(${named} OR f.food_category_id IS NULL)` : named);
  }
  if (filter.recommendedOnly) conditions.push('f.removed_from_recommendations_at IS NULL');
  const keywords = filter.keywords?.trim();
  if (keywords) {
    params.push(keywords);
    conditions.push(`${FOOD_SEARCH_VECTOR} @@ ${searchQuery(`$${params.length}`)}`);
  }
  return { where: conditions.join(' AND '), params };
}

/** The contract's FoodItem, built in SQL; `imageUrl` becomes FoodItemImageUrl when there is one. */
const FOOD_ITEM_COLUMNS = `
  f.version, f.food_id AS "foodId", f.food_item_name AS "foodItemName", f.description, f.price::text AS price,
  json_build_object('categoryId', coalesce(c.category_id, ${UNCATEGORISED.categoryId}),
                    'categoryName', coalesce(c.category_name, '${UNCATEGORISED.categoryName}')) AS "foodCategory",
  f.tags, f.extra_attributes AS "extraAttributes", f.image_url AS "imageUrl",
  json_build_object('restaurantId', r.restaurant_id, 'restaurantName', r.restaurant_name) AS restaurant`;

const FOOD_ITEM_FROM = `foods f JOIN restaurants r ON r.restaurant_id = f.restaurant_id
  LEFT JOIN food_categories c ON c.category_id = f.food_category_id`;

interface FoodItemRow {
  version: number;
  foodId: number;
  foodItemName: string;
  description: string;
  price: string;
  foodCategory: { categoryId: number; categoryName: string };
  tags: string[];
  extraAttributes: Record<string, string[]>;
  imageUrl: string | null;
  restaurant: { restaurantId: number; restaurantName: string };
}

export function toFoodItem({ imageUrl, ...food }: FoodItemRow) {
  return imageUrl ? { ...food, FoodItemImageUrl: imageUrl } : food;
}

export type FoodItem = ReturnType<typeof toFoodItem>;

/** A restaurant's menu items (the menu's search, the deal item picker's whole menu) with their categories. */
export const MENU_ITEMS_READ: CachedRead = { tables: ['foods', 'food_categories', 'restaurants'] };

/**
 * One page of the filtered items, by name, as the JSON text of FoodItems, and how many match. The
 * database writes the text (the item pickers ask for all of a menu's thousands of items at once), and
 * reaches the categories of the restaurant only (an item's category is always its restaurant's), not
 * every menu's. The total is counted only when the page cannot tell it (a full page, or past the end).
 */
export async function findFoodsJson(
  db: Queryable,
  filter: FoodFilter,
  page: { limit: number; offset: number },
): Promise<{ json: string; total: number }> {
  const { where, params } = foodWhere(filter);
  const [limit, offset] = [`$${params.length + 1}::int`, `$${params.length + 2}::int`];
  const [row] = await db.query<{ json: string; total: number }>(
    `WITH page AS (
       SELECT f.* FROM foods f WHERE ${where} ORDER BY lower(f.food_item_name), f.food_id LIMIT ${limit} OFFSET ${offset}
     ), restaurant AS (
       SELECT '{"restaurantId":' || restaurant_id || ',"restaurantName":' || to_json(restaurant_name) || '}' AS item
         FROM restaurants WHERE restaurant_id = $1
     ), shown AS (
       SELECT count(*)::int AS n FROM page
     )
     -- Written by concatenation: compact, and the image only when there is one.
     SELECT '[' || coalesce(string_agg(
              '{"version":' || f.version || ',"foodId":' || f.food_id || ',"foodItemName":' || to_json(f.food_item_name) ||
              ',"description":' || to_json(f.description) || ',"price":"' || f.price::text ||
              '","foodCategory":{"categoryId":' || coalesce(c.category_id, ${UNCATEGORISED.categoryId}) ||
              ',"categoryName":' || to_json(coalesce(c.category_name, '${UNCATEGORISED.categoryName}')) ||
              '},"tags":' || to_json(f.tags) || ',"extraAttributes":' || f.extra_attributes::text ||
              coalesce(',"FoodItemImageUrl":' || to_json(f.image_url), '') || ',"restaurant":' || (SELECT item FROM restaurant) || '}',
              ',' ORDER BY lower(f.food_item_name), f.food_id), '') || ']' AS json,
            CASE WHEN (SELECT n FROM shown) < ${limit} AND ((SELECT n FROM shown) > 0 OR ${offset} = 0)
                 THEN ${offset} + (SELECT n FROM shown)
                 ELSE (SELECT count(*) FROM foods f WHERE ${where}) END AS total
       FROM page f LEFT JOIN food_categories c ON c.category_id = f.food_category_id AND c.restaurant_id = f.restaurant_id`,
    [...params, page.limit, page.offset],
  );
  return row;
}

/** One item of the restaurant, or undefined (another restaurant's item is not found). */
export async function findFood(db: Queryable, restaurantId: number, foodId: number): Promise<FoodItem | undefined> {
  const [row] = await db.query<FoodItemRow>(
    `SELECT ${FOOD_ITEM_COLUMNS} FROM ${FOOD_ITEM_FROM} WHERE f.food_id = $1 AND f.restaurant_id = $2`,
    [foodId, restaurantId],
  );
  return row && toFoodItem(row);
}

/** The contract's FoodItemDeal: a current deal the item is in, and whether it is the deal's only item. */
export interface FoodItemDeal {
  dealId: number;
  title: string;
  leftEmpty: boolean;
}

/**
 * The current deals (no end date, or ending `today` or later) an item is in, as its delete takes it out of
 * them (food-actions.ts delete): by start date, then id.
 */
export async function findCurrentDealsOfFood(db: Queryable, foodId: number, today: string): Promise<FoodItemDeal[]> {
  return db.query<FoodItemDeal>(
    `SELECT d.deal_id AS "dealId", d.title,
            NOT EXISTS (SELECT 1 FROM deal_foods other WHERE other.deal_id = d.deal_id AND other.food_id <> $1) AS "leftEmpty"
       FROM deals d JOIN deal_foods df ON df.deal_id = d.deal_id
      WHERE df.food_id = $1 AND (d.end_date IS NULL OR d.end_date >= $2::date)
      ORDER BY d.start_date, d.deal_id`,
    [foodId, today],
  );
}

export interface FoodCategoryRow {
  /** Absent on the uncategorised group, which is no row. */
  version?: number;
  categoryId: number;
  categoryName: string;
  foodCount: number;
}

/**
 * The restaurant's menu categories with their item counts, by title (case ignored), then the
 * uncategorised group when it holds items. `pattern` (an ILIKE pattern) filters the titles and leaves
 * the uncategorised group out.
 */
export async function findFoodCategories(
  db: Queryable,
  restaurantId: number,
  options: { pattern: string | null; limit: number; offset: number },
): Promise<{ categories: FoodCategoryRow[]; total: number }> {
  const list = `
    WITH counts AS (
      SELECT food_category_id AS id, count(*) AS n FROM foods WHERE restaurant_id = $1 GROUP BY food_category_id
    ), list AS (
      SELECT c.version, c.category_id AS "categoryId", c.category_name AS "categoryName", coalesce(counts.n, 0) AS "foodCount",
             0 AS grp, lower(c.category_name) AS sort
        FROM food_categories c LEFT JOIN counts ON counts.id = c.category_id
       WHERE c.restaurant_id = $1 AND ($2::text IS NULL OR c.category_name ILIKE $2)
      UNION ALL
      SELECT NULL::integer, ${UNCATEGORISED.categoryId}, '${UNCATEGORISED.categoryName}', counts.n, 1, ''
        FROM counts WHERE counts.id IS NULL AND $2::text IS NULL
    )`;
  const rows = await db.query<FoodCategoryRow & { version: number | null }>(
    `${list} SELECT version, "categoryId", "categoryName", "foodCount" FROM list ORDER BY grp, sort, "categoryId" LIMIT $3 OFFSET $4`,
    [restaurantId, options.pattern, options.limit, options.offset],
  );
  const categories = rows.map(({ version, ...category }) => (version === null ? category : { version, ...category }));
  const [{ total }] = await db.query<{ total: number }>(`${list} SELECT count(*) AS total FROM list`, [restaurantId, options.pattern]);
  return { categories, total };
}

/** One category of the restaurant with its item count, or undefined. */
export async function findFoodCategory(db: Queryable, restaurantId: number, categoryId: number): Promise<FoodCategoryRow | undefined> {
  const [row] = await db.query<FoodCategoryRow>(
    `SELECT c.version, c.category_id AS "categoryId", c.category_name AS "categoryName",
            (SELECT count(*) FROM foods f WHERE f.food_category_id = c.category_id) AS "foodCount"
       FROM food_categories c WHERE c.category_id = $1 AND c.restaurant_id = $2`,
    [categoryId, restaurantId],
  );
  return row;
}
