import type { FastifyRequest } from 'fastify';
import { requireAuth } from '../auth/access-guard';
import type { Database } from '../db/database';
import { sendJsonText } from '../db/json-text';
import { badRequest, forbidden, notFound } from '../http/api-error';
import type { OperationHandlers } from '../http/contract-routes';
import { expectedVersionOf } from '../http/if-match';
import { readMultipartForm } from '../http/multipart-form';
import type { ImageStore } from '../images/image-store';
import { restaurantIdOf } from '../restaurants/restaurant-form-actions';
import { foodActions } from './food-actions';
import { foodCategoryActions } from './food-category-actions';
import { ADMIN_FOOD_FORM, FOOD_FORM, listFoodTagCategories } from './food-form';
import { foodMessages } from './food-messages';

/** The signed-in owner's restaurant (the guard read it with the session). */
function ownRestaurantId(request: FastifyRequest): number {
  const { user } = requireAuth(request);
  // A restaurant account is one login and one restaurant; a login left without one has no menu.
  if (user.restaurantId === null) throw notFound(foodMessages.restaurantNotFound);
  return user.restaurantId;
}

/**
 * The menu calls (spec §7 Food, Food categories; the contract's food-categories and food-items tags): the
 * owner's calls act on the signed-in owner's restaurant, their admin twins on the restaurant of the path,
 * body or form, or the one the category or item belongs to. Both run the same actions.
 */
export function foodHandlers({ db, imageStore, now }: { db: Database; imageStore: ImageStore; now: () => Date }): OperationHandlers {
  const categories = foodCategoryActions(db);
  const foods = foodActions(db, imageStore, now);

  return {
    // ── Owner: menu categories ──
    async getFoodCategories(request) {
      return categories.list(ownRestaurantId(request), request.query);
    },

    async getFoodCategory(request) {
      return categories.get(ownRestaurantId(request), request.params.id);
    },

    async createFoodCategory(request, reply) {
      const { foodCategoryName } = request.body;
      const categoryId = await categories.create(ownRestaurantId(request), foodCategoryName);
      reply.code(201);
      return { message: foodMessages.categoryCreated, categoryId };
    },

    async updateFoodCategory(request) {
      const { foodCategoryName } = request.body;
      await categories.rename(ownRestaurantId(request), request.params.id, foodCategoryName, expectedVersionOf(request));
      return { message: foodMessages.categoryUpdated };
    },

    // ── Admin: menu categories ──
    async adminGetFoodCategories(request) {
      return categories.list(request.params.id, request.query);
    },

    async adminGetFoodCategory(request) {
      const categoryId = request.params.id;
      return categories.get(await categories.restaurantOf(categoryId), categoryId);
    },

    async adminCreateFoodCategory(request, reply) {
      const { foodCategoryName, restaurantId } = request.body;
      const categoryId = await categories.create(restaurantId, foodCategoryName);
      reply.code(201);
      return { message: foodMessages.categoryCreated, categoryId };
    },

    async adminUpdateFoodCategory(request) {
      const categoryId = request.params.id;
      const { foodCategoryName, restaurantId } = request.body;
      if ((await categories.restaurantOf(categoryId)) !== restaurantId) throw badRequest(foodMessages.categoryOfAnotherRestaurant);
      await categories.rename(restaurantId, categoryId, foodCategoryName, expectedVersionOf(request));
      return { message: foodMessages.categoryUpdated };
    },

    // ── Owner: menu items ──
    async getFoods(request, reply) {
      const restaurantId = ownRestaurantId(request);
      const { query } = request;
      if (query.restaurant_id !== undefined && query.restaurant_id !== restaurantId) throw forbidden(foodMessages.notOwnRestaurant);
      return sendJsonText(reply, foods.list(restaurantId, query));
    },

    async getFood(request) {
      return foods.get(ownRestaurantId(request), request.params.id);
    },

    async createFood(request, reply) {
      const restaurantId = ownRestaurantId(request);
      const form = await readMultipartForm(request, FOOD_FORM);
      const foodId = await foods.create(restaurantId, form);
      reply.code(201);
      return { message: foodMessages.foodCreated, foodId };
    },

    async updateFood(request) {
      const restaurantId = ownRestaurantId(request);
      const form = await readMultipartForm(request, FOOD_FORM);
      await foods.update(restaurantId, request.params.id, form, expectedVersionOf(request));
      return { message: foodMessages.foodUpdated };
    },

    async deleteFood(request) {
      return foods.delete(ownRestaurantId(request), request.params.id, expectedVersionOf(request));
    },

    async getFoodTagCategories(request) {
      return listFoodTagCategories(db, { includeRetired: request.query.includeRetired === true });
    },

    // ── Admin: menu items ──
    async adminGetFoods(request, reply) {
      return sendJsonText(reply, foods.list(request.params.id, request.query));
    },

    async getAddressFoods(request, reply) {
      return sendJsonText(reply, foods.listForAddress(request.params.id, request.query));
    },

    async adminGetFood(request) {
      const foodId = request.params.id;
      return foods.get(await foods.restaurantOf(foodId), foodId);
    },

    async adminCreateFood(request, reply) {
      const form = await readMultipartForm(request, ADMIN_FOOD_FORM);
      const foodId = await foods.create(restaurantIdOf(form), form);
      reply.code(201);
      return { message: foodMessages.foodCreated, foodId };
    },

    async adminUpdateFood(request) {
      const foodId = request.params.id;
      const form = await readMultipartForm(request, ADMIN_FOOD_FORM);
      const restaurantId = restaurantIdOf(form);
      if ((await foods.restaurantOf(foodId)) !== restaurantId) throw badRequest(foodMessages.foodOfAnotherRestaurant);
      await foods.update(restaurantId, foodId, form, expectedVersionOf(request));
      return { message: foodMessages.foodUpdated };
    },

    async adminDeleteFood(request) {
      const foodId = request.params.id;
      return foods.delete(await foods.restaurantOf(foodId), foodId, expectedVersionOf(request));
    },

    async adminGetFoodTagCategories(request) {
      return listFoodTagCategories(db, { includeRetired: request.query.includeRetired === true });
    },
  };
}
