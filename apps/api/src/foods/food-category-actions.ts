import { nameProblem, nameRules } from '@console/rules';
import type { Queryable } from '../db/database';
import { isUniqueViolation } from '../db/errors';
import { badRequest, conflict, notFound } from '../http/api-error';
import { versionGuard, type VersionedObject } from '../http/version-conflict';
import type { ExpectedVersion } from '../http/if-match';
import type { QueryOf } from '../http/contract-types';
import { likePattern, paginationOf, readPage } from '../http/paging';
import { foodMessages } from './food-messages';
import { findFoodCategories, findFoodCategory } from './food-queries';

/*
 * A restaurant's menu categories (spec §3 Food category, §5 Food category title, §7 Food categories), one
 * implementation for both callers: the owner's calls pass the signed-in owner's restaurant, the admin
 * twins the restaurant of the path or body (food-handlers.ts). Another restaurant's category is not
 * found, and nothing changes. The uncategorised group (-1) is no row: it cannot be read or renamed by id.
 */
export async function requireRestaurant(db: Queryable, restaurantId: number): Promise<void> {
  const [row] = await db.query('SELECT 1 FROM restaurants WHERE restaurant_id = $1', [restaurantId]);
  if (!row) throw notFound(foodMessages.restaurantNotFound);
}

function titleOf(foodCategoryName: string | undefined): string {
  const title = foodCategoryName?.trim() ?? '';
  const problem = nameProblem(nameRules.foodCategoryTitle, title);
  if (problem) throw badRequest(problem);
  return title;
}

export function foodCategoryActions(db: Queryable) {
  const versions = versionGuard(db);

  /** One category as a 412 names and shows it. */
  const versioned = (restaurantId: number, categoryId: number): VersionedObject => ({
    noun: 'menu category',
    trail: { objectTypes: ['Menu category'], objectId: categoryId },
    current: async () => {
      const category = await findFoodCategory(db, restaurantId, categoryId);
      if (!category) throw notFound(foodMessages.categoryNotFound);
      return category;
    },
  });

  return {
    /** The categories with their item counts, by title, the uncategorised group last (FoodCategoryListResponse). */
    async list(restaurantId: number, query: QueryOf<'getFoodCategories' | 'adminGetFoodCategories'>) {
      await requireRestaurant(db, restaurantId);
      const paging = readPage(query);
      const { categories, total } = await findFoodCategories(db, restaurantId, {
        pattern: likePattern(query.keywords),
        limit: paging.size,
        offset: paging.offset,
      });
      return { categories, pagination: paginationOf(total, paging) };
    },

    /** One category of the restaurant (FoodCategoryResponse). */
    async get(restaurantId: number, categoryId: number) {
      const category = await findFoodCategory(db, restaurantId, categoryId);
      if (!category) throw notFound(foodMessages.categoryNotFound);
      return { food_category: category };
    },

    /** Adds a category; titles are unique per restaurant, case ignored. Answers the new id. */
    async create(restaurantId: number, foodCategoryName: string | undefined): Promise<number> {
      const title = titleOf(foodCategoryName);
      await requireRestaurant(db, restaurantId);
      try {
        const [created] = await db.query<{ id: number }>(
          'INSERT INTO food_categories (restaurant_id, category_name) VALUES ($1, $2) RETURNING category_id AS id',
          [restaurantId, title],
        );
        return created.id;
      } catch (error) {
        if (isUniqueViolation(error)) throw conflict(foodMessages.categoryTaken, 'foodCategoryName');
        throw error;
      }
    },

    /** Renames one of the restaurant's categories, while it is at the version the rename was made from. */
    async rename(restaurantId: number, categoryId: number, foodCategoryName: string | undefined, expected: ExpectedVersion): Promise<void> {
      const title = titleOf(foodCategoryName);
      try {
        const updated = await db.query(
          `UPDATE food_categories SET category_name = $3
            WHERE category_id = $1 AND restaurant_id = $2 AND ($4::int[] IS NULL OR version = ANY($4::int[])) RETURNING category_id`,
          [categoryId, restaurantId, title, versions.sqlVersions(expected)],
        );
        if (updated.length === 0) {
          const [row] = await db.query<{ version: number }>(
            'SELECT version FROM food_categories WHERE category_id = $1 AND restaurant_id = $2',
            [categoryId, restaurantId],
          );
          versions.refused(row?.version, versioned(restaurantId, categoryId), () => notFound(foodMessages.categoryNotFound));
        }
      } catch (error) {
        if (isUniqueViolation(error)) throw conflict(foodMessages.categoryTaken, 'foodCategoryName');
        throw error;
      }
    },

    /** The restaurant a category belongs to (the admin calls that name only the category). */
    async restaurantOf(categoryId: number): Promise<number> {
      const [row] = await db.query<{ restaurantId: number }>(
        'SELECT restaurant_id AS "restaurantId" FROM food_categories WHERE category_id = $1',
        [categoryId],
      );
      if (!row) throw notFound(foodMessages.categoryNotFound);
      return row.restaurantId;
    },
  };
}
