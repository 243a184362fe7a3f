import { recordedHandler } from '../activity/activity-routes';
import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestHookHandler, RouteHandlerMethod } from 'fastify';
import { ApiError } from './api-error';
import { ContractError, domainName, type Contract, type ContractOperation } from './contract';
import type { HandlerResultOf, OperationId, OperationRoute } from './contract-types';
import type { FormSchema } from './form-limits';
import { loadOpenapiGlue } from './openapi-glue';

/** The handler of one operation: its request's body, query and path parameters are the contract's. */
export type OperationHandler<Id extends OperationId> = (
  request: FastifyRequest<OperationRoute<Id>>,
  reply: FastifyReply<OperationRoute<Id>>,
) => Promise<HandlerResultOf<Id> | FastifyReply>;

/** Handlers by operationId: an id the contract does not have, or a request read off its shape, fails to compile. */
export type OperationHandlers = { [Id in OperationId]?: OperationHandler<Id> };

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The contract operation a route serves. */
    operationId?: string;
    /** False while the route answers 501. */
    implemented?: boolean;
    /** The contract's multipart/form-data schema, for handlers that read the parts. */
    multipartSchema?: FormSchema;
  }
}

export interface ServedOperation extends ContractOperation {
  implemented: boolean;
}

/**
 * Serves every operation of the contract: its handler when there is one, else 501. A token guard built
 * from the operation's x-roles runs first (before the body is even parsed) on every non-public operation.
 */
export async function registerContractRoutes(
  app: FastifyInstance,
  options: {
    contract: Contract;
    handlers: OperationHandlers;
    guard: (operation: ContractOperation) => onRequestHookHandler;
    /** Runs after the guard on operations that take If-Match (if-match.ts). */
    ifMatch?: (operation: ContractOperation) => onRequestHookHandler;
  },
): Promise<ServedOperation[]> {
  const { contract, handlers, guard, ifMatch } = options;
  const byId = new Map(contract.operations.map((operation) => [operation.operationId, operation]));
  const handlerById = new Map(Object.entries(handlers));
  const stale = [...handlerById.keys()].filter((operationId) => !byId.has(operationId));
  if (stale.length > 0) throw new ContractError(stale.map((id) => `A handler exists for ${id}, which the contract does not have`));

  await app.register(loadOpenapiGlue(), {
    specification: contract.document,
    operationResolver(operationId) {
      const operation = byId.get(operationId);
      if (!operation) throw new ContractError([`fastify-openapi-glue found ${operationId}, which was not checked`]);
      const handler = handlerById.get(operationId);
      const onRequest: onRequestHookHandler[] = operation.isPublic ? [] : [guard(operation)];
      if (!handler) onRequest.push(notImplemented(operation));
      else if (operation.ifMatch && ifMatch) onRequest.push(ifMatch(operation));
      return {
        ...(onRequest.length > 0 ? { onRequest } : {}),
        // Write operations run recorded in the audit trail (activity/recording-database.ts).
        handler: handler ? recordedHandler(operation, contractRouteHandler(handler)) : notImplemented(operation),
        config: { operationId, implemented: Boolean(handler) },
      };
    },
  });

  return contract.operations.map((operation) => ({ ...operation, implemented: Boolean(handlerById.get(operation.operationId)) }));
}

/*
 * The one place where a handler typed by its operation meets Fastify's untyped route: fastify-openapi-glue
 * gives the route that operation's schemas, so Fastify has validated (and coerced) the request to the
 * contract's shape before the handler runs.
 */
function contractRouteHandler(handler: NonNullable<OperationHandlers[OperationId]>): RouteHandlerMethod {
  return handler as RouteHandlerMethod;
}

/** Answers 501 once the caller has passed the guard, before the body is read. */
function notImplemented(operation: ContractOperation) {
  const message = `${domainName(operation.tag)} is not implemented yet`;
  return async () => {
    throw new ApiError(501, message);
  };
}
