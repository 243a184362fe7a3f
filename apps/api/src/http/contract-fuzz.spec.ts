// Sent as a hostile client would, bad input to any operation of the contract gets a 4xx with a message
// the console can show, never a 5xx (a route not built yet may still answer 501). The operations and
// their parameters and bodies come from the contract, so routes added later are covered by construction.
// Query parameters get values outside their declared set whether or not it is an enum, and every query
// parameter name of the contract is also sent where it is not declared (a handler may read it anyway).
import { DEMO_ACCOUNTS } from '../seed/demo-plan';
import { SeededRandom } from '../seed/random';
import { startTestApi, type TestApi } from '../testing/test-api';
import { loadContract, resolvePointer, type ContractOperation } from './contract';

interface Schema {
  $ref?: string;
  type?: string | string[];
  properties?: Record<string, Schema>;
  items?: Schema;
  allOf?: Schema[];
  enum?: unknown[];
  format?: string;
  minItems?: number;
  minimum?: number;
  maximum?: number;
  maxLength?: number;
}
interface Parameter {
  $ref?: string;
  name: string;
  in: 'path' | 'query' | 'header';
  schema?: Schema;
}
interface HostileRequest {
  what: string;
  path: string;
  query?: string;
  body?: string | FormData;
  contentType?: string;
}

const LONG = 'x'.repeat(100 * 1024);
const NUL = 'bad\u0000name';
/** Ids that no integer column holds, or that are no id at all. */
const HOSTILE_IDS = ['99999999999999999999', '2147483648', '-1', '0', 'abc', '1.5', '%00'];
/**
 * Query values outside any parameter's set (URL-encoded here): unknown words, a name every object has,
 * negative, fractional and huge numbers, empty, very long, unicode without NUL, and NUL itself.
 */
const OUTSIDE_ANY_SET = [
  ...['zzz', 'constructor', '-5', '-1', '0', '1.5', '2147483648', '99999999999999999999', '', 'y'.repeat(2000)],
  ...['Zürich 東京 🍕 ✓ \u202e', NUL],
].map(encodeURIComponent);
/**
 * Each run sends a sample of the generic hostile values: some ids per path, some of the values outside any
 * set per query parameter (its own bounds and enum edges always), some undeclared names and values per read.
 * Drawn again for every parameter, each value still reaches dozens of parameters a run; which pairs rotates.
 * FUZZ_SEED replays a run: the seed is in the describe's title, so every failure shows it.
 */
const SAMPLE = { ids: 3, outsideValues: 4, undeclaredNames: 4, undeclaredValues: 3 };
const FUZZ_SEED = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : Math.floor(Math.random() * 2 ** 32);
if (!Number.isSafeInteger(FUZZ_SEED)) throw new Error(`FUZZ_SEED is a whole number, not ${process.env.FUZZ_SEED}`);
const random = new SeededRandom(FUZZ_SEED);

/** Calls whose only effect is on the caller's own session or account, with no input to fuzz. */
const SELF_ENDING = new Set(['logout', 'deleteAccount', 'deleteMyRestaurant']);

const { document, operations } = loadContract();
const deref = <T extends { $ref?: string }>(node: T): T => (node.$ref ? deref(resolvePointer(document, node.$ref) as T) : node);

function parametersOf(operation: ContractOperation): Parameter[] {
  const item = document.paths[operation.path] as Record<string, { parameters?: Parameter[] }> & { parameters?: Parameter[] };
  const own = item[operation.method.toLowerCase()]?.parameters ?? [];
  return [...(item.parameters ?? []), ...own].map(deref);
}

function bodySchema(operation: ContractOperation, contentType = 'application/json'): Schema | undefined {
  const item = document.paths[operation.path] as Record<
    string,
    { requestBody?: { $ref?: string; content?: Record<string, { schema?: Schema }> } }
  >;
  const body = item[operation.method.toLowerCase()]?.requestBody;
  const schema = body && deref(body).content?.[contentType]?.schema;
  return schema && deref(schema);
}

function propertiesOf(schema: Schema | undefined): Record<string, Schema> {
  if (!schema) return {};
  const resolved = deref(schema);
  return Object.assign({}, resolved.properties ?? {}, ...(resolved.allOf ?? []).map((part) => propertiesOf(part)));
}

