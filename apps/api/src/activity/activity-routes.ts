import type { FastifyRequest, RouteHandlerMethod } from 'fastify';
import { displayNameOf } from '@console/rules';
import type { UserRecord } from '../auth/users';
import type { ContractOperation } from '../http/contract';
import { NOT_RECORDED_OPERATIONS } from './activity-actions';
import { ANONYMOUS, runWithActivity, type ActivityActor } from './activity-context';

/** The signed-in caller as the trail names them: their name and role at the time of the change. */
export function actorOfRequest(request: FastifyRequest): ActivityActor {
  const user = request.auth?.user;
  if (user) return actorOfUser(user);
  // Automation with a service token (service-tokens/): the trail names the token, as its list does.
  if (request.serviceToken) return { userId: null, name: `Service token ${request.serviceToken.name}`, role: 'system' };
  return ANONYMOUS;
}

/** A user as the trail names them (a sign-in's user, before any token exists). */
export function actorOfUser(user: UserRecord): ActivityActor {
  // As the top bar names them: an owner created without a name is 'Owner of <restaurant>', not an email.
  const name = displayNameOf({ ...user, restaurant: { restaurantName: user.restaurantName } });
  const role = user.userType === 'Administrator' ? (user.isSuperAdmin ? 'superAdmin' : 'admin') : 'restaurant';
  return { userId: user.userId, name, role, restaurantId: user.restaurantId, restaurantName: user.restaurantName };
}

/** Someone not signed in, named by the email they tried. */
export function anonymousActor(email: string): ActivityActor {
  return { ...ANONYMOUS, name: email || ANONYMOUS.name };
}

/** Whether a contract operation changes data, so that its handler runs recorded. */
export function isRecordedOperation(operation: Pick<ContractOperation, 'method' | 'operationId'>): boolean {
  return operation.method !== 'GET' && !(operation.operationId in NOT_RECORDED_OPERATIONS);
}

/**
 * Runs a write operation's handler inside its ActivityContext, so that every transaction it opens
 * (activity/recording-database.ts) records who made the change and through which call.
 */
export function recordedHandler(operation: ContractOperation, handler: RouteHandlerMethod): RouteHandlerMethod {
  if (!isRecordedOperation(operation)) return handler;
  return function recorded(this: unknown, request, reply) {
    return runWithActivity({ operationId: operation.operationId, actor: () => actorOfRequest(request) }, () =>
      (handler as (...args: unknown[]) => unknown).call(this, request, reply),
    );
  } as RouteHandlerMethod;
}
