import { apiUrl } from './support/watched-browser';

// Request ids through the recipe (deploy/README.md, "Logs"): nginx names each API request ($request_id,
// replacing whatever a caller sent), the balancer passes it on, and the host that answers keeps it (nginx is
// a proxy it trusts, API_TRUST_PROXY) in its log lines and its X-Request-Id, so both logs name the request alike.

it("answers each call through nginx with nginx's own id, never the caller's", async () => {
  const answers = await Promise.all([
    fetch(`${apiUrl()}/auth/me`, { headers: { 'x-request-id': 'chosen-by-the-caller-0001' } }),
    fetch(`${apiUrl()}/auth/me`),
    fetch(`${apiUrl()}/health/live`),
  ]);
  const ids = answers.map((answer) => answer.headers.get('x-request-id'));

  for (const id of ids) expect(id).toMatch(/^[0-9a-f]{32}$/);
  expect(new Set(ids).size).toBe(3);
});
