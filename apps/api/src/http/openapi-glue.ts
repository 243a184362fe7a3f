import { createRequire } from 'node:module';
import type { FastifyPluginAsync, RouteOptions } from 'fastify';

/** The options of fastify-openapi-glue this API uses. */
export interface OpenapiGlueOptions {
  specification: object;
  operationResolver: (operationId: string, method: string, openapiPath: string) => Partial<RouteOptions>;
}

/*
 * fastify-openapi-glue ships as an ES module only. Node 20.19+ can require() it, but Jest's module
 * registry cannot, so it is loaded through Node's own require in both the server and the tests.
 */
const nativeRequire = createRequire(__filename);

export function loadOpenapiGlue(): FastifyPluginAsync<OpenapiGlueOptions> {
  const glue = nativeRequire('fastify-openapi-glue') as { default: FastifyPluginAsync<OpenapiGlueOptions> };
  return glue.default;
}
