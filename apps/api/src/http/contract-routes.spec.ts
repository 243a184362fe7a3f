import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { stringify } from 'yaml';
import { openSession } from '../auth/sessions';
import { tokenSignerOf } from '../auth/tokens';
import { DEMO_ACCOUNTS } from '../seed/demo-plan';
import { ResponseMismatch, createResponseValidator } from '../testing/contract-responses';
import { TEST_TOKEN_SECRET, startTestApi, type TestApi } from '../testing/test-api';
import { buildApi } from '../app';
import { domainName, loadContract, readOperations, type ContractOperation, type Role } from './contract';

let api: TestApi;
const tokens: Partial<Record<Role | 'customer', string>> = {};

beforeAll(async () => {
  api = await startTestApi();
  tokens.superAdmin = await api.login(DEMO_ACCOUNTS.superAdmin, 'Administrator');
  tokens.admin = await api.login(DEMO_ACCOUNTS.admin, 'Administrator');
  tokens.restaurant = await api.login(DEMO_ACCOUNTS.owner, 'Restaurant');
  // Customers cannot sign in on the console; a session is opened directly to prove they are refused anyway.
  const [customer] = await api.db.query<{ userId: number }>('SELECT user_id AS "userId" FROM users WHERE email_address = $1', [
    DEMO_ACCOUNTS.customer,
  ]);
  tokens.customer = (await openSession(api.db, tokenSignerOf(api.app.jwt), customer.userId, new Date(), 3600)).token;
});

afterAll(async () => {
  await api?.close();
});

/** A concrete URL for an operation: every path parameter becomes 1. */
const urlOf = (operation: ContractOperation) => operation.path.replace(/\{[^}]+\}/g, '1');

/** Calls that change the caller's own session or account; their effects are tested in the auth specs. */
const SELF_CHANGING = new Set(['logout', 'changePassword', 'deleteAccount', 'deleteMyRestaurant']);

describe('every contract operation', () => {
  const { operations } = loadContract();
  const protectedOperations = operations.filter((operation) => !operation.isPublic);

  it('is served', () => {
    const served = api.app.servedOperations.map((operation) => operation.operationId);
    expect(served.sort()).toEqual(operations.map((operation) => operation.operationId).sort());
  });

  it.each(operations.filter((operation) => operation.isPublic).map((operation) => [operation.operationId, operation] as const))(
    '%s is public: it answers without a token',
    async (_, operation) => {
      const response = await api.call(operation.method, urlOf(operation), operation.method === 'GET' ? {} : { body: {} });
      expect(response.status).not.toBe(401);
      // A 404 of the route itself, not of its handler (getImageFile answers 404 for an unknown key).
      expect(response.body?.message ?? '').not.toMatch(/^Not found: /);
    },
  );

  it.each(protectedOperations.map((operation) => [operation.operationId, operation] as const))('%s needs a token', async (_, operation) => {
    const response = await api.call(operation.method, urlOf(operation));
    expect(response).toMatchObject({ status: 401, body: { message: 'Unauthorized' } });
  });

  it.each(protectedOperations.map((operation) => [operation.operationId, operation] as const))(
    '%s refuses customers',
    async (_, operation) => {
      const response = await api.call(operation.method, urlOf(operation), { token: tokens.customer });
      expect(response).toMatchObject({ status: 403, body: { message: 'You do not have permission to do this' } });
    },
  );

  const cases = protectedOperations.flatMap((operation) =>
    (['superAdmin', 'admin', 'restaurant'] as const).map((role) => [operation.operationId, role, operation] as const),
  );

  it.each(cases)('%s as %s follows x-roles', async (_, role, operation) => {
    const allowed = operation.roles.includes(role) || (role === 'superAdmin' && operation.roles.includes('admin'));
    const implemented = api.app.servedOperations.find((served) => served.operationId === operation.operationId)?.implemented;
    if (allowed && (implemented || SELF_CHANGING.has(operation.operationId))) return; // behaviour tested per domain

    const response = await api.call(operation.method, urlOf(operation), { token: tokens[role] });

    if (!allowed) {
      expect(response).toMatchObject({ status: 403, body: { message: 'You do not have permission to do this' } });
    } else {
      expect(response).toMatchObject({ status: 501, body: { message: `${domainName(operation.tag)} is not implemented yet` } });
    }
  });
});

