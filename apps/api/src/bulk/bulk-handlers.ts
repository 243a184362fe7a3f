import type { FastifyRequest } from 'fastify';
import { requireAuth } from '../auth/access-guard';
import type { Database } from '../db/database';
import { requireRestaurant } from '../foods/food-category-actions';
import { notFound } from '../http/api-error';
import type { OperationHandlers } from '../http/contract-routes';
import type { ImageStore } from '../images/image-store';
import { restaurantActionMessages } from '../restaurants/restaurant-actions';
import { bulkChangeDealStatus } from './deal-bulk';
import { foodBulkActions } from './food-bulk';
import { closeSelectedReports } from './food-report-bulk';
import { bulkChangeRestaurantStatus } from './restaurant-bulk';

/** The signed-in owner's restaurant; a login left without one has nothing to change. */
function ownRestaurantId(request: FastifyRequest): number {
  const { restaurantId } = requireAuth(request).user;
  if (restaurantId === null) throw notFound(restaurantActionMessages.notFound);
  return restaurantId;
}

/**
 * The bulk calls (issue 26; the contract's `bulk-...` calls): the single call's change for many rows in
 * one transaction. Owners act on their own restaurant's rows, admin twins on the restaurant of the path;
 * every call is recorded as one activity event (activity-actions.ts, bulkTable).
 */
export function bulkHandlers({ db, imageStore, now }: { db: Database; imageStore: ImageStore; now: () => Date }): OperationHandlers {
  const foods = foodBulkActions(db, imageStore, now);

  async function adminRestaurant(restaurantId: number): Promise<number> {
    await requireRestaurant(db, restaurantId);
    return restaurantId;
  }

  return {
    bulkChangeRestaurantStatus: async (request) => bulkChangeRestaurantStatus(db, request, request.body),
    bulkIgnoreFoodReports: async (request) => closeSelectedReports(db, now, request.body, 'Ignored'),
    bulkRemoveReportedFoods: async (request) => closeSelectedReports(db, now, request.body, 'Removed'),

    bulkDeleteFoods: async (request) => foods.delete(ownRestaurantId(request), request.body),
    previewBulkDeleteFoods: async (request) => foods.previewDelete(ownRestaurantId(request), request.body),
    bulkMoveFoods: async (request) => foods.move(ownRestaurantId(request), request.body),
    adminBulkDeleteFoods: async (request) => foods.delete(await adminRestaurant(request.params.id), request.body),
    adminPreviewBulkDeleteFoods: async (request) => foods.previewDelete(await adminRestaurant(request.params.id), request.body),
    adminBulkMoveFoods: async (request) => foods.move(await adminRestaurant(request.params.id), request.body),

    bulkChangeDealStatus: async (request) => bulkChangeDealStatus(db, now, ownRestaurantId(request), request.body),
    adminBulkChangeDealStatus: async (request) => bulkChangeDealStatus(db, now, await adminRestaurant(request.params.id), request.body),
  };
}
