import { CHANGE_MESSAGES, nameProblem, nameRules } from '@console/rules';
import type { Database } from '../db/database';
import { isUniqueViolation } from '../db/errors';
import { badRequest, conflict, notFound } from '../http/api-error';
import type { OperationHandlers } from '../http/contract-routes';
import type { ContractSchema } from '../http/contract-types';
import { expectedVersionOf } from '../http/if-match';
import { likePattern, paginationOf, readPage } from '../http/paging';
import { versionGuard, type VersionedObject } from '../http/version-conflict';

type RestaurantCategory = ContractSchema<'RestaurantCategory'>;

export const restaurantCategoryMessages = {
  created: CHANGE_MESSAGES.restaurantCategoryCreated,
  updated: CHANGE_MESSAGES.restaurantCategoryUpdated,
  deleted: CHANGE_MESSAGES.restaurantCategoryDeleted,
  nameRequired: nameRules.restaurantCategoryName.required,
  nameTooLong: nameRules.restaurantCategoryName.tooLong,
  nameTaken: 'A Restaurant Category with this name already exists',
  notFound: 'Restaurant Category not found',
} as const;

const COLUMNS = `version, restaurant_category_id AS "restaurantCategoryId", restaurant_category_name AS "restaurantCategoryName", description`;

function readBody(body: ContractSchema<'RestaurantCategoryRequest'>): { name: string; description: string | null } {
  const name = body.restaurantCategoryName.trim();
  const problem = nameProblem(nameRules.restaurantCategoryName, name);
  if (problem) throw badRequest(problem);
  return { name, description: body.description?.trim() ?? null };
}

/** The administrators' search ($1, an ILIKE pattern or null): the list and its export. */
export const RESTAURANT_CATEGORY_FILTER = '$1::text IS NULL OR restaurant_category_name ILIKE $1 OR description ILIKE $1';

/** Restaurant categories (cuisines): everyone reads them, administrators manage them (spec §5, §7). */
export function restaurantCategoryHandlers({ db }: { db: Database }): OperationHandlers {
  const versions = versionGuard(db);
  const read = async (id: number) => {
    const [restaurantCategory] = await db.query<RestaurantCategory>(
      `SELECT ${COLUMNS} FROM restaurant_categories WHERE restaurant_category_id = $1`,
      [id],
    );
    if (!restaurantCategory) throw notFound(restaurantCategoryMessages.notFound);
    return restaurantCategory;
  };
  const versioned = (id: number): VersionedObject => ({
    noun: 'restaurant category',
    trail: { objectTypes: ['Restaurant category'], objectId: id },
    current: () => read(id),
  });
  /** After a conditional write changed no row: 404, or 412 with the category now. */
  const refused = async (id: number): Promise<never> => {
    const [row] = await db.query<{ version: number }>('SELECT version FROM restaurant_categories WHERE restaurant_category_id = $1', [id]);
    return versions.refused(row?.version, versioned(id), () => notFound(restaurantCategoryMessages.notFound));
  };

  return {
    async getRestaurantCategories() {
      const restaurantCategories = await db.query<RestaurantCategory>(
        `SELECT ${COLUMNS} FROM restaurant_categories ORDER BY lower(restaurant_category_name), restaurant_category_id`,
      );
      return { restaurantCategories };
    },

    async adminGetRestaurantCategories(request) {
      const { query } = request;
      const paging = readPage(query);
      const pattern = likePattern(query.keywords);
      const where = RESTAURANT_CATEGORY_FILTER;
      const [rows, [{ total }]] = await Promise.all([
        db.query<RestaurantCategory>(
          `SELECT ${COLUMNS} FROM restaurant_categories WHERE ${where}
            ORDER BY lower(restaurant_category_name), restaurant_category_id LIMIT $2 OFFSET $3`,
          [pattern, paging.size, paging.offset],
        ),
        db.query<{ total: number }>(`SELECT count(*) AS total FROM restaurant_categories WHERE ${where}`, [pattern]),
      ]);
      return { restaurantCategories: rows, pagination: paginationOf(total, paging) };
    },

    async getRestaurantCategory(request) {
      return { restaurantCategory: await read(request.params.id) };
    },

    async createRestaurantCategory(request, reply) {
      const { name, description } = readBody(request.body);
      try {
        const [created] = await db.query<{ id: number }>(
          'INSERT INTO restaurant_categories (restaurant_category_name, description) VALUES ($1, $2) RETURNING restaurant_category_id AS id',
          [name, description ?? ''],
        );
        reply.code(201);
        return { message: restaurantCategoryMessages.created, restaurantCategoryId: created.id };
      } catch (error) {
        if (isUniqueViolation(error)) throw conflict(restaurantCategoryMessages.nameTaken, 'restaurantCategoryName');
        throw error;
      }
    },

    async updateRestaurantCategory(request) {
      const { id } = request.params;
      const { name, description } = readBody(request.body);
      try {
        const updated = await db.query(
          `UPDATE restaurant_categories SET restaurant_category_name = $2, description = coalesce($3, description)
            WHERE restaurant_category_id = $1 AND ($4::int[] IS NULL OR version = ANY($4::int[])) RETURNING restaurant_category_id`,
          [id, name, description, versions.sqlVersions(expectedVersionOf(request))],
        );
        if (updated.length === 0) await refused(id);
        return { message: restaurantCategoryMessages.updated };
      } catch (error) {
        if (isUniqueViolation(error)) throw conflict(restaurantCategoryMessages.nameTaken, 'restaurantCategoryName');
        throw error;
      }
    },

    async deleteRestaurantCategory(request) {
      const { id } = request.params;
      // Restaurants keep their other categories (the links go with ON DELETE CASCADE).
      const deleted = await db.query(
        `DELETE FROM restaurant_categories WHERE restaurant_category_id = $1 AND ($2::int[] IS NULL OR version = ANY($2::int[]))
         RETURNING restaurant_category_id`,
        [id, versions.sqlVersions(expectedVersionOf(request))],
      );
      if (deleted.length === 0) await refused(id);
      return { message: restaurantCategoryMessages.deleted };
    },
  };
}
