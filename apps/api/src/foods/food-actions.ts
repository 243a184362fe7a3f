import { dealToday } from '../deals/deal-dates';
import type { Database, Queryable } from '../db/database';
import { badRequest, notFound } from '../http/api-error';
import type { QueryOf } from '../http/contract-types';
import type { MultipartForm } from '../http/multipart-form';
import type { ExpectedVersion } from '../http/if-match';
import { paginationOf, readPage } from '../http/paging';
import { versionGuard, type VersionedObject } from '../http/version-conflict';
import { removeImagesAfterCommit } from '../images/image-cleanup';
import type { ImageStore } from '../images/image-store';
import { withImageSaves, type SaveImages } from '../images/store-images';
import { requireRestaurant } from './food-category-actions';
import { readFoodInput, type FoodInput, type FoodPart } from './food-form';
import { foodDeletedMessage, foodMessages } from './food-messages';
import { findCurrentDealsOfFood, findFood, findFoodsJson, type FoodFilter } from './food-queries';

/*
 * A restaurant's menu items (spec §3 Food item, §5 Menu item, §7 Food), one implementation per action for
 * both callers: the owner's calls pass the signed-in owner's restaurant, the admin twins the restaurant
 * of the path or form (food-handlers.ts). Another restaurant's item or category is not found, and
 * nothing changes. An item has at most one image, kept in the ImageStore; a replaced or deleted image's
 * file goes once the transaction has committed and no row references it.
 */
/** The item's category must be one of the restaurant's (the form cannot pick the uncategorised group). */
async function requireCategory(tx: Queryable, restaurantId: number, categoryId: number): Promise<void> {
  const [row] = await tx.query('SELECT 1 FROM food_categories WHERE category_id = $1 AND restaurant_id = $2', [categoryId, restaurantId]);
  if (!row) throw badRequest(foodMessages.categoryNotFound);
}

async function saveImage(save: SaveImages, input: FoodInput, tx: Queryable): Promise<string | null> {
  if (!input.image) return null;
  const [url] = await save([input.image], tx);
  return url;
}

/** A menu item as a 412 names and shows it (its read's FoodItem). */
export function versionedFood(db: Queryable, restaurantId: number, foodId: number): VersionedObject {
  return {
    noun: 'menu item',
    trail: { objectTypes: ['Menu item', 'Reported item'], objectId: foodId },
    current: async () => {
      const food = await findFood(db, restaurantId, foodId);
      if (!food) throw notFound(foodMessages.foodNotFound);
      return food;
    },
  };
}

