import fastifyPlugin from 'fastify-plugin';
import type { OperationHandlers } from './contract-routes';

/** Where the domain plugins put their operations' handlers until the contract's routes are registered. */
export interface ContractHandlerRegistry {
  /** Refuses an operationId that already has a handler: two domains must not answer one operation. */
  add(handlers: OperationHandlers): void;
  /** Every handler added so far. */
  collected(): OperationHandlers;
}

declare module 'fastify' {
  interface FastifyInstance {
    contractHandlers: ContractHandlerRegistry;
  }
}

export function contractHandlerRegistry(): ContractHandlerRegistry {
  const handlers: OperationHandlers = {};
  return {
    add(more) {
      const twice = Object.keys(more).filter((operationId) => Object.hasOwn(handlers, operationId));
      if (twice.length > 0) throw new Error(`A handler is added twice for ${twice.join(', ')}`);
      Object.assign(handlers, more);
    },
    collected: () => ({ ...handlers }),
  };
}

/** The registry as `app.contractHandlers`, which every domain plugin depends on. */
export const contractHandlers = fastifyPlugin(
  async (app) => {
    app.decorate('contractHandlers', contractHandlerRegistry());
  },
  { name: 'contract-handlers' },
);
