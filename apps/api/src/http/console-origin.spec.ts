import { startTestApi, type TestApi } from '../testing/test-api';
import { FOREIGN_REPORT_MESSAGE } from './console-origin';

// An API whose console is served from its own site (CONSOLE_ORIGINS), as in production.
const CONSOLE = 'https://console.example.com';
let api: TestApi;

beforeAll(async () => {
  api = await startTestApi({ corsOrigins: [CONSOLE] });
});

afterAll(async () => {
  await api?.close();
});

/** A beacon as a browser sends it: the JSON as text/plain under its page token, the page's origin named (or not). */
async function releaseSignals(origin: string | undefined, version: string) {
  const views = [{ remote: 'menu', version, canary: true, errors: 1 }];
  const page = (
    await api.call<{ token: string }>('POST', '/release-signals/page-token', {
      body: { releases: views.map(({ remote, version: name, canary }) => ({ remote, version: name, canary })) },
    })
  ).body.token;
  const body = JSON.stringify({ page, views });
  const headers: Record<string, string> = { 'content-type': 'text/plain;charset=UTF-8', ...(origin ? { origin } : {}) };
  return api.call('POST', '/release-signals', { body, headers });
}

function loadReport(origin: string | undefined, version: string) {
  const body = { remote: 'menu', version, canary: true, outcome: 'failed', stage: 'entry', error: 'Loading script failed', bucket: 1 };
  return api.call('POST', '/remote-loads/report', { body, headers: origin ? { origin } : {} });
}

const storedViews = async (version: string) =>
  (await api.db.query('SELECT 1 FROM release_signal_views WHERE version = $1', [version])).length;
const storedLoads = async (version: string) =>
  (await api.db.query('SELECT 1 FROM remote_load_reports WHERE version = $1', [version])).length;

describe('reports sent from another site', () => {
  it.each(['https://evil.example', 'http://localhost:4200', 'null'])(
    'refuses release signals a page on %s sends, and stores nothing (403)',
    async (origin) => {
      const version = `foreign-${origin}`;
      const response = await releaseSignals(origin, version);
      expect(response.status).toBe(403);
      expect(response.body).toEqual({ message: FOREIGN_REPORT_MESSAGE });
      expect(await storedViews(version)).toBe(0);
    },
  );

  it('gives no page token to a page of another site (403)', async () => {
    const response = await api.call('POST', '/release-signals/page-token', {
      headers: { origin: 'https://evil.example' },
      body: { releases: [{ remote: 'menu', version: 'foreign-token', canary: true }] },
    });
    expect(response).toMatchObject({ status: 403, body: { message: FOREIGN_REPORT_MESSAGE } });
  });

  it('refuses a load report from another site as well', async () => {
    const response = await loadReport('https://evil.example', 'foreign-load');
    expect(response.status).toBe(403);
    expect(response.body).toEqual({ message: FOREIGN_REPORT_MESSAGE });
    expect(await storedLoads('foreign-load')).toBe(0);
  });

  it("takes reports from the console's origin, from the API's own (a console served beside it), and from no browser", async () => {
    expect((await releaseSignals(CONSOLE, 'from-console')).status).toBe(204);
    expect((await releaseSignals(api.baseUrl, 'from-same-origin')).status).toBe(204);
    expect((await releaseSignals(undefined, 'from-no-browser')).status).toBe(204);
    expect((await loadReport(CONSOLE, 'load-from-console')).status).toBe(202);
    for (const version of ['from-console', 'from-same-origin', 'from-no-browser']) expect(await storedViews(version)).toBe(1);
    expect(await storedLoads('load-from-console')).toBe(1);
  });
});