export function foodActions(db: Database, imageStore: ImageStore, now: () => Date) {
  const versions = versionGuard(db);

  /** FoodListResponse as JSON text: the database wrote the items (food-queries.ts), sent as they are. */
  async function listFoods(filter: FoodFilter, query: QueryOf<'getAddressFoods'>): Promise<string> {
    const paging = readPage(query);
    const { json, total } = await findFoodsJson(db, filter, { limit: paging.size, offset: paging.offset });
    return `{"foods":${json},"pagination":${JSON.stringify(paginationOf(total, paging))}}`;
  }

  return {
    /** One page of the restaurant's items by name (FoodListResponse); the filters are those of the category counts. */
    async list(restaurantId: number, query: QueryOf<'getFoods' | 'adminGetFoods'>) {
      await requireRestaurant(db, restaurantId);
      const categoryIds = query.food_category_ids === undefined ? [] : [query.food_category_ids].flat().map(Number);
      return listFoods({ restaurantId, categoryIds, keywords: query.keywords }, query);
    },

    /**
     * The items a deal at one location can use: its restaurant's items, without those an administrator
     * removed from recommendations (app users are no longer offered them).
     */
    async listForAddress(addressId: number, query: QueryOf<'getAddressFoods'>) {
      const [address] = await db.query<{ restaurantId: number }>(
        'SELECT restaurant_id AS "restaurantId" FROM addresses WHERE address_id = $1',
        [addressId],
      );
      if (!address) throw notFound(foodMessages.locationNotFound);
      return listFoods({ restaurantId: address.restaurantId, keywords: query.keywords, recommendedOnly: true }, query);
    },

    /** One item of the restaurant (FoodItemResponse), with the current deals a delete takes it out of. */
    async get(restaurantId: number, foodId: number) {
      const food = await findFood(db, restaurantId, foodId);
      if (!food) throw notFound(foodMessages.foodNotFound);
      return { food: { ...food, currentDeals: await findCurrentDealsOfFood(db, foodId, dealToday(now())) } };
    },

    /** The restaurant an item belongs to (the admin calls that name only the item). */
    async restaurantOf(foodId: number): Promise<number> {
      const [row] = await db.query<{ restaurantId: number }>('SELECT restaurant_id AS "restaurantId" FROM foods WHERE food_id = $1', [
        foodId,
      ]);
      if (!row) throw notFound(foodMessages.foodNotFound);
      return row.restaurantId;
    },

    /** Adds an item with its optional image; answers the new id. */
    async create(restaurantId: number, form: MultipartForm<FoodPart>): Promise<number> {
      const input = await readFoodInput(db, form);
      await requireRestaurant(db, restaurantId);
      return withImageSaves(imageStore, (save) =>
        db.transaction(async (tx) => {
          await requireCategory(tx, restaurantId, input.categoryId);
          const imageUrl = await saveImage(save, input, tx);
          const [created] = await tx.query<{ id: number }>(
            `INSERT INTO foods (restaurant_id, food_category_id, food_item_name, description, price, image_url, tags, extra_attributes)
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING food_id AS id`,
            [restaurantId, input.categoryId, input.name, input.description, input.price, imageUrl, input.tags, input.extraAttributes],
          );
          return created.id;
        }),
      );
    },

    /**
     * Rewrites an item of the restaurant, while it is at the version the change was made from; a sent
     * image replaces the old one, none keeps it.
     */
    async update(restaurantId: number, foodId: number, form: MultipartForm<FoodPart>, expected: ExpectedVersion): Promise<void> {
      const input = await readFoodInput(db, form, foodId);
      await requireRestaurant(db, restaurantId);
      const replaced = await withImageSaves(imageStore, (save) =>
        db.transaction(async (tx) => {
          const [food] = await tx.query<{ imageUrl: string | null; version: number }>(
            'SELECT image_url AS "imageUrl", version FROM foods WHERE food_id = $1 AND restaurant_id = $2 FOR UPDATE',
            [foodId, restaurantId],
          );
          if (!food) throw notFound(foodMessages.foodNotFound);
          versions.check(food.version, expected, versionedFood(db, restaurantId, foodId));
          await requireCategory(tx, restaurantId, input.categoryId);
          const imageUrl = (await saveImage(save, input, tx)) ?? food.imageUrl;
          await tx.query(
            `UPDATE foods SET food_category_id = $2, food_item_name = $3, description = $4, price = $5, image_url = $6, tags = $7,
                    extra_attributes = $8, updated_at = now()
              WHERE food_id = $1`,
            [foodId, input.categoryId, input.name, input.description, input.price, imageUrl, input.tags, input.extraAttributes],
          );
          return input.image && food.imageUrl ? [food.imageUrl] : [];
        }),
      );
      await removeImagesAfterCommit(db, imageStore, replaced);
    },

    /**
     * Deletes an item of the restaurant. It leaves every deal it was in (ON DELETE CASCADE); a current deal
     * (no end date, or ending today or later) left with no item is deactivated, so app users are not
     * offered an empty deal, and the message names the current deals it left. Its reports go with it.
     */
    async delete(restaurantId: number, foodId: number, expected: ExpectedVersion) {
      const today = dealToday(now());
      const { imageUrl, currentDeals, emptied } = await db.transaction(async (tx) => {
        const [food] = await tx.query<{ imageUrl: string | null; version: number }>(
          'SELECT image_url AS "imageUrl", version FROM foods WHERE food_id = $1 AND restaurant_id = $2 FOR UPDATE',
          [foodId, restaurantId],
        );
        if (!food) throw notFound(foodMessages.foodNotFound);
        versions.check(food.version, expected, versionedFood(db, restaurantId, foodId));
        const current = await tx.query<{ dealId: number; title: string }>(
          `SELECT d.deal_id AS "dealId", d.title FROM deals d JOIN deal_foods df ON df.deal_id = d.deal_id
            WHERE df.food_id = $1 AND (d.end_date IS NULL OR d.end_date >= $2::date)
            ORDER BY d.start_date, d.deal_id FOR UPDATE OF d`,
          [foodId, today],
        );
        await tx.query('DELETE FROM foods WHERE food_id = $1', [foodId]);
        const deactivated = await tx.query<{ dealId: number }>(
          `UPDATE deals d SET is_active = false, updated_at = now()
            WHERE d.deal_id = ANY($1::int[]) AND NOT EXISTS (SELECT 1 FROM deal_foods df WHERE df.deal_id = d.deal_id)
            RETURNING d.deal_id AS "dealId"`,
          [current.map((deal) => deal.dealId)],
        );
        const emptiedIds = new Set(deactivated.map((deal) => deal.dealId));
        return {
          imageUrl: food.imageUrl,
          currentDeals: current.map((deal) => deal.title),
          emptied: current.filter((deal) => emptiedIds.has(deal.dealId)).map((deal) => deal.title),
        };
      });
      if (imageUrl) await removeImagesAfterCommit(db, imageStore, [imageUrl]);
      return { message: foodDeletedMessage(currentDeals, emptied) };
    },
  };
}