describe('routes', () => {
  it('answers 404 with a message for unknown routes', async () => {
    const response = await api.call('GET', '/no/such/route');

    expect(response).toMatchObject({ status: 404, body: { message: 'Not found: GET /no/such/route' } });
  });

  it('accepts multipart forms on multipart operations (501 until implemented)', async () => {
    const multipart = api.app.servedOperations.find(
      (operation) => operation.multipart && !operation.implemented && operation.roles.includes('restaurant'),
    );
    if (!multipart) return;
    const form = new FormData();
    form.append('foodItemName', 'Soup');
    form.append('tags', 'Mild');
    form.append('tags', 'Vegan');
    form.append('foodItemImageFile', new Blob([new Uint8Array([137, 80, 78, 71])], { type: 'image/png' }), 'soup.png');

    const anonymous = await api.call(multipart.method, urlOf(multipart), { form });
    const owner = await api.call(multipart.method, urlOf(multipart), { form, token: tokens.restaurant });

    expect(anonymous.status).toBe(401);
    expect(owner).toMatchObject({ status: 501, body: { message: `${domainName(multipart.tag)} is not implemented yet` } });
  });

  it('allows the console on localhost to call from the browser', async () => {
    const preflight = await fetch(`${api.baseUrl}/auth/login`, {
      method: 'OPTIONS',
      headers: {
        origin: 'http://localhost:4200',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type',
      },
    });
    const foreign = await api.call('GET', '/auth/me', { token: tokens.admin, headers: { origin: 'https://evil.example' } });

    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('http://localhost:4200');
    expect(foreign.headers.get('access-control-allow-origin')).toBeNull();
  });
});

describe('start-up checks', () => {
  type Paths = Record<string, Record<string, Record<string, unknown>>>;
  const documentWith = (changes: (document: { paths: Paths }) => void) => {
    const document = structuredClone(api.contract.document);
    changes(document as unknown as { paths: Paths });
    return document;
  };

  it('fails when an operation has no x-roles', () => {
    const document = documentWith((d) => delete d.paths['/auth/me'].get['x-roles']);

    expect(() => readOperations(document)).toThrow('GET /auth/me (getMe) has no x-roles');
  });

  it('fails on unknown roles and on public operations that require a token', () => {
    const document = documentWith((d) => {
      d.paths['/auth/me'].get['x-roles'] = ['owner'];
      d.paths['/auth/logout'].delete['x-roles'] = ['public'];
    });

    expect(() => readOperations(document)).toThrow('getMe: unknown x-roles owner');
    expect(() => readOperations(document)).toThrow('logout: x-roles public but the operation requires a token');
  });

  it('refuses to start from such a contract file', async () => {
    const document = documentWith((d) => delete d.paths['/auth/login'].post['x-roles']);
    const contractFile = path.join(mkdtempSync(path.join(os.tmpdir(), 'contract-')), 'openapi.yaml');
    writeFileSync(contractFile, stringify(document));

    await expect(buildApi({ db: api.db, tokenSecret: TEST_TOKEN_SECRET, contractFile })).rejects.toThrow(
      'POST /auth/login (login) has no x-roles',
    );
  });
});

describe('the response checker of these tests', () => {
  it('rejects a body the contract does not allow', () => {
    const validator = createResponseValidator(api.contract);

    expect(() => validator.check('GET', '/auth/me', 200, { user: { userId: 'one' } }, 'application/json')).toThrow(ResponseMismatch);
    expect(() => validator.check('POST', '/auth/login', 401, { error: 'x' }, 'application/json')).toThrow(ResponseMismatch);
    expect(() => validator.check('GET', '/auth/me', 401, { message: 'Unauthorized' }, 'application/json')).not.toThrow();
  });
});
