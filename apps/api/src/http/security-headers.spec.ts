import { DEMO_PASSWORD } from '../seed/demo-catalog';
import { DEMO_ACCOUNTS } from '../seed/demo-plan';
import { startTestApi, type TestApi } from '../testing/test-api';
import { API_RESPONSE_HEADERS, API_STRICT_TRANSPORT_SECURITY } from './security-headers';

// What a browser is sent with every API answer, and HSTS only when the API knows the caller used https.

let direct: TestApi;
let behindProxy: TestApi;

beforeAll(async () => {
  [direct, behindProxy] = await Promise.all([startTestApi(), startTestApi({ trustProxy: ['loopback'] })]);
});
afterAll(() => Promise.all([direct?.close(), behindProxy?.close()]));

const POLICY = "default-src 'none'; frame-ancestors 'none'";

function expectApiHeaders(headers: Headers) {
  expect(headers.get('content-security-policy')).toBe(POLICY);
  expect(headers.get('x-content-type-options')).toBe('nosniff');
  expect(headers.get('referrer-policy')).toBe('no-referrer');
}

it('sends the policy, nosniff and no-referrer on answers, refusals, unknown paths and CORS preflights', async () => {
  const [signedIn, refused, unknown, preflight] = await Promise.all([
    fetch(`${direct.baseUrl}/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ emailAddress: DEMO_ACCOUNTS.superAdmin, password: DEMO_PASSWORD, userType: 'Administrator' }),
    }),
    fetch(`${direct.baseUrl}/auth/me`),
    fetch(`${direct.baseUrl}/no/such/path`),
    fetch(`${direct.baseUrl}/auth/login`, {
      method: 'OPTIONS',
      headers: { origin: 'http://localhost:4200', 'access-control-request-method': 'POST' },
    }),
  ]);
  expect([signedIn.status, refused.status, unknown.status, preflight.status]).toEqual([200, 401, 404, 204]);
  for (const response of [signedIn, refused, unknown, preflight]) expectApiHeaders(response.headers);
  expect(Object.keys(API_RESPONSE_HEADERS).sort()).toEqual(['content-security-policy', 'referrer-policy', 'x-content-type-options']);
});

it('sends no HSTS over plain http, and ignores X-Forwarded-Proto from a caller it does not trust', async () => {
  const [plain, claimed] = await Promise.all([
    fetch(`${direct.baseUrl}/auth/me`),
    fetch(`${direct.baseUrl}/auth/me`, { headers: { 'x-forwarded-proto': 'https' } }),
  ]);
  expect(plain.headers.get('strict-transport-security')).toBeNull();
  expect(claimed.headers.get('strict-transport-security')).toBeNull();
});

it('sends HSTS when a trusted proxy says the caller used https, and only then', async () => {
  const [https, http] = await Promise.all([
    fetch(`${behindProxy.baseUrl}/auth/me`, { headers: { 'x-forwarded-proto': 'https' } }),
    fetch(`${behindProxy.baseUrl}/auth/me`, { headers: { 'x-forwarded-proto': 'http' } }),
  ]);
  expect(https.headers.get('strict-transport-security')).toBe(API_STRICT_TRANSPORT_SECURITY);
  expect(http.headers.get('strict-transport-security')).toBeNull();
  expectApiHeaders(https.headers);
});
