import { readFileSync } from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from '../repo-root';
import { parse } from 'yaml';

/** The OpenAPI contract the console and this API share. Read, never written, by the API. */
// From the checkout's root, so the compiled bundle (dist/apps/api) reads the same file.
export const CONTRACT_PATH = path.join(REPO_ROOT, 'libs/api-client/openapi.yaml');

/** Who may call an operation, from its `x-roles`. `admin` is any Administrator, super or not. */
export const ROLES = ['public', 'superAdmin', 'admin', 'restaurant'] as const;
export type Role = (typeof ROLES)[number];

const HTTP_METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;
export type HttpMethod = Uppercase<(typeof HTTP_METHODS)[number]>;

export interface ContractOperation {
  operationId: string;
  method: HttpMethod;
  /** OpenAPI path, `/admin/deal/get-deal/{id}`. */
  path: string;
  tag: string;
  roles: Role[];
  isPublic: boolean;
  /** Whether the request body is multipart/form-data. */
  multipart: boolean;
  /** Whether a request body must be sent (requestBody.required). */
  bodyRequired: boolean;
  /** Declared response status codes ('200', '401', …). */
  statuses: string[];
  /** Whether it changes one existing object only at the version the request names (the IfMatch parameter). */
  ifMatch: boolean;
  /** Whether its 200 carries the object's version as its ETag (the ObjectETag header). */
  objectEtag: boolean;
  /** `x-service-permission`: a service token with this permission may call it too (service-tokens/). */
  servicePermission?: ServicePermission;
}

/** The permissions `x-service-permission` may name, each a service token's one permission (service-tokens/). */
export const SERVICE_PERMISSIONS = ['release:write'] as const;
export type ServicePermission = (typeof SERVICE_PERMISSIONS)[number];

export interface Contract {
  document: OpenApiDocument;
  operations: ContractOperation[];
}

/* Only the parts of an OpenAPI 3.1 document this code reads. */
export interface OpenApiDocument {
  openapi: string;
  security?: Array<Record<string, string[]>>;
  paths: Record<string, Record<string, OpenApiOperation | unknown>>;
  components?: Record<string, Record<string, unknown>>;
  [key: string]: unknown;
}

interface OpenApiOperation {
  operationId?: string;
  parameters?: Array<{ $ref?: string }>;
  tags?: string[];
  security?: Array<Record<string, string[]>>;
  'x-roles'?: unknown;
  'x-service-permission'?: unknown;
  requestBody?: { content?: Record<string, unknown>; required?: boolean; $ref?: string };
  responses?: Record<string, unknown>;
}

export class ContractError extends Error {
  constructor(public readonly problems: string[]) {
    super(`The API contract cannot be served:\n- ${problems.join('\n- ')}`);
    this.name = 'ContractError';
  }
}

export function loadContract(file = CONTRACT_PATH): Contract {
  const document = parse(readFileSync(file, 'utf8')) as OpenApiDocument;
  return { document, operations: readOperations(document) };
}

/** Lists the operations and checks that each says who may call it, so no route is left unguarded. */
export function readOperations(document: OpenApiDocument): ContractOperation[] {
  const problems: string[] = [];
  const operations: ContractOperation[] = [];
  const seenIds = new Set<string>();

  for (const [openapiPath, pathItem] of Object.entries(document.paths ?? {})) {
    for (const method of HTTP_METHODS) {
      const operation = pathItem[method] as OpenApiOperation | undefined;
      if (!operation) continue;
      const where = `${method.toUpperCase()} ${openapiPath}`;
      const operationId = operation.operationId;
      if (!operationId) {
        problems.push(`${where} has no operationId`);
        continue;
      }
      if (seenIds.has(operationId)) problems.push(`${where}: operationId ${operationId} is used twice`);
      seenIds.add(operationId);

      const roles = operation['x-roles'];
      if (!Array.isArray(roles) || roles.length === 0) {
        problems.push(`${where} (${operationId}) has no x-roles`);
        continue;
      }
      const unknown = roles.filter((role) => !(ROLES as readonly unknown[]).includes(role));
      if (unknown.length > 0) problems.push(`${operationId}: unknown x-roles ${unknown.join(', ')}`);
      const isPublic = roles.includes('public');
      if (isPublic && roles.length > 1) problems.push(`${operationId}: x-roles public cannot be combined with other roles`);
      const security = operation.security ?? document.security ?? [];
      if (isPublic && security.length > 0) problems.push(`${operationId}: x-roles public but the operation requires a token`);
      if (!isPublic && security.length === 0) problems.push(`${operationId}: x-roles ${roles.join(', ')} but the operation needs no token`);

      const servicePermission = operation['x-service-permission'];
      if (servicePermission !== undefined && !(SERVICE_PERMISSIONS as readonly string[]).includes(String(servicePermission))) {
        problems.push(`${operationId}: unknown x-service-permission ${String(servicePermission)}`);
      }
      if (servicePermission !== undefined && isPublic) problems.push(`${operationId}: x-service-permission on a public operation`);

      const requestBody = resolveRequestBody(document, operation);
      operations.push({
        operationId,
        method: method.toUpperCase() as HttpMethod,
        path: openapiPath,
        tag: operation.tags?.[0] ?? 'api',
        roles: roles as Role[],
        isPublic,
        multipart: Boolean(requestBody?.content?.['multipart/form-data']),
        bodyRequired: requestBody?.required === true,
        statuses: Object.keys(operation.responses ?? {}),
        ifMatch: (operation.parameters ?? []).some((parameter) => parameter.$ref === IF_MATCH_PARAMETER),
        objectEtag: hasObjectEtag(operation),
        ...(servicePermission !== undefined ? { servicePermission: servicePermission as ServicePermission } : {}),
      });
    }
  }
  if (problems.length > 0) throw new ContractError(problems);
  return operations;
}

const IF_MATCH_PARAMETER = '#/components/parameters/IfMatch';

function hasObjectEtag(operation: OpenApiOperation): boolean {
  const ok = operation.responses?.['200'] as { headers?: Record<string, { $ref?: string }> } | undefined;
  return ok?.headers?.ETag?.$ref === '#/components/headers/ObjectETag';
}

function resolveRequestBody(document: OpenApiDocument, operation: OpenApiOperation) {
  const body = operation.requestBody;
  if (!body?.$ref) return body;
  return resolvePointer(document, body.$ref) as OpenApiOperation['requestBody'];
}

/** Follows a local `#/a/b` reference inside the document. */
export function resolvePointer(document: unknown, ref: string): unknown {
  if (!ref.startsWith('#/')) throw new Error(`Only local references are supported: ${ref}`);
  return ref
    .slice(2)
    .split('/')
    .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'))
    .reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], document);
}

/** The domain's name for messages: tag `food-items` → 'Food items', `csv-imports` → 'CSV imports'. */
export function domainName(tag: string): string {
  const words = tag.split('-').map((word) => (word === 'csv' ? 'CSV' : word));
  const text = words.join(' ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}
