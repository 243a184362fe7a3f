// Input limits refuse rather than truncate or buffer: every text a request carries has a maximum in the
// contract, multipart forms are read within what the contract's form can hold, and whatever is refused
// leaves no row and no image file behind.
import { mkdtempSync, promises as fs, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { textRules } from '@console/rules';
import { categoryOf, foodFields, foodForm, menuRestaurants, pngUpload } from '../testing/food-fixtures';
import { createFilesystemImageStore } from '../images/filesystem-image-store';
import { signInEveryRole, type ConsoleRole } from '../testing/role-tokens';
import { startTestApi, type TestApi } from '../testing/test-api';
import { loadContract, resolvePointer } from './contract';
import { formLimits, MAX_FIELD_BYTES, type FormSchema } from './form-limits';

interface Schema {
  $ref?: string;
  type?: string | string[];
  format?: string;
  enum?: unknown[];
  const?: unknown;
  maxLength?: number;
  maxItems?: number;
  properties?: Record<string, Schema>;
  items?: Schema;
  allOf?: Schema[];
  oneOf?: Schema[];
  anyOf?: Schema[];
}

const { document, operations } = loadContract();
const deref = (node: Schema): Schema => (node.$ref ? deref(resolvePointer(document, node.$ref) as Schema) : node);
/** Formats whose values have a length of their own. */
const BOUNDED_FORMATS = new Set(['date', 'date-time', 'binary']);

interface Found {
  where: string;
  schema: Schema;
}

/** Every schema node under a request's parameter or body, named by where it is. */
function walk(schema: Schema, where: string, found: Found[], depth = 0): Found[] {
  const node = deref(schema);
  if (depth > 12) return found;
  found.push({ where, schema: node });
  for (const part of [...(node.allOf ?? []), ...(node.oneOf ?? []), ...(node.anyOf ?? [])]) walk(part, where, found, depth + 1);
  for (const [name, property] of Object.entries(node.properties ?? {})) walk(property, `${where}.${name}`, found, depth + 1);
  if (node.items) walk(node.items, `${where}[]`, found, depth + 1);
  return found;
}

interface RequestPart {
  operationId: string;
  kind: 'query' | 'application/json' | 'multipart/form-data';
  schema: Schema;
}

function requestParts(): RequestPart[] {
  const parts: RequestPart[] = [];
  for (const operation of operations) {
    const item = document.paths[operation.path] as Record<string, Record<string, unknown>> & { parameters?: unknown[] };
    const own = item[operation.method.toLowerCase()] as {
      parameters?: unknown[];
      requestBody?: Schema & { content?: Record<string, { schema: Schema }> };
    };
    const parameters = [...(item.parameters ?? []), ...(own.parameters ?? [])].map(
      (parameter) => deref(parameter as Schema) as { in: string; name: string; schema: Schema },
    );
    for (const parameter of parameters.filter((candidate) => candidate.in === 'query')) {
      parts.push({ operationId: operation.operationId, kind: 'query', schema: { properties: { [parameter.name]: parameter.schema } } });
    }
    const content = own.requestBody ? (deref(own.requestBody) as { content?: Record<string, { schema: Schema }> }).content : undefined;
    for (const kind of ['application/json', 'multipart/form-data'] as const) {
      if (content?.[kind]) parts.push({ operationId: operation.operationId, kind, schema: content[kind].schema });
    }
  }
  return parts;
}

const isType = (schema: Schema, type: string) => [schema.type].flat().includes(type);

describe('the contract bounds every text a request carries', () => {
  const parts = requestParts();

  it('finds the request bodies, forms and query parameters to check', () => {
    expect(parts.filter((part) => part.kind === 'multipart/form-data').length).toBeGreaterThanOrEqual(10);
    expect(parts.filter((part) => part.kind === 'query').length).toBeGreaterThan(20);
  });

  it('gives every request string a maxLength, unless an enum or a format bounds it', () => {
    const unbounded = parts.flatMap(({ operationId, kind, schema }) =>
      walk(schema, `${operationId} ${kind}`, [])
        .filter(({ schema: node }) => isType(node, 'string') && node.maxLength === undefined)
        .filter(({ schema: node }) => !node.enum && node.const === undefined && !BOUNDED_FORMATS.has(node.format ?? ''))
        .map(({ where }) => where),
    );
    expect(unbounded).toEqual([]);
  });

  it('gives every list of a form a maxItems, and lets every form text at its maxLength through the parser whole', () => {
    const forms = parts.filter((part) => part.kind === 'multipart/form-data');
    const problems = forms.flatMap(({ operationId, schema }) =>
      walk(schema, operationId, []).flatMap(({ where, schema: node }) => {
        if (isType(node, 'array') && node.maxItems === undefined) return [`${where} has no maxItems`];
        // 4 bytes per character at most in UTF-8.
        if (isType(node, 'string') && (node.maxLength ?? 0) * 4 > MAX_FIELD_BYTES)
          return [`${where} may not fit in ${MAX_FIELD_BYTES} bytes`];
        return [];
      }),
    );
    expect(problems).toEqual([]);
  });

  it('uses the limits of @console/rules, so the forms refuse what the API refuses', () => {
    const maxLengthOf = (operationId: string, kind: RequestPart['kind'], field: string) => {
      const part = parts.find((candidate) => candidate.operationId === operationId && candidate.kind === kind);
      return walk(part?.schema ?? {}, '', []).find(({ where }) => where === `.${field}`)?.schema.maxLength;
    };
    expect({
      category: maxLengthOf('createRestaurantCategory', 'application/json', 'description'),
      categoryEdit: maxLengthOf('updateRestaurantCategory', 'application/json', 'description'),
      menuItem: ['createFood', 'updateFood', 'adminCreateFood', 'adminUpdateFood'].map((id) =>
        maxLengthOf(id, 'multipart/form-data', 'description'),
      ),
      subject: maxLengthOf('sendNotification', 'application/json', 'title'),
      message: maxLengthOf('sendNotification', 'application/json', 'description'),
    }).toEqual({
      category: textRules.restaurantCategoryDescription.max,
      categoryEdit: textRules.restaurantCategoryDescription.max,
      menuItem: Array(4).fill(textRules.menuItemDescription.max),
      subject: textRules.notificationSubject.max,
      message: textRules.notificationMessage.max,
    });
  });

  it('derives what a form may hold from its schema: each field once, a list up to its maxItems', () => {
    const createFood = parts.find((part) => part.operationId === 'createFood' && part.kind === 'multipart/form-data');
    // The route keeps its form with the references resolved, as here.
    const resolve = (node: unknown): unknown =>
      Array.isArray(node)
        ? node.map(resolve)
        : node && typeof node === 'object'
          ? Object.fromEntries(Object.entries(deref(node as Schema)).map(([key, value]) => [key, resolve(value)]))
          : node;
    const schema = resolve(createFood?.schema) as FormSchema;
    // foodCategoryId, foodItemName, description, price, additionalTags, and up to 100 tags; one image.
    expect(formLimits(schema)).toMatchObject({
      fields: 105,
      files: 1,
      properties: { description: { maxLength: 2000 }, tags: { maxItems: 100, maxLength: 100 } },
    });
  });
});

describe('a form beyond its limits, against the real API', () => {
  let api: TestApi;
  let tokens: Record<ConsoleRole, string>;
  let directory: string;
  let categoryId: number;

  beforeAll(async () => {
    directory = mkdtempSync(path.join(os.tmpdir(), 'console-form-limits-'));
    api = await startTestApi({ imageStore: await createFilesystemImageStore({ directory, publicUrl: 'https://images.test/images/' }) });
    tokens = await signInEveryRole(api);
    categoryId = (await categoryOf(api, (await menuRestaurants(api)).own)).id;
  });
  afterAll(async () => {
    await api?.close();
    rmSync(directory, { recursive: true, force: true });
  });

  const createFood = (form: FormData) => api.call('POST', '/food/create-food', { token: tokens.restaurant, form });
  const foodsNamed = async (name: string) =>
    (await api.db.query<{ n: number }>('SELECT count(*)::int AS n FROM foods WHERE food_item_name = $1', [name]))[0].n;

  it('refuses each oversize form with its message, all at once, and stores no row and no image file', async () => {
    const name = 'Form Limits Burger';
    const form = (changes: Record<string, string | string[]>, images = [pngUpload()]) =>
      foodForm(foodFields(categoryId, { foodItemName: name, ...changes }), images);
    const bigPng = pngUpload();
    bigPng[2] = Buffer.concat([bigPng[2], Buffer.alloc(2 * 1024 * 1024)]);

    const cases: Array<[what: string, body: FormData, status: number, message: string]> = [
      [
        'a text part larger than a form field holds',
        form({ description: 'd'.repeat(100 * 1024) }),
        413,
        'Description is too large (a form field holds at most 64 KB)',
      ],
      ['a description over its maxLength', form({ description: 'd'.repeat(2001) }), 400, 'Description cannot exceed 2000 characters'],
      [
        'additional tags over their maxLength',
        form({ additionalTags: `{"Cuisine":["${'a'.repeat(16000)}"]}` }),
        400,
        'Additional Tags cannot exceed 16000 characters',
      ],
      ['more tags than maxItems', form({ tags: Array(101).fill('Mild') }), 400, 'Tags cannot have more than 100 items'],
      ['too many fields', form({ tags: Array(300).fill('Mild') }), 400, 'The form has too many fields (at most 105)'],
      [
        'too much text in all',
        form({ tags: Array(100).fill('t'.repeat(60 * 1024)) }),
        413,
        "The form's text is too large (at most 256 KB)",
      ],
      ['an image over 2 MB', form({}, [bigPng]), 400, 'An image cannot exceed 2 MB'],
      ['too many files', form({}, Array(3).fill(pngUpload())), 400, 'The form has too many files (at most 1)'],
    ];
    const responses = await Promise.all(cases.map(([, body]) => createFood(body)));

    expect(responses.map((response, i) => [cases[i][0], response.status, response.body])).toEqual(
      cases.map(([what, , status, message]) => [what, status, { message }]),
    );
    expect(await foodsNamed(name)).toBe(0);
    expect(await fs.readdir(directory)).toEqual([]);
    // The same form within its limits is stored, image and all.
    expect((await createFood(form({}))).status).toBe(201);
    expect(await fs.readdir(directory)).toHaveLength(1);
  });

  it('refuses JSON text over its maxLength with a message naming the field, and stores nothing', async () => {
    const [category, subject, message] = await Promise.all([
      api.call('POST', '/admin/restaurant-category/create-restaurant-category', {
        token: tokens.admin,
        body: { restaurantCategoryName: 'Long Description', description: 'd'.repeat(501) },
      }),
      api.call('POST', '/admin/admin-notification/send-notification', {
        token: tokens.admin,
        body: { title: 's'.repeat(151), description: 'Form limits', userIds: [1] },
      }),
      api.call('POST', '/admin/admin-notification/send-notification', {
        token: tokens.admin,
        body: { title: 'Form limits', description: 'm'.repeat(2001), userIds: [1] },
      }),
    ]);

    expect([category.status, category.body]).toEqual([400, { message: 'Description cannot exceed 500 characters' }]);
    expect([subject.status, subject.body]).toEqual([400, { message: 'Subject cannot exceed 150 characters' }]);
    expect([message.status, message.body]).toEqual([400, { message: 'Message cannot exceed 2000 characters' }]);
    const count = async (sql: string) => (await api.db.query<{ n: number }>(sql))[0].n;
    expect(await count(`SELECT count(*)::int AS n FROM restaurant_categories WHERE restaurant_category_name = 'Long Description'`)).toBe(0);
    expect(
      await count(`SELECT count(*)::int AS n FROM admin_notifications WHERE title = 'Form limits' OR description = 'Form limits'`),
    ).toBe(0);
  });
});
