import type { FastifyReply, FastifyRequest } from 'fastify';
import { requireAuth } from '../auth/access-guard';
import type { Database } from '../db/database';
import { requireRestaurant } from '../foods/food-category-actions';
import { foodMessages } from '../foods/food-messages';
import { forbidden, notFound } from '../http/api-error';
import type { OperationHandlers } from '../http/contract-routes';
import { restaurantActionMessages } from '../restaurants/restaurant-actions';
import {
  administratorsExport,
  foodReportsExport,
  notificationsExport,
  restaurantCategoriesExport,
  restaurantsExport,
  type ListExport,
} from './admin-list-exports';
import { sendCsv } from './csv-reply';
import { keysetWalk } from './keyset';
import { addressesExport, foodsExport } from './restaurant-list-exports';

/** The signed-in owner's restaurant; a login left without one has nothing to export. */
function ownRestaurantId(request: FastifyRequest): number {
  const { restaurantId } = requireAuth(request).user;
  if (restaurantId === null) throw notFound(restaurantActionMessages.notFound);
  return restaurantId;
}

/**
 * The CSV export of every list (issue 26; the contract's `export-...` calls): the list's query without its
 * paging, streamed a batch at a time. Who may export is who may read the list (x-roles, and an owner only
 * their own restaurant), so an export never shows a row its list would not.
 */
export function exportHandlers({ db, now }: { db: Database; now: () => Date }): OperationHandlers {
  function send<Row>(reply: FastifyReply, listExport: ListExport<Row>) {
    return sendCsv(reply, listExport.fileWords, now(), keysetWalk(db, listExport.list, listExport.header, listExport.line));
  }

  return {
    exportAdministrators: async (request, reply) => send(reply, administratorsExport(request.query)),
    exportRestaurants: async (request, reply) => send(reply, restaurantsExport(request.query)),
    exportAllRestaurants: async (request, reply) => send(reply, restaurantsExport(request.query)),
    exportRestaurantCategories: async (request, reply) => send(reply, restaurantCategoriesExport(request.query)),
    exportFoodReports: async (request, reply) => send(reply, foodReportsExport(request.query)),
    exportNotifications: async (request, reply) => send(reply, notificationsExport(request.query)),

    async exportMyRestaurantAddresses(request, reply) {
      return send(reply, addressesExport(ownRestaurantId(request), request.query));
    },

    async exportRestaurantAddresses(request, reply) {
      await requireRestaurant(db, request.params.id);
      return send(reply, addressesExport(request.params.id, request.query));
    },

    async exportFoods(request, reply) {
      const restaurantId = ownRestaurantId(request);
      const { query } = request;
      if (query.restaurant_id !== undefined && query.restaurant_id !== restaurantId) throw forbidden(foodMessages.notOwnRestaurant);
      return send(reply, foodsExport(restaurantId, query));
    },

    async adminExportFoods(request, reply) {
      await requireRestaurant(db, request.params.id);
      return send(reply, foodsExport(request.params.id, request.query));
    },
  };
}
