import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { resolvePointer, type Contract, type ContractOperation } from '../http/contract';

/*
 * Checks that a response is what the contract promises for that operation and status.
 * Ajv 8 comes with Fastify (the root `ajv` is an older major), so it is resolved from there; the
 * 2020-12 dialect matches OpenAPI 3.1. The whole contract is added once and schemas are reached by $ref.
 */
const requireBesideFastifyAjv = createRequire(require.resolve('@fastify/ajv-compiler/package.json'));
const Ajv2020 = requireBesideFastifyAjv('ajv/dist/2020').default;
const addFormats = requireBesideFastifyAjv('ajv-formats').default;
const standaloneCode = requireBesideFastifyAjv('ajv/dist/standalone').default;

type AnySchema = object | boolean;

interface Compiled {
  (value: unknown): boolean;
  errors?: unknown[] | null;
}

const CONTRACT_ID = 'https://console.example/contract.json';

/** Shapes of the routes that are not in the contract. */
const EXTRA_ROUTES: Array<{ method: string; pattern: RegExp; schema: AnySchema }> = [
  {
    method: 'GET',
    pattern: /^\/__dev\/outbox$/,
    schema: {
      type: 'object',
      required: ['messages'],
      properties: {
        messages: {
          type: 'array',
          items: {
            type: 'object',
            required: ['to', 'subject', 'text', 'code', 'sentAt'],
            additionalProperties: false,
            properties: {
              to: { type: 'string' },
              subject: { type: 'string' },
              text: { type: 'string' },
              code: { type: ['string', 'null'] },
              sentAt: { type: 'string', format: 'date-time' },
            },
          },
        },
      },
    },
  },
];

export class ResponseMismatch extends Error {}

const AJV_OPTIONS = { strict: false, allErrors: true, validateSchema: false };

/**
 * Compiled checks as Ajv's standalone code, kept in the temp folder by contract, Ajv version and schema:
 * each test file compiled the same responses' checks again (about a second of a core in a busy file).
 */
function checkCodeFolder(contract: Contract): string {
  const hash = createHash('sha256').update(JSON.stringify(AJV_OPTIONS)).update(JSON.stringify(EXTRA_ROUTES));
  for (const pkg of ['ajv/package.json', 'ajv-formats/package.json']) hash.update(readFileSync(requireBesideFastifyAjv.resolve(pkg)));
  hash.update(JSON.stringify(contract.document));
  const folder = path.join(os.tmpdir(), `console-api-response-checks-${hash.digest('hex').slice(0, 16)}`);
  mkdirSync(folder, { recursive: true });
  return folder;
}

function readCheck(file: string): Compiled | undefined {
  let code: string;
  try {
    code = readFileSync(file, 'utf8');
  } catch {
    return undefined;
  }
  const module = { exports: {} as unknown };
  new Function('require', 'module', 'exports', code)(requireBesideFastifyAjv, module, module.exports);
  return module.exports as Compiled;
}

function writeCheck(file: string, code: string): void {
  // Written aside then renamed, so a parallel reader never sees half a file.
  const partial = `${file}.${process.pid}.partial`;
  writeFileSync(partial, code);
  renameSync(partial, file);
}

export function createResponseValidator(contract: Contract) {
  // `code.source` keeps each check's source, which the standalone code is made of.
  const ajv = new Ajv2020({ ...AJV_OPTIONS, code: { source: true } });
  addFormats(ajv);
  ajv.addFormat('binary', true);
  ajv.addSchema(contract.document, CONTRACT_ID);
  const folder = checkCodeFolder(contract);
  const cache = new Map<string, Compiled>();
  const routes = contract.operations.map((operation) => ({
    operation,
    pattern: new RegExp(`^${operation.path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{[^}]+\}/g, '[^/]+')}$`),
  }));

  const compile = (key: string, schema: AnySchema): Compiled => {
    let compiled = cache.get(key);
    if (!compiled) {
      const file = path.join(folder, `${createHash('sha256').update(key).digest('hex').slice(0, 32)}.js`);
      compiled = readCheck(file);
      if (!compiled) {
        compiled = ajv.compile(schema) as Compiled;
        writeCheck(file, standaloneCode(ajv, compiled));
      }
      cache.set(key, compiled);
    }
    return compiled;
  };

  function findOperation(method: string, urlPath: string): ContractOperation | undefined {
    return routes.find((route) => route.operation.method === method && route.pattern.test(urlPath))?.operation;
  }

  /** The JSON pointer of the response body schema the contract declares, or undefined. */
  function responseSchemaPointer(operation: ContractOperation, status: number): string | undefined {
    const escapedPath = operation.path.replace(/~/g, '~0').replace(/\//g, '~1');
    let pointer = `/paths/${escapedPath}/${operation.method.toLowerCase()}/responses/${status}`;
    let response = resolvePointer(contract.document, `#${pointer}`) as { $ref?: string } | undefined;
    if (!response) return undefined;
    if (response.$ref) {
      pointer = response.$ref.slice(1);
      response = resolvePointer(contract.document, response.$ref) as object;
    }
    const content = (response as { content?: Record<string, unknown> }).content;
    if (!content?.['application/json']) return `${pointer}#no-body`;
    return `${pointer}/content/application~1json/schema`;
  }

  /** Throws ResponseMismatch when the response breaks the contract. */
  function check(method: string, urlPath: string, status: number, body: unknown, contentType: string | null): void {
    const where = `${method} ${urlPath} → ${status}`;
    const fail = (why: string) => {
      throw new ResponseMismatch(`${where}: ${why}\nbody: ${JSON.stringify(body)?.slice(0, 600)}`);
    };
    if (body !== undefined && !contentType?.startsWith('application/json')) fail(`content-type ${contentType} is not JSON`);

    const operation = findOperation(method, urlPath);
    let key: string;
    let schema: AnySchema;
    if (operation) {
      const pointer = responseSchemaPointer(operation, status);
      if (pointer?.endsWith('#no-body')) {
        if (body !== undefined) fail('the contract declares no body for this status');
        return;
      }
      if (pointer) {
        key = pointer;
        schema = { $ref: `${CONTRACT_ID}#${pointer}` };
      } else if (status >= 400) {
        // Error statuses the operation does not list still follow the Error convention.
        key = '#/components/schemas/Error';
        schema = { $ref: `${CONTRACT_ID}#/components/schemas/Error` };
      } else {
        return fail(`${operation.operationId} does not declare status ${status}`);
      }
    } else {
      const extra = EXTRA_ROUTES.find((route) => route.method === method && route.pattern.test(urlPath));
      if (extra && status < 400) {
        key = `extra:${extra.pattern}`;
        schema = extra.schema;
      } else if (status >= 400) {
        key = '#/components/schemas/Error';
        schema = { $ref: `${CONTRACT_ID}#/components/schemas/Error` };
      } else {
        return fail('no contract operation matches this path');
      }
    }
    const validate = compile(key, schema);
    if (!validate(body)) fail(ajv.errorsText(validate.errors, { separator: '; ' }));
  }

  return { check, findOperation };
}

export type ResponseValidator = ReturnType<typeof createResponseValidator>;
