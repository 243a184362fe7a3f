import type { components, operations } from '../generated/openapi-types';

/*
 * The request shapes of the contract's operations, from the types generated from openapi.yaml
 * (`npm run generate:client`). They are what a request holds once the route's schema has validated it:
 * Fastify's Ajv coerces path and query values to the schema's types (an `id` or a `page` arrives as a
 * number) and fills the declared defaults, while the generated types still mark a defaulted query
 * parameter optional, so a handler keeps its own fallback for it.
 */

export type OperationId = keyof operations;

/** A named schema of the contract (`components.schemas`). */
export type ContractSchema<Name extends keyof components['schemas']> = components['schemas'][Name];

type Content<Id extends OperationId> = operations[Id] extends { requestBody: { content: infer Media } } ? Media : never;

/** The JSON body of an operation; undefined for one that takes none or reads a multipart form. */
export type BodyOf<Id extends OperationId> = Content<Id> extends { 'application/json': infer Body } ? Body : undefined;

/** The fields of an operation's multipart/form-data body, as the contract names them. */
export type FormOf<Id extends OperationId> = Content<Id> extends { 'multipart/form-data': infer Form } ? Form : never;

/** The query of an operation: always an object, empty when it declares none. */
export type QueryOf<Id extends OperationId> = DeclaredOrEmpty<operations[Id]['parameters']['query']>;

/** The path parameters of an operation. */
export type ParamsOf<Id extends OperationId> = DeclaredOrEmpty<operations[Id]['parameters']['path']>;

type DeclaredOrEmpty<Parameters> = [NonNullable<Parameters>] extends [never] ? Record<string, never> : NonNullable<Parameters>;

/** Fastify's route generic of an operation: its request is the contract's. */
export interface OperationRoute<Id extends OperationId> {
  Body: BodyOf<Id>;
  Querystring: QueryOf<Id>;
  Params: ParamsOf<Id>;
}

type Responses<Id extends OperationId> = operations[Id]['responses'];
type JsonOf<Response> = Response extends { content: { 'application/json': infer Body } } ? Body : never;
type HasOtherMedia<Response> = Response extends { content: infer Media }
  ? Exclude<keyof Media, 'application/json'> extends never
    ? false
    : true
  : false;
type Declared<Id extends OperationId> = Responses<Id>[keyof Responses<Id>];

/** The JSON body of the operation's 200 answer. */
export type OkBodyOf<Id extends OperationId> = JsonOf<Responses<Id>[Extract<keyof Responses<Id>, 200>]>;

declare const answers: unique symbol;
/** A JSON text built by the database (a list's page, serialized once in SQL): the body it answers, already written. */
export type JsonText<Body> = string & { readonly [answers]: Body };

/**
 * What a handler of the operation may answer: the JSON body of one of its declared responses (with the
 * status it sets), or that body as JSON text already written. An operation that also answers another
 * media type (a CSV export, an image) or none (204, 304) sends it through `reply` itself and returns the reply.
 */
export type HandlerResultOf<Id extends OperationId> =
  | JsonOf<Declared<Id>>
  | JsonText<JsonOf<Declared<Id>>>
  | (true extends HasOtherMedia<Declared<Id>> ? unknown : never)
  | (204 extends keyof Responses<Id> ? void : never);
