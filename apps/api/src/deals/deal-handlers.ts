import type { FastifyRequest } from 'fastify';
import { requireAuth } from '../auth/access-guard';
import type { Database } from '../db/database';
import { sendJsonText } from '../db/json-text';
import { badRequest, forbidden, notFound } from '../http/api-error';
import type { OperationHandlers } from '../http/contract-routes';
import type { ContractSchema } from '../http/contract-types';
import { expectedVersionOf } from '../http/if-match';
import { dealActions } from './deal-actions';
import { dealMessages } from './deal-messages';

/** The signed-in owner's restaurant (the guard read it with the session). */
function ownRestaurantId(request: FastifyRequest): number {
  const { user } = requireAuth(request);
  if (user.restaurantId === null) throw notFound(dealMessages.restaurantNotFound);
  return user.restaurantId;
}

/** The owner's body may name the restaurant; it must be their own. */
function ownDealBody(request: FastifyRequest<{ Body: ContractSchema<'DealRequest'> }>) {
  const restaurantId = ownRestaurantId(request);
  const { body } = request;
  if (body.restaurantId !== undefined && body.restaurantId !== restaurantId) throw forbidden(dealMessages.notOwnRestaurant);
  return { restaurantId, body };
}

/**
 * The deal calls (spec §7 Deals; the contract's deals tag): the owner's calls act on the signed-in
 * owner's restaurant, their admin twins on the restaurant of the path or body, or the deal's own. Both
 * run the same actions (deal-actions.ts).
 */
export function dealHandlers({ db, now }: { db: Database; now: () => Date }): OperationHandlers {
  const deals = dealActions(db, now);

  return {
    // ── Owner ──
    async getDeals(request, reply) {
      return sendJsonText(reply, deals.list(ownRestaurantId(request), request.query));
    },

    async getDeal(request) {
      return deals.get(ownRestaurantId(request), request.params.id);
    },

    async createDeal(request, reply) {
      const { restaurantId, body } = ownDealBody(request);
      const restaurantDealId = await deals.create(restaurantId, body);
      reply.code(201);
      return { message: dealMessages.created, restaurantDealId };
    },

    async updateDeal(request) {
      const { restaurantId, body } = ownDealBody(request);
      await deals.update(restaurantId, request.params.id, body, expectedVersionOf(request));
      return { message: dealMessages.updated };
    },

    async changeDealStatus(request) {
      return deals.changeStatus(ownRestaurantId(request), request.params.id, request.body.isActive, expectedVersionOf(request));
    },

    async removeDeal(request) {
      return deals.remove(ownRestaurantId(request), request.params.id, expectedVersionOf(request));
    },

    // ── Admin ──
    async adminGetDeals(request, reply) {
      return sendJsonText(reply, deals.list(request.params.id, request.query));
    },

    async adminGetDeal(request) {
      const dealId = request.params.id;
      return deals.get(await deals.restaurantOf(dealId), dealId);
    },

    async adminCreateDeal(request, reply) {
      const { body } = request;
      const restaurantDealId = await deals.create(body.restaurantId, body);
      reply.code(201);
      return { message: dealMessages.created, restaurantDealId };
    },

    async adminUpdateDeal(request) {
      const dealId = request.params.id;
      const { body } = request;
      if ((await deals.restaurantOf(dealId)) !== body.restaurantId) throw badRequest(dealMessages.dealOfAnotherRestaurant);
      await deals.update(body.restaurantId, dealId, body, expectedVersionOf(request));
      return { message: dealMessages.updated };
    },

    async adminChangeDealStatus(request) {
      const dealId = request.params.id;
      return deals.changeStatus(await deals.restaurantOf(dealId), dealId, request.body.isActive, expectedVersionOf(request));
    },

    async adminRemoveDeal(request) {
      const dealId = request.params.id;
      return deals.remove(await deals.restaurantOf(dealId), dealId, expectedVersionOf(request));
    },
  };
}
