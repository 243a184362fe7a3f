import { dealToday } from '../deals/deal-dates';
import type { Database, Queryable } from '../db/database';
import { foodDeletedMessage, foodMessages } from './food-messages';
import { foodWhere } from './food-queries';
import { notFound } from '../http/api-error';
import type { ContractSchema } from '../http/contract-types';
import { removeImagesAfterCommit } from '../images/image-cleanup';
import type { ImageStore } from '../images/image-store';
import { countOf, idsOf, readSelection, selectRows, type SelectedRow, type SelectionQuery } from '../http/bulk-selection';
import type { OperationHandlers } from '../http/contract-routes';
import { ownRestaurantId } from '../restaurants/own-restaurant';
import { requireRestaurant } from './food-category-actions';

type Matching = ContractSchema<'FoodBulkMatching'>;

const FOOD_ITEMS = { one: 'food item', many: 'food items' };

/** The restaurant's menu items: another restaurant's item is not found, as in the single calls. */
function menuSelection(restaurantId: number): SelectionQuery<Matching> {
  return {
    noun: FOOD_ITEMS,
    notFound: (id) => `Food Item ${id} not found`,
    byIds: (tx, ids) =>
      tx.query<SelectedRow>(
        `SELECT food_id AS id, food_item_name AS label FROM foods
          WHERE food_id = ANY($1::int[]) AND restaurant_id = $2 ORDER BY 1 FOR UPDATE`,
        [ids, restaurantId],
      ),
    byMatching(tx, matching) {
      const { where, params } = foodWhere({ restaurantId, categoryIds: matching.food_category_ids, keywords: matching.keywords });
      return tx.query<SelectedRow>(
        `SELECT f.food_id AS id, f.food_item_name AS label FROM foods f WHERE ${where} ORDER BY 1 FOR UPDATE`,
        params,
      );
    },
  };
}

const quoted = (titles: readonly string[]) => titles.map((title) => `'${title}'`).join(', ');

/** The single delete's message for one item; for more, the count, and the current deals they left as it says them. */
function deletedMessage(count: number, currentDeals: readonly string[], emptied: readonly string[]): string {
  if (count === 1) return foodDeletedMessage(currentDeals, emptied);
  let message = `${countOf(count, FOOD_ITEMS)} deleted successfully`;
  if (currentDeals.length === 0) return message;
  message += `. They were taken out of the current deal${currentDeals.length > 1 ? 's' : ''} ${quoted(currentDeals)}`;
  if (emptied.length === 1) message += `; ${quoted(emptied)} has no items left and was deactivated`;
  if (emptied.length > 1) message += `; ${quoted(emptied)} have no items left and were deactivated`;
  return message;
}

