import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestHookHandler } from 'fastify';
import { ApiError } from './api-error';
import { ContractError, domainName, type Contract, type ContractOperation } from './contract';
import { loadOpenapiGlue } from './openapi-glue';

export type OperationHandler = (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;
export type OperationHandlers = Record<string, OperationHandler>;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The contract operation a route serves. */
    operationId?: string;
    /** False while the route answers 501. */
    implemented?: boolean;
    /** The contract's multipart/form-data schema, for handlers that read the parts. */
    multipartSchema?: unknown;
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
  options: { contract: Contract; handlers: OperationHandlers; guard: (operation: ContractOperation) => onRequestHookHandler },
): Promise<ServedOperation[]> {
  const { contract, handlers, guard } = options;
  const byId = new Map(contract.operations.map((operation) => [operation.operationId, operation]));
  const stale = Object.keys(handlers).filter((operationId) => !byId.has(operationId));
  if (stale.length > 0) throw new ContractError(stale.map((id) => `A handler exists for ${id}, which the contract does not have`));

  await app.register(loadOpenapiGlue(), {
    specification: contract.document,
    operationResolver(operationId) {
      const operation = byId.get(operationId);
      if (!operation) throw new ContractError([`fastify-openapi-glue found ${operationId}, which was not checked`]);
      const handler = handlers[operationId];
      const onRequest: onRequestHookHandler[] = operation.isPublic ? [] : [guard(operation)];
      if (!handler) onRequest.push(notImplemented(operation));
      return {
        ...(onRequest.length > 0 ? { onRequest } : {}),
        handler: handler ?? notImplemented(operation),
        config: { operationId, implemented: Boolean(handler) },
      };
    },
  });

  return contract.operations.map((operation) => ({ ...operation, implemented: Boolean(handlers[operation.operationId]) }));
}

/** Answers 501 once the caller has passed the guard, before the body is read. */
function notImplemented(operation: ContractOperation) {
  const message = `${domainName(operation.tag)} is not implemented yet`;
  return async () => {
    throw new ApiError(501, message);
  };
}