/** A value of the wrong type for a property: text for a number, a number for text, and so on. */
function wrongType(schema: Schema): unknown {
  const type = deref(schema).type;
  const types = Array.isArray(type) ? type : [type];
  if (types.includes('string')) return { nested: true };
  if (types.includes('array')) return 'not a list';
  if (types.includes('object')) return ['not', 'an', 'object'];
  return 'not a number';
}

function hostileRequests(operation: ContractOperation): HostileRequest[] {
  const parameters = parametersOf(operation);
  const pathWith = (id: string) => operation.path.replace(/\{[^}]+\}/g, id);
  const path = pathWith('1');
  const requests: HostileRequest[] = [];
  if (/\{[^}]+\}/.test(operation.path)) {
    for (const id of random.sample(HOSTILE_IDS, SAMPLE.ids)) requests.push({ what: `id ${id}`, path: pathWith(id) });
  }
  requests.push(...hostileQueries(parameters, path, operation.method === 'GET'));
  if (SELF_ENDING.has(operation.operationId)) {
    return [...requests, { what: 'broken JSON', path, body: '{"oops":', contentType: 'application/json' }];
  }
  if (operation.multipart) {
    const form = new FormData();
    form.append('unexpected', new Blob(['not,a,csv\n']), 'x.txt');
    requests.push(
      { what: 'broken JSON instead of a form', path, body: '{"oops":', contentType: 'application/json' },
      { what: 'JSON instead of a form', path, body: '{}', contentType: 'application/json' },
      { what: 'text instead of a form', path, body: LONG, contentType: 'text/plain' },
      { what: 'a form with an unknown file', path, body: form },
      { what: 'a form with no boundary', path, body: '--x\r\n', contentType: 'multipart/form-data' },
    );
    const formProperties = propertiesOf(bodySchema(operation, 'multipart/form-data'));
    for (const [name, property] of Object.entries(formProperties)) {
      const outOfRange = integerOutOfRange(property);
      if (outOfRange !== undefined) {
        requests.push({
          what: `form field ${name} beyond the integer range`,
          path,
          body: formOf(fullBody(formProperties, { [name]: outOfRange })),
        });
      }
    }
    return requests;
  }
  const schema = bodySchema(operation);
  if (!schema) return requests;
  const properties = propertiesOf(schema);
  requests.push(
    { what: 'broken JSON', path, body: '{"oops":', contentType: 'application/json' },
    { what: 'no body', path, contentType: 'application/json' },
    { what: 'empty object', path, body: '{}', contentType: 'application/json' },
    { what: 'a list instead of an object', path, body: '[1,2]', contentType: 'application/json' },
    { what: 'text/plain', path, body: 'hello', contentType: 'text/plain' },
    { what: 'a form instead of JSON', path, body: new FormData() },
  );
  for (const [name, property] of Object.entries(properties)) {
    const isText = [deref(property).type].flat().includes('string');
    const outOfRange = integerOutOfRange(property);
    if (outOfRange !== undefined) {
      requests.push({
        what: `${name} beyond the integer range`,
        path,
        body: JSON.stringify(fullBody(properties, { [name]: outOfRange })),
        contentType: 'application/json',
      });
    }
    requests.push({
      what: `${name} of the wrong type`,
      path,
      body: JSON.stringify({ [name]: wrongType(property) }),
      contentType: 'application/json',
    });
    if (isText) {
      requests.push(
        { what: `${name} 100 KB long`, path, body: JSON.stringify({ [name]: LONG }), contentType: 'application/json' },
        { what: `${name} with a NUL`, path, body: JSON.stringify(fullBody(properties, { [name]: NUL })), contentType: 'application/json' },
      );
    }
  }
  return requests;
}

/** Every query parameter name the contract declares on any operation. */
const QUERY_NAMES = new Set(
  operations.flatMap((operation) =>
    parametersOf(operation)
      .filter(({ in: where }) => where === 'query')
      .map(({ name }) => name),
  ),
);

/**
 * Each declared query parameter outside its set; on a read, also each at its largest at once, and the
 * contract's other query names. Not on a write: a valid path with an ignored query would really delete,
 * approve or sign out, and change what the calls after it see.
 */
