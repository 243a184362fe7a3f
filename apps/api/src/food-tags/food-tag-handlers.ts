import { CHANGE_MESSAGES, nameProblem, nameRules } from '@console/rules';
import type { Database, Queryable } from '../db/database';
import { isUniqueViolation } from '../db/errors';
import { badRequest, conflict, notFound } from '../http/api-error';
import type { OperationHandlers } from '../http/contract-routes';
import { listFoodTagCategories } from '../foods/food-form';
import { expectedVersionOf, type ExpectedVersion } from '../http/if-match';
import { versionGuard, type VersionedObject } from '../http/version-conflict';

export const foodTagMessages = {
  categoryCreated: CHANGE_MESSAGES.tagCategoryCreated,
  created: CHANGE_MESSAGES.foodTagCreated,
  updated: CHANGE_MESSAGES.foodTagUpdated,
  retired: 'Food Tag retired',
  restored: 'Food Tag restored',
  categoryNameTaken: 'A Tag Category with this name already exists',
  nameTaken: 'A Food Tag with this name already exists',
  retiredNameTaken: 'A retired Food Tag has this name: restore it',
  categoryNotFound: 'Tag Category not found',
  notFound: 'Food Tag not found',
} as const;

interface TagRow {
  id: number;
  name: string;
  retired: boolean;
  version: number;
  categoryName: string;
}

const TAG_ROW = `i.food_tag_category_item_id AS id, i.food_tag_category_item_name AS name, i.retired, i.version,
  c.food_tag_category_name AS "categoryName"`;

function checkedName(rule: (typeof nameRules)['foodTagName' | 'foodTagCategoryName'], text: string, field: string): string {
  const name = text.trim();
  const problem = nameProblem(rule, name);
  if (problem) throw badRequest(problem, field);
  return name;
}

/** The tag as its list row gives it (FoodTagCategoryItem), for a 412. */
const asListed = (tag: TagRow) => ({
  foodTagCategoryItemId: tag.id,
  foodTagCategoryItemName: tag.name,
  retired: tag.retired,
  version: tag.version,
});

/** A label belongs to one tag category: another tag's name, case ignored, is taken (a retired one says so). */
async function refuseTakenName(tx: Queryable, name: string, exceptId = 0): Promise<void> {
  const [taken] = await tx.query<{ retired: boolean }>(
    `SELECT retired FROM food_tag_category_items WHERE lower(food_tag_category_item_name) = lower($1) AND food_tag_category_item_id <> $2`,
    [name, exceptId],
  );
  if (taken) throw conflict(taken.retired ? foodTagMessages.retiredNameTaken : foodTagMessages.nameTaken, 'foodTagCategoryItemName');
}

/**
 * The food tag vocabulary, as super admins manage it (the Food Tags screen; roles from the contract).
 * A tag is never deleted: retired, it stays on the items that have it and is offered no more.
 */