export function foodBulkActions(db: Database, imageStore: ImageStore, now: () => Date) {
  return {
    /**
     * Deletes every selected item of the restaurant in one transaction, as deleteFood does one: the items
     * leave their deals, a current deal left with no item is deactivated, their reports go with them, and
     * their image files once the transaction has committed.
     */
    async delete(restaurantId: number, body: ContractSchema<'BulkFoodsRequest'>) {
      const selection = readSelection(body);
      const today = dealToday(now());
      const result = await db.transaction(async (tx: Queryable) => {
        const ids = idsOf(await selectRows(tx, selection, menuSelection(restaurantId)));
        const current = await tx.query<{ dealId: number; title: string }>(
          `SELECT d.deal_id AS "dealId", d.title FROM deals d
            WHERE d.deal_id IN (SELECT df.deal_id FROM deal_foods df WHERE df.food_id = ANY($1::int[]))
              AND (d.end_date IS NULL OR d.end_date >= $2::date)
            ORDER BY d.start_date, d.deal_id FOR UPDATE`,
          [ids, today],
        );
        const images = await tx.query<{ url: string }>('DELETE FROM foods WHERE food_id = ANY($1::int[]) RETURNING image_url AS url', [
          ids,
        ]);
        const deactivated = await tx.query<{ dealId: number }>(
          `UPDATE deals d SET is_active = false, updated_at = now()
            WHERE d.deal_id = ANY($1::int[]) AND NOT EXISTS (SELECT 1 FROM deal_foods df WHERE df.deal_id = d.deal_id)
            RETURNING d.deal_id AS "dealId"`,
          [current.map((deal) => deal.dealId)],
        );
        const emptiedIds = new Set(deactivated.map((deal) => deal.dealId));
        return {
          count: ids.length,
          imageUrls: images.map((image) => image.url).filter(Boolean),
          currentDeals: current.map((deal) => deal.title),
          emptied: current.filter((deal) => emptiedIds.has(deal.dealId)).map((deal) => deal.title),
        };
      });
      if (result.imageUrls.length > 0) await removeImagesAfterCommit(db, imageStore, result.imageUrls);
      return { message: deletedMessage(result.count, result.currentDeals, result.emptied), count: result.count };
    },

    /**
     * What `delete` would do to deals, changing nothing: the same selection and refusals, the current deals
     * the items are in, and whether each has no other item (the delete then deactivates it).
     */
    async previewDelete(restaurantId: number, body: ContractSchema<'BulkFoodsRequest'>) {
      const selection = readSelection(body);
      return db.transaction(async (tx: Queryable) => {
        const ids = idsOf(await selectRows(tx, selection, menuSelection(restaurantId)));
        const currentDeals = await tx.query<{ dealId: number; title: string; leftEmpty: boolean }>(
          `SELECT d.deal_id AS "dealId", d.title,
                  NOT EXISTS (SELECT 1 FROM deal_foods other WHERE other.deal_id = d.deal_id AND other.food_id <> ALL($1::int[])) AS "leftEmpty"
             FROM deals d
            WHERE d.deal_id IN (SELECT df.deal_id FROM deal_foods df WHERE df.food_id = ANY($1::int[]))
              AND (d.end_date IS NULL OR d.end_date >= $2::date)
            ORDER BY d.start_date, d.deal_id`,
          [ids, dealToday(now())],
        );
        return { count: ids.length, currentDeals };
      });
    },

    /** Moves every selected item of the restaurant to one of its menu categories, in one transaction. */
    async move(restaurantId: number, body: ContractSchema<'BulkMoveFoodsRequest'>) {
      const selection = readSelection(body);
      const { count, categoryName } = await db.transaction(async (tx: Queryable) => {
        const [category] = await tx.query<{ name: string }>(
          'SELECT category_name AS name FROM food_categories WHERE category_id = $1 AND restaurant_id = $2 FOR SHARE',
          [body.foodCategoryId, restaurantId],
        );
        if (!category) throw notFound(foodMessages.categoryNotFound);
        const ids = idsOf(await selectRows(tx, selection, menuSelection(restaurantId)));
        await tx.query('UPDATE foods SET food_category_id = $2, updated_at = now() WHERE food_id = ANY($1::int[])', [
          ids,
          body.foodCategoryId,
        ]);
        return { count: ids.length, categoryName: category.name };
      });
      return { message: `${countOf(count, FOOD_ITEMS)} moved to '${categoryName}' successfully`, count };
    },
  };
}

/** Its bulk calls: owners act on their own restaurant's items, the admin twins on the restaurant of the path. */
export function foodBulkHandlers({ db, imageStore, now }: { db: Database; imageStore: ImageStore; now: () => Date }): OperationHandlers {
  const foods = foodBulkActions(db, imageStore, now);
  async function adminRestaurant(restaurantId: number): Promise<number> {
    await requireRestaurant(db, restaurantId);
    return restaurantId;
  }
  return {
    bulkDeleteFoods: async (request) => foods.delete(ownRestaurantId(request), request.body),
    previewBulkDeleteFoods: async (request) => foods.previewDelete(ownRestaurantId(request), request.body),
    bulkMoveFoods: async (request) => foods.move(ownRestaurantId(request), request.body),
    adminBulkDeleteFoods: async (request) => foods.delete(await adminRestaurant(request.params.id), request.body),
    adminPreviewBulkDeleteFoods: async (request) => foods.previewDelete(await adminRestaurant(request.params.id), request.body),
    adminBulkMoveFoods: async (request) => foods.move(await adminRestaurant(request.params.id), request.body),
  };
}
