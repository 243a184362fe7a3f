import { DEMO_PASSWORD } from '../seed/demo-catalog';
import { DEMO_ACCOUNTS } from '../seed/demo-plan';
import { startTestApi, type TestApi } from '../testing/test-api';
import { authMessages } from './auth-messages';
import { SESSION_COOKIE } from './session-cookie';

let api: TestApi;
const IDLE_SECONDS = 10 * 60;

beforeAll(async () => {
  api = await startTestApi({ sessionIdleSeconds: IDLE_SECONDS });
});

afterAll(async () => {
  await api?.close();
});

const CONSOLE = 'http://localhost:4200';

/** Signs in as the console does from a browser page: it names its origin. */
async function browserSignIn(emailAddress = DEMO_ACCOUNTS.admin) {
  const response = await api.call('POST', '/auth/login', {
    headers: { origin: CONSOLE },
    body: { emailAddress, password: DEMO_PASSWORD, userType: 'Administrator' },
  });
  expect(response.status).toBe(200);
  const setCookie = response.headers.getSetCookie().find((line) => line.startsWith(`${SESSION_COOKIE}=`)) ?? '';
  const cookie = setCookie.split(';')[0];
  return { response, setCookie, cookie, csrf: response.body.token as string };
}

describe('the session of a browser', () => {
  it('is an HttpOnly, Secure, SameSite=Strict cookie; the page gets only an anti-forgery token', async () => {
    const { setCookie, cookie, csrf } = await browserSignIn();

    expect(setCookie).toMatch(/; HttpOnly/i);
    expect(setCookie).toMatch(/; Secure/i);
    expect(setCookie).toMatch(/; SameSite=Strict/i);
    expect(setCookie).toMatch(/; Path=\//i);
    expect(setCookie).toMatch(/; Max-Age=43200/i);
    expect(csrf).toMatch(/^csrf\./);
    expect(cookie.slice(SESSION_COOKIE.length + 1)).not.toContain(csrf);
    // What the page holds does not sign anyone in on its own, from anywhere.
    expect((await api.call('GET', '/auth/me', { token: csrf })).status).toBe(401);
  });

  it('signs in with the cookie and the page token together, and with neither alone', async () => {
    const { cookie, csrf } = await browserSignIn();
    const other = await browserSignIn();

    const both = await api.call('GET', '/auth/me', { token: csrf, headers: { cookie, origin: CONSOLE } });
    const cookieOnly = await api.call('GET', '/auth/me', { headers: { cookie } });
    const anotherSessionsToken = await api.call('GET', '/auth/me', { token: other.csrf, headers: { cookie } });
    const write = await api.call('PATCH', '/auth/change-theme', { token: csrf, headers: { cookie }, body: { theme: 'dark' } });
    const forgedWrite = await api.call('PATCH', '/auth/change-theme', { headers: { cookie }, body: { theme: 'light' } });

    expect(both).toMatchObject({ status: 200, body: { user: { emailAddress: DEMO_ACCOUNTS.admin } } });
    expect(cookieOnly.status).toBe(401);
    expect(anotherSessionsToken.status).toBe(401);
    expect(write.status).toBe(200);
    expect(forgedWrite.status).toBe(401);
  });

  it('gives clients that are not browsers the signed token itself, and sets no cookie', async () => {
    const response = await api.call('POST', '/auth/login', {
      body: { emailAddress: DEMO_ACCOUNTS.admin, password: DEMO_PASSWORD, userType: 'Administrator' },
    });

    expect(response.headers.getSetCookie()).toEqual([]);
    expect((await api.call('GET', '/auth/me', { token: response.body.token })).status).toBe(200);
  });

  it('gives the signed token to a tool in a page-like environment only when it asks for it', async () => {
    const asked = await api.call('POST', '/auth/login', {
      headers: { origin: CONSOLE },
      body: { emailAddress: DEMO_ACCOUNTS.admin, password: DEMO_PASSWORD, userType: 'Administrator', sessionAs: 'token' },
    });

    expect(asked.headers.getSetCookie()).toEqual([]);
    expect((await api.call('GET', '/auth/me', { token: asked.body.token })).status).toBe(200);
  });

  it('ends at logout: the cookie is removed and no longer signs in', async () => {
    const { cookie, csrf } = await browserSignIn();

    const logout = await api.call('DELETE', '/auth/logout', { token: csrf, headers: { cookie } });

    expect(logout.status).toBe(200);
    expect(logout.headers.getSetCookie().join()).toMatch(new RegExp(`^${SESSION_COOKIE}=; Max-Age=0`));
    const after = await api.call('GET', '/auth/me', { token: csrf, headers: { cookie } });
    expect(after).toMatchObject({ status: 401, body: { message: authMessages.sessionExpired } });
    expect(after.headers.getSetCookie().join()).toMatch(/Max-Age=0/);
  });

  it('keeps no signed-in answer in any cache, the browser included', async () => {
    const { cookie, csrf } = await browserSignIn();

    const me = await api.call('GET', '/auth/me', { token: csrf, headers: { cookie } });
    const list = await api.call('GET', '/admin/restaurant/get-restaurants', { token: csrf, headers: { cookie } });

    const write = await api.call('PATCH', '/auth/change-theme', { token: csrf, headers: { cookie }, body: { theme: 'light' } });
    const refused = await api.call('GET', '/admin/restaurant/get-restaurant-details/999999', { token: csrf, headers: { cookie } });

    expect(me.headers.get('cache-control')).toBe('no-store');
    expect(list.headers.get('cache-control')).toBe('no-store');
    expect(write.headers.get('cache-control')).toBe('no-store');
    expect(refused.headers.get('cache-control')).toBe('no-store');
  });
});

describe('a session left unused', () => {
  it('ends after the idle timeout, while one in use stays signed in up to its lifetime', async () => {
    const idle = await browserSignIn();
    const used = await browserSignIn();
    const read = ({ cookie, csrf }: { cookie: string; csrf: string }) => api.call('GET', '/auth/me', { token: csrf, headers: { cookie } });

    // The used one is read every 8 minutes; the idle one not at all.
    for (let step = 0; step < 3; step += 1) {
      api.clock.advance(8 * 60_000);
      expect((await read(used)).status).toBe(200);
    }

    expect(await read(idle)).toMatchObject({ status: 401, body: { message: authMessages.sessionExpired } });
    expect((await read(used)).status).toBe(200);
    api.clock.advance(IDLE_SECONDS * 1000 + 1000);
    expect((await read(used)).status).toBe(401);
  });
});