export function foodTagHandlers({ db }: { db: Database }): OperationHandlers {
  const versions = versionGuard(db);
  const readTag = async (id: number) => {
    const [tag] = await db.query<TagRow>(
      `SELECT ${TAG_ROW} FROM food_tag_category_items i JOIN food_tag_categories c USING (food_tag_category_id) WHERE i.food_tag_category_item_id = $1`,
      [id],
    );
    if (!tag) throw notFound(foodTagMessages.notFound);
    return asListed(tag);
  };
  const versioned = (id: number): VersionedObject => ({
    noun: 'food tag',
    trail: { objectTypes: ['Food tag'], objectId: id },
    current: () => readTag(id),
  });

  /** Changes one tag from the version the caller read (locked meanwhile); a stale version changes nothing (412). */
  function changeTag(id: number, expected: ExpectedVersion, change: (tx: Queryable, tag: TagRow) => Promise<string>) {
    return db.transaction(async (tx) => {
      const [tag] = await tx.query<TagRow>(
        `SELECT ${TAG_ROW} FROM food_tag_category_items i JOIN food_tag_categories c USING (food_tag_category_id)
          WHERE i.food_tag_category_item_id = $1 FOR UPDATE OF i`,
        [id],
      );
      if (!tag) throw notFound(foodTagMessages.notFound);
      versions.check(tag.version, expected, versioned(id));
      return { message: await change(tx, tag) };
    });
  }

  return {
    async getFoodTags() {
      const [vocabulary, counts] = await Promise.all([
        listFoodTagCategories(db, { includeRetired: true }),
        db.query<{ tag: string; count: number }>('SELECT tag, count(*)::int AS count FROM foods, unnest(tags) AS tag GROUP BY tag'),
      ]);
      const countOf = new Map(counts.map((row) => [row.tag, row.count]));
      return {
        foodTagCategories: vocabulary.foodTagCategories.map((category) => ({
          ...category,
          foodTagCategoryItems: category.foodTagCategoryItems.map((tag) => ({
            ...tag,
            foodCount: countOf.get(tag.foodTagCategoryItemName) ?? 0,
          })),
        })),
      };
    },

    async createFoodTagCategory(request, reply) {
      const name = checkedName(nameRules.foodTagCategoryName, request.body.foodTagCategoryName, 'foodTagCategoryName');
      try {
        const [created] = await db.query<{ id: number }>(
          `INSERT INTO food_tag_categories (food_tag_category_name, sort_order)
           SELECT $1, coalesce(max(sort_order) + 1, 0) FROM food_tag_categories RETURNING food_tag_category_id AS id`,
          [name],
        );
        reply.code(201);
        return { message: foodTagMessages.categoryCreated, foodTagCategoryId: created.id };
      } catch (error) {
        if (isUniqueViolation(error)) throw conflict(foodTagMessages.categoryNameTaken, 'foodTagCategoryName');
        throw error;
      }
    },

    async createFoodTag(request, reply) {
      const name = checkedName(nameRules.foodTagName, request.body.foodTagCategoryItemName, 'foodTagCategoryItemName');
      const categoryId = request.body.foodTagCategoryId;
      try {
        const id = await db.transaction(async (tx) => {
          const [category] = await tx.query('SELECT 1 FROM food_tag_categories WHERE food_tag_category_id = $1', [categoryId]);
          if (!category) throw notFound(foodTagMessages.categoryNotFound);
          await refuseTakenName(tx, name);
          const [created] = await tx.query<{ id: number }>(
            `INSERT INTO food_tag_category_items (food_tag_category_id, food_tag_category_item_name, sort_order)
             SELECT $1, $2, coalesce(max(sort_order) + 1, 0) FROM food_tag_category_items WHERE food_tag_category_id = $1
             RETURNING food_tag_category_item_id AS id`,
            [categoryId, name],
          );
          return created.id;
        });
        reply.code(201);
        return { message: foodTagMessages.created, foodTagCategoryItemId: id };
      } catch (error) {
        if (isUniqueViolation(error)) throw conflict(foodTagMessages.nameTaken, 'foodTagCategoryItemName');
        throw error;
      }
    },

    async updateFoodTag(request) {
      const name = checkedName(nameRules.foodTagName, request.body.foodTagCategoryItemName, 'foodTagCategoryItemName');
      try {
        return await changeTag(request.params.id, expectedVersionOf(request), async (tx, tag) => {
          if (name === tag.name) return foodTagMessages.updated;
          await refuseTakenName(tx, name, tag.id);
          await tx.query(
            `UPDATE food_tag_category_items SET food_tag_category_item_name = $2, version = version + 1 WHERE food_tag_category_item_id = $1`,
            [tag.id, name],
          );
          // Items carry bare labels: the ones with the old name carry the new one, in their tags and in
          // their tag category's attributes.
          await tx.query(
            `UPDATE foods SET tags = array_replace(tags, $1, $2), updated_at = now(),
                    extra_attributes = CASE WHEN jsonb_typeof(extra_attributes -> $3) = 'array' THEN jsonb_set(extra_attributes, ARRAY[$3],
                      (SELECT jsonb_agg(CASE WHEN value = to_jsonb($1::text) THEN to_jsonb($2::text) ELSE value END ORDER BY n)
                         FROM jsonb_array_elements(extra_attributes -> $3) WITH ORDINALITY AS a(value, n)))
                      ELSE extra_attributes END
              WHERE $1 = ANY(tags)`,
            [tag.name, name, tag.categoryName],
          );
          return foodTagMessages.updated;
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw conflict(foodTagMessages.nameTaken, 'foodTagCategoryItemName');
        throw error;
      }
    },

    async changeFoodTagStatus(request) {
      const { retired } = request.body;
      return changeTag(request.params.id, expectedVersionOf(request), async (tx, tag) => {
        if (tag.retired !== retired) {
          await tx.query('UPDATE food_tag_category_items SET retired = $2, version = version + 1 WHERE food_tag_category_item_id = $1', [
            tag.id,
            retired,
          ]);
        }
        return retired ? foodTagMessages.retired : foodTagMessages.restored;
      });
    },
  };
}
