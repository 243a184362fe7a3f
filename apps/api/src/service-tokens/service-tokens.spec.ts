import { signInEveryRole, type ConsoleRole } from '../testing/role-tokens';
import { startTestApi, type Json, type TestApi } from '../testing/test-api';

let api: TestApi;
let tokens: Record<ConsoleRole, string>;

beforeAll(async () => {
  api = await startTestApi();
  tokens = await signInEveryRole(api);
});

afterAll(async () => {
  await api?.close();
});

let named = 0;
/** A token made by the super admin, with a name no other test uses. */
async function makeToken(name = `Release pipeline ${++named}`): Promise<{ serviceToken: Json; secret: string }> {
  const made = await api.call('POST', '/service-tokens', { token: tokens.superAdmin, body: { name, permission: 'release:write' } });
  expect(made.status).toBe(201);
  return made.body;
}

const signalSummary = (token: string) => api.call('GET', '/release-signals/summary', { token, query: { remote: 'menu' } });
const revoke = (token: Json, version = token.version) =>
  api.call('POST', `/service-tokens/${token.serviceTokenId}/revoke`, { token: tokens.superAdmin, headers: { 'If-Match': `"${version}"` } });

describe('service tokens', () => {
  it('are made by a super admin, the secret shown once and listed without it', async () => {
    const { serviceToken, secret } = await makeToken('Nightly release job');

    expect(secret).toMatch(/^cst_[A-Za-z0-9_-]{43}$/);
    expect(serviceToken).toMatchObject({
      name: 'Nightly release job',
      permission: 'release:write',
      madeBy: 'Sofia Alvarez',
      revokedAt: null,
      lastUsedAt: null,
      version: 1,
    });
    const list = await api.call('GET', '/service-tokens', { token: tokens.superAdmin });
    expect(list.body.serviceTokens).toContainEqual(serviceToken);
    expect(JSON.stringify(list.body)).not.toContain(secret);
    // Only its hash is kept.
    const stored = await api.db.query<{ row: string }>(
      `SELECT to_jsonb(k)::text || to_jsonb(t)::text AS row FROM service_token_keys k JOIN service_tokens t USING (service_token_id)`,
    );
    expect(stored.map((row) => row.row).join()).not.toContain(secret);
  });

  it('call the operations of their permission, and the list shows the use', async () => {
    const { serviceToken, secret } = await makeToken();

    const read = await signalSummary(secret);

    expect(read.status).toBe(200);
    const list = await api.call('GET', '/service-tokens', { token: tokens.superAdmin });
    const listed = list.body.serviceTokens.find((token: Json) => token.serviceTokenId === serviceToken.serviceTokenId);
    expect(Date.parse(listed.lastUsedAt)).toBeGreaterThan(Date.parse(serviceToken.madeAt) - 1000);
    // A use changes no version: the revoke made from the list's row still goes through.
    expect(listed.version).toBe(serviceToken.version);
  });

  it('are refused by every operation not marked with their permission', async () => {
    const { secret } = await makeToken();
    const guarded = api.contract.operations.filter((operation) => !operation.isPublic && !operation.servicePermission);
    expect(guarded.length).toBeGreaterThan(50);

    const answers = await Promise.all(
      guarded.map(async (operation) => {
        const path = operation.path.replace(/\{[^}]+\}/g, '1');
        const response = await fetch(`${api.baseUrl}${path}`, {
          method: operation.method,
          headers: { authorization: `Bearer ${secret}` },
        });
        return { operation: operation.operationId, status: response.status, message: ((await response.json()) as Json).message };
      }),
    );

    expect(answers.filter((answer) => answer.status !== 403)).toEqual([]);
    expect(new Set(answers.map((answer) => answer.message))).toEqual(new Set(['You do not have permission to do this']));
  });

  it('are made, listed and revoked by super admins only', async () => {
    const { serviceToken, secret } = await makeToken();
    const calls = (token: string) => [
      api.call('GET', '/service-tokens', { token }),
      api.call('POST', '/service-tokens', { token, body: { name: 'Not allowed', permission: 'release:write' } }),
      api.call('POST', `/service-tokens/${serviceToken.serviceTokenId}/revoke`, { token, headers: { 'If-Match': '"1"' } }),
      api.call('GET', '/scheduled-work', { token }),
    ];

    const refused = await Promise.all([tokens.admin, tokens.restaurant, secret].flatMap(calls));

    expect(refused.map((response) => response.status)).toEqual(new Array(12).fill(403));
    const unsigned = await api.call('GET', '/service-tokens');
    expect(unsigned.status).toBe(401);
  });

  it('a revoked token is refused at once, by every request sent after the revoke answered', async () => {
    const { serviceToken, secret } = await makeToken();
    expect((await signalSummary(secret)).status).toBe(200);

    // Requests in flight while the revoke is made may go either way; none sent after it may pass.
    const during = Promise.all(Array.from({ length: 10 }, () => signalSummary(secret)));
    const revoked = await revoke(serviceToken);
    const after = await Promise.all(Array.from({ length: 20 }, () => signalSummary(secret)));
    await during;

    expect(revoked.status).toBe(200);
    expect(revoked.body).toMatchObject({ message: 'Service token revoked', serviceToken: { version: 2 } });
    expect(revoked.body.serviceToken.revokedAt).not.toBeNull();
    expect(after.map((response) => response.status)).toEqual(new Array(20).fill(401));
    expect(after[0].body.message).toBe('Unauthorized');
  });

  it('two revokes of one version at once: one is made, the other refused as stale', async () => {
    const { serviceToken } = await makeToken();

    const answers = await Promise.all([revoke(serviceToken), revoke(serviceToken)]);

    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 412]);
    const stale = answers.find((answer) => answer.status === 412);
    expect(stale?.body).toMatchObject({ currentVersion: 2 });
    expect(stale?.body.message).toMatch(/^This service token was changed by Sofia Alvarez/);
    const again = await revoke(serviceToken, 2);
    expect(again).toMatchObject({ status: 409, body: { message: 'This service token was already revoked' } });
  });

  it('two live tokens cannot share a name, even made at once; a revoked one frees it', async () => {
    const answers = await Promise.all(
      ['Deploy bot', 'deploy bot'].map((name) =>
        api.call('POST', '/service-tokens', { token: tokens.superAdmin, body: { name, permission: 'release:write' } }),
      ),
    );

    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
    expect(answers.find((answer) => answer.status === 409)?.body.message).toBe('A live service token already has this name');
    const made = answers.find((answer) => answer.status === 201)?.body.serviceToken;
    expect((await revoke(made)).status).toBe(200);
    expect((await makeToken('Deploy bot')).serviceToken.name).toBe('Deploy bot');
  });

  it('refuses a blank name, an unknown permission and a name past 80 characters', async () => {
    const make = (body: object) => api.call('POST', '/service-tokens', { token: tokens.superAdmin, body });

    const [blank, unknown, long] = await Promise.all([
      make({ name: '   ', permission: 'release:write' }),
      make({ name: 'Everything', permission: 'admin:all' }),
      make({ name: 'x'.repeat(81), permission: 'release:write' }),
    ]);

    expect(blank).toMatchObject({ status: 400, body: { message: 'Please enter a name for the service token' } });
    expect(unknown.status).toBe(400);
    expect(long.status).toBe(400);
  });

  it('making and revoking are in the activity trail, by the super admin, without the secret', async () => {
    const { serviceToken, secret } = await makeToken('Audited pipeline');
    await revoke(serviceToken);

    const events = await api.call('GET', '/admin/activity/get-events', {
      token: tokens.superAdmin,
      query: { keywords: 'Audited pipeline' },
    });

    expect(events.status).toBe(200);
    expect(events.body.events.map((event: Json) => [event.actionLabel, event.actor.name, event.object.label])).toEqual([
      ['Service token revoked', 'Sofia Alvarez', 'Audited pipeline'],
      ['Service token made', 'Sofia Alvarez', 'Audited pipeline'],
    ]);
    const detail = await api.call('GET', `/admin/activity/get-event/${events.body.events[1].eventId}`, { token: tokens.superAdmin });
    expect(detail.body.changes).toContainEqual({ field: 'Permission', after: 'release:write' });
    expect(JSON.stringify(detail.body)).not.toContain(secret);
    const forAdmins = await api.call('GET', '/admin/activity/get-events', { token: tokens.admin, query: { keywords: 'Audited pipeline' } });
    expect(forAdmins.body.events).toEqual([]);
  });
});