function hostileQueries(parameters: Parameter[], path: string, isRead: boolean): HostileRequest[] {
  const requests: HostileRequest[] = [];
  const declared = parameters.filter((parameter) => parameter.in === 'query');
  for (const parameter of declared) {
    for (const value of [...random.sample([...OUTSIDE_ANY_SET, '%00'], SAMPLE.outsideValues), ...edgesOf(parameter.schema ?? {})]) {
      requests.push({ what: `query ${parameter.name}=${value.slice(0, 20)}`, path, query: `${parameter.name}=${value}` });
    }
  }
  if (!isRead) return requests;
  if (declared.length > 0) {
    // Each at the largest value it accepts, at once: a page × size no list can skip to.
    const largest = declared.map((parameter) => largestOf(parameter)).join('&');
    requests.push({ what: 'every query parameter at its largest', path, query: largest });
  }
  const undeclared = [...QUERY_NAMES].filter((name) => !declared.some((parameter) => parameter.name === name));
  // Each alone as an unknown word (another one's refusal cannot hide it), then all at once with each value.
  for (const name of random.sample(undeclared, SAMPLE.undeclaredNames))
    requests.push({ what: `undeclared query ${name}=zzz`, path, query: `${name}=zzz` });
  if (undeclared.length > 0) {
    for (const value of random.sample(OUTSIDE_ANY_SET, SAMPLE.undeclaredValues)) {
      const query = undeclared.map((name) => `${name}=${value}`).join('&');
      requests.push({ what: `every undeclared query parameter =${value.slice(0, 20)}`, path, query });
    }
  }
  return requests;
}

/** Just past each declared bound, and an enum's value written otherwise (URL-encoded). */
function edgesOf(schema: Schema): string[] {
  const outer = deref(schema);
  const resolved = deref(outer.items ?? outer);
  const edges: string[] = [];
  if (resolved.minimum !== undefined) edges.push(String(resolved.minimum - 1));
  if (resolved.maximum !== undefined) edges.push(String(resolved.maximum + 1));
  if (resolved.maxLength !== undefined) edges.push('y'.repeat(resolved.maxLength + 1));
  for (const value of resolved.enum ?? []) edges.push(encodeURIComponent(`${String(value).toUpperCase()} `));
  return edges;
}

/** The parameter at the largest value its schema accepts, as query text (a list with one item). */
function largestOf(parameter: Parameter): string {
  const schema = deref(parameter.schema ?? {});
  const item = deref(schema.items ?? schema);
  let value = 'y'.repeat(item.maxLength ?? 255);
  if (item.enum?.length) value = String(item.enum.at(-1));
  else if (item.maximum !== undefined) value = String(item.maximum);
  return `${parameter.name}=${encodeURIComponent(value)}`;
}

/**
 * Integers no integer column holds (2^31 and 10^20), for an integer property or a list of them (as
 * many as the list's minItems asks, all different); undefined for any other property.
 */
function integerOutOfRange(schema: Schema): unknown {
  const resolved = deref(schema);
  if ([resolved.type].flat().includes('integer')) return 99999999999999999999;
  if ([resolved.type].flat().includes('array') && resolved.items && [deref(resolved.items).type].flat().includes('integer')) {
    return Array.from({ length: Math.max(resolved.minItems ?? 1, 1) }, (_, index) => 2147483648 + index);
  }
  return undefined;
}

/** A value the contract accepts for the property as far as a blind guess can, so one hostile field reaches the handler. */
function plausible(schema: Schema, depth = 0): unknown {
  const resolved = deref(schema);
  const type = [resolved.type].flat();
  if (resolved.enum?.length) return resolved.enum[0];
  if (type.includes('string')) return resolved.format === 'email' ? 'fuzz@example.com' : 'Fuzz value';
  if (type.includes('integer') || type.includes('number')) return 1;
  if (type.includes('boolean')) return true;
  if (type.includes('array')) {
    const item = resolved.items ?? {};
    const isInteger = [deref(item).type].flat().includes('integer');
    return Array.from({ length: Math.max(resolved.minItems ?? 0, 1) }, (_, index) => (isInteger ? index + 1 : plausible(item, depth + 1)));
  }
  return depth > 4 ? {} : fullBody(propertiesOf(resolved), {}, depth + 1);
}

/** A body with every property given a plausible value, then the hostile ones. */
function fullBody(properties: Record<string, Schema>, override: Record<string, unknown>, depth = 0): Record<string, unknown> {
  return { ...Object.fromEntries(Object.entries(properties).map(([name, schema]) => [name, plausible(schema, depth)])), ...override };
}

