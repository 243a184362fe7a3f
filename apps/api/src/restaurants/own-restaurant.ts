import type { FastifyRequest } from 'fastify';
import { requireAuth } from '../auth/access-guard';
import { notFound } from '../http/api-error';
import { restaurantActionMessages } from './restaurant-actions';

/** The signed-in owner's restaurant (the guard read it with the session); a login left without one has nothing to act on. */
export function ownRestaurantId(request: FastifyRequest): number {
  const { restaurantId } = requireAuth(request).user;
  if (restaurantId === null) throw notFound(restaurantActionMessages.notFound);
  return restaurantId;
}
