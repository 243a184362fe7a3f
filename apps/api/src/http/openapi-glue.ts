import type { FastifyPluginAsync, RouteOptions } from 'fastify';
import { fastifyOpenapiGlue } from 'fastify-openapi-glue';

/** The options of fastify-openapi-glue this API uses. */
export interface OpenapiGlueOptions {
  specification: object;
  operationResolver: (operationId: string, method: string, openapiPath: string) => Partial<RouteOptions>;
}

/*
 * fastify-openapi-glue ships as an ES module only: Node 20.19+ require()s it natively under tsx, and
 * Jest compiles it to CommonJS (see jest.config.cjs). Its own types describe more options than we use.
 */
export function loadOpenapiGlue(): FastifyPluginAsync<OpenapiGlueOptions> {
  return fastifyOpenapiGlue as unknown as FastifyPluginAsync<OpenapiGlueOptions>;
}