/** The body as a multipart form: one text part per value, lists as repeated parts; files left out. */
function formOf(body: Record<string, unknown>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(body)) {
    for (const item of Array.isArray(value) ? value : [value]) {
      if (typeof item !== 'object') form.append(name, String(item));
    }
  }
  return form;
}

describe(`hostile input to every contract operation (FUZZ_SEED=${FUZZ_SEED})`, () => {
  let api: TestApi;
  const tokens: Record<string, string> = {};

  beforeAll(async () => {
    api = await startTestApi();
    tokens.superAdmin = await api.login(DEMO_ACCOUNTS.superAdmin, 'Administrator');
    tokens.admin = await api.login(DEMO_ACCOUNTS.admin, 'Administrator');
    tokens.restaurant = await api.login(DEMO_ACCOUNTS.owner, 'Restaurant');
  });
  afterAll(() => api?.close());

  it('answers a 4xx with a message, or 501 for a call not built yet, and never another 5xx', async () => {
    const problems: string[] = [];
    let sent = 0;
    for (const operation of operations) {
      const role = operation.isPublic
        ? undefined
        : (['superAdmin', 'admin', 'restaurant'] as const).find((candidate) => operation.roles.includes(candidate));
      for (const request of hostileRequests(operation)) {
        const headers: Record<string, string> = {};
        if (role) headers.authorization = `Bearer ${tokens[role]}`;
        if (request.contentType) headers['content-type'] = request.contentType;
        const url = `${api.baseUrl}${request.path}${request.query ? `?${request.query}` : ''}`;
        const response = await fetch(url, { method: operation.method, headers, body: request.body });
        sent += 1;
        const text = await response.text();
        let message: unknown;
        try {
          message = (JSON.parse(text) as { message?: unknown }).message;
        } catch {
          message = undefined;
        }
        const where = `${operation.operationId} (${request.what}): ${response.status}`;
        if (response.status === 501 && !isBuilt(api, operation)) continue;
        if (response.status >= 500) problems.push(`${where} ${text.slice(0, 160)}`);
        else if (response.status >= 400 && (typeof message !== 'string' || message.trim() === ''))
          problems.push(`${where} without a message: ${text.slice(0, 160)}`);
      }
    }
    expect(sent).toBeGreaterThan(operations.length * 3);
    expect(problems).toEqual([]);
    // Every operation's hostile requests, one after another: minutes on a machine busy with the other projects.
  }, 300_000);

  it('says what was wrong: an id out of range in the path or the body, a NUL character, a broken form', async () => {
    const asSuperAdmin = { authorization: `Bearer ${tokens.superAdmin}` };
    const tooLarge = await fetch(`${api.baseUrl}/admin/restaurant/get-restaurant-details/99999999999999999999`, { headers: asSuperAdmin });
    expect(tooLarge.status).toBe(400);
    expect(await tooLarge.json()).toEqual({ message: 'Invalid Id' });
    const merge = await fetch(`${api.baseUrl}/admin/restaurant/merge-restaurants`, {
      method: 'POST',
      headers: { ...asSuperAdmin, 'content-type': 'application/json' },
      body: JSON.stringify({ restaurantIds: [1, 2147483648], newRestaurantName: 'Merged' }),
    });
    expect(merge.status).toBe(400);
    expect(await merge.json()).toEqual({ message: 'Restaurant Ids must be at most 2147483647' });
    const nul = await fetch(`${api.baseUrl}/admin/restaurant-category/create-restaurant-category`, {
      method: 'POST',
      headers: { ...asSuperAdmin, 'content-type': 'application/json' },
      body: JSON.stringify({ restaurantCategoryName: NUL, description: '' }),
    });
    expect(nul.status).toBe(400);
    expect(await nul.json()).toEqual({ message: 'Text cannot contain NUL characters' });
    const form = await fetch(`${api.baseUrl}/admin/restaurant/import-restaurants-from-csv`, {
      method: 'POST',
      headers: { ...asSuperAdmin, 'content-type': 'multipart/form-data' },
      body: '--x\r\n',
    });
    expect(form.status).toBe(400);
    expect(await form.json()).toEqual({ message: 'The form could not be read' });
  });
});

/** Whether the API has a handler for the operation (a route without one answers 501 by design). */
function isBuilt(api: TestApi, operation: ContractOperation): boolean {
  return api.app.servedOperations.find((served) => served.operationId === operation.operationId)?.implemented ?? false;
}
