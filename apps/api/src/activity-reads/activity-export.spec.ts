import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import type { Database } from '../db/database';
import { BOM, parseCsv } from '../testing/csv-text';
import { signInEveryRole, type ConsoleRole } from '../testing/role-tokens';
import { startTestApi, type TestApi } from '../testing/test-api';
import { EXPORT_BATCH_SIZE, csvCell } from '../http/csv';
import { ACTIVITY_CSV_HEADER } from './activity-csv';
import { demoPeople, insertTestEvents, type DemoPeople } from '../testing/activity-test-events';

let api: TestApi;
let tokens: Record<ConsoleRole, string>;
let people: DemoPeople;

beforeAll(async () => {
  api = await startTestApi();
  tokens = await signInEveryRole(api);
  people = await demoPeople(api.db);
});

afterAll(async () => {
  await api?.close();
});

const EXPORT = '/admin/activity/export-events';

function exportUrl(query: Record<string, string | number> = {}): URL {
  const url = new URL(EXPORT, api.baseUrl);
  for (const [name, value] of Object.entries(query)) url.searchParams.set(name, String(value));
  return url;
}

/** The export as sent (the contract's text/csv is not JSON, so it is read here rather than through api.call). */
async function exportAs(token: string, query: Record<string, string | number> = {}) {
  const response = await fetch(exportUrl(query), { headers: { authorization: `Bearer ${token}` } });
  const bytes = Buffer.from(await response.arrayBuffer());
  return { response, bytes, text: bytes.subarray(BOM.length).toString('utf8') };
}

/** The live heap (after a full collection), so garbage not yet collected does not count. */
setFlagsFromString('--expose-gc');
const collectGarbage = runInNewContext('gc') as () => void;
function liveHeap(): number {
  collectGarbage();
  return process.memoryUsage().heapUsed;
}

/**
 * Counts the rows each audit_events read of the API returned (the handlers share this database object).
 * By hand rather than jest.spyOn, whose mock would keep every result (every row) alive.
 */
function watchBatches(db: Database) {
  const batches: number[] = [];
  const original = db.query;
  db.query = async function query<T>(sql: string, params?: readonly unknown[]): Promise<T[]> {
    const rows = await original.call(db, sql, params);
    if (/FROM audit_events WHERE/.test(sql) && /LIMIT/.test(sql)) batches.push(rows.length);
    return rows as T[];
  };
  return { batches, restore: () => void (db.query = original) };
}

describe('the CSV', () => {
  beforeAll(async () => {
    await api.db.query('DELETE FROM audit_events');
    await insertTestEvents(api.db, [
      {
        occurredAt: '2026-07-01T08:00:00.000Z',
        actorId: people.adminId,
        actorName: 'Ada Admin',
        action: 'changeRestaurantStatus',
        objectType: 'Restaurant',
        objectLabel: 'Pizza, "Roma"\nand more',
        restaurantId: people.ownRestaurantId,
        restaurantName: 'Pizza, "Roma"\nand more',
        changes: [{ field: 'Status', before: 'Approved', after: 'Suspended' }],
      },
      {
        occurredAt: '2026-07-01T09:00:00.000Z',
        actorName: '=HYPERLINK("http://evil.example","click")',
        actorRole: 'anonymous',
        action: 'signInFailed',
        security: true,
        objectType: 'Account',
        objectLabel: '',
      },
      {
        occurredAt: '2026-07-01T10:00:00.000Z',
        actorId: people.superAdminId,
        actorName: '@SUM(A1:A9)',
        actorRole: 'superAdmin',
        action: 'updateFood',
        objectType: 'Menu item',
        objectLabel: '+1 Cola',
        restaurantId: people.otherRestaurantId,
        restaurantName: '-Minus Diner',
        changes: [
          { field: 'Price', before: 9.5, after: 12 },
          { field: 'Description', before: 'Old', after: null },
          { field: 'Categories', before: ['Drinks'], after: ['Drinks', 'Cold'] },
        ],
      },
    ]);
  });

  it('is UTF-8 text with a byte order mark, the header and one line per event, newest first, named by the date', async () => {
    const { response, bytes, text } = await exportAs(tokens.superAdmin);

    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    const today = api.clock.now().toISOString().slice(0, 10);
    expect(response.headers.get('content-disposition')).toBe(`attachment; filename="activity-${today}.csv"`);
    expect(bytes.subarray(0, 3)).toEqual(BOM);
    expect(text.startsWith('Time,Who,Role,What,Object,Restaurant,Changes\r\n')).toBe(true);
    const rows = parseCsv(text);
    expect(rows[0]).toEqual([...ACTIVITY_CSV_HEADER]);
    expect(rows.slice(1).map((row) => row[0])).toEqual([
      '2026-07-01T10:00:00.000Z',
      '2026-07-01T09:00:00.000Z',
      '2026-07-01T08:00:00.000Z',
    ]);
  });

  it("lets the console's page, on another origin, read the file name (CORS exposes Content-Disposition)", async () => {
    const response = await fetch(exportUrl(), {
      headers: { authorization: `Bearer ${tokens.superAdmin}`, origin: 'http://localhost:4200' },
    });
    await response.arrayBuffer();
    expect(response.headers.get('access-control-allow-origin')).toBe('http://localhost:4200');
    expect(response.headers.get('access-control-expose-headers')?.split(/,\s*/)).toContain('Content-Disposition');
  });

  it('escapes commas, quotes and line breaks, and neutralises cells a spreadsheet would run', async () => {
    const { text } = await exportAs(tokens.superAdmin);
    const [, newest, security, oldest] = parseCsv(text);

    expect(newest).toEqual([
      '2026-07-01T10:00:00.000Z',
      "'@SUM(A1:A9)",
      'Super admin',
      'Menu item updated',
      'Menu item: +1 Cola',
      "'-Minus Diner",
      'Price: 9.5 → 12; Description: Old → (empty); Categories: ["Drinks"] → ["Drinks","Cold"]',
    ]);
    expect(security.slice(1, 3)).toEqual([`'=HYPERLINK("http://evil.example","click")`, 'Anonymous']);
    expect(oldest.slice(1)).toEqual([
      'Ada Admin',
      'Administrator',
      'Restaurant suspended',
      'Restaurant: Pizza, "Roma"\nand more',
      'Pizza, "Roma"\nand more',
      'Status: Active → Suspended',
    ]);
    // As sent: the quoted cell with its quotes doubled, the formula behind an apostrophe inside its quotes.
    expect(text).toContain('"Restaurant: Pizza, ""Roma""\nand more"');
    expect(text).toContain(`"'=HYPERLINK(""http://evil.example"",""click"")"`);
    expect(text).not.toMatch(/(^|,)[=+\-@]/m);
  });

  it('neutralises every formula lead, and a tab or carriage return first', () => {
    expect(['=1+1', '+1', '-1', '@x', '\tx', 'plain', '', "'kept"].map(csvCell)).toEqual([
      "'=1+1",
      "'+1",
      "'-1",
      "'@x",
      "'\tx",
      'plain',
      '',
      "'kept",
    ]);
  });

  it("follows the caller's visibility and the filters", async () => {
    const admin = parseCsv((await exportAs(tokens.admin)).text);
    expect(admin).toHaveLength(3);
    expect(admin.some((row) => row[2] === 'Anonymous')).toBe(false);

    const byAction = parseCsv((await exportAs(tokens.superAdmin, { action: 'updateFood' })).text);
    expect(byAction.slice(1).map((row) => row[0])).toEqual(['2026-07-01T10:00:00.000Z']);
    const byRestaurant = parseCsv((await exportAs(tokens.admin, { restaurant_id: people.ownRestaurantId })).text);
    expect(byRestaurant.slice(1).map((row) => row[1])).toEqual(['Ada Admin']);
    const byDates = parseCsv((await exportAs(tokens.superAdmin, { from: '2026-07-01T08:30:00Z', to: '2026-07-01T09:00:00.000Z' })).text);
    expect(byDates.slice(1).map((row) => row[0])).toEqual(['2026-07-01T09:00:00.000Z']);
    const byWords = parseCsv((await exportAs(tokens.superAdmin, { keywords: 'cola', actor_id: people.superAdminId })).text);
    expect(byWords).toHaveLength(2);
    const none = await exportAs(tokens.superAdmin, { keywords: 'nothing-like-this' });
    expect(parseCsv(none.text)).toEqual([[...ACTIVITY_CSV_HEADER]]);
  });

  it('refuses an owner, and bad filters with a 400', async () => {
    expect((await exportAs(tokens.restaurant)).response.status).toBe(403);
    const bad = await api.call('GET', EXPORT, { token: tokens.admin, query: { from: 'soon' } });
    expect(bad).toMatchObject({ status: 400, body: { message: 'From is not a valid date and time' } });
  });
});

describe('100,000 events', () => {
  const COUNT = 100_000;

  /**
   * fetch, once more if the connection was reset before any answer: the insert below leaves the pooled
   * keep-alive sockets idle past the server's keep-alive timeout, and one closed as it is reused is reset
   * (a connection-level race of an idempotent GET, which browsers retry too; not the export's behaviour).
   */
  const fetchRetryingReset: typeof fetch = async (input, init) => {
    try {
      return await fetch(input, init);
    } catch (error) {
      const code = (error as { cause?: { code?: string } }).cause?.code;
      if (code !== 'ECONNRESET' && code !== 'UND_ERR_SOCKET') throw error;
      return fetch(input, init);
    }
  };

  beforeAll(async () => {
    await api.db.query('DELETE FROM audit_events');
    await api.db.query(
      `INSERT INTO audit_events (occurred_at, actor_id, actor_name, actor_role, action, object_type, object_label,
         restaurant_id, restaurant_name, changes, search_text)
       SELECT timestamptz '2026-01-01' + i * interval '1 minute', $1, 'Ada Admin', 'admin', 'updateFood', 'Menu item',
              'Item ' || i, $2, 'Pizzeria', '[{"field":"Price","before":9.5,"after":12}]', 'Menu item updated Item ' || i
         FROM generate_series(1, $3::integer) AS i`,
      [people.adminId, people.ownRestaurantId, COUNT],
    );
  });

  it('streams them in batches, its memory flat whatever the count', async () => {
    const watch = watchBatches(api.db);
    try {
      const heapBefore = liveHeap();
      let heapPeak = heapBefore;
      const response = await fetchRetryingReset(exportUrl(), { headers: { authorization: `Bearer ${tokens.admin}` } });
      expect(response.status).toBe(200);
      const reader = response.body!.getReader();
      const decoder = new TextDecoder();
      let lines = 0;
      let chunks = 0;
      let batchesAtFirstChunk = -1;
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        if (batchesAtFirstChunk < 0) batchesAtFirstChunk = watch.batches.length;
        chunks += 1;
        lines += (decoder.decode(value, { stream: true }).match(/\n/g) ?? []).length; // (a chunk may end between \r and \n)
        if (chunks % 40 === 0) heapPeak = Math.max(heapPeak, liveHeap());
      }

      expect(lines).toBe(COUNT + 1);
      // Read a batch at a time: no query returned more than a batch, and the first bytes came long before the last batch.
      expect(Math.max(...watch.batches)).toBe(EXPORT_BATCH_SIZE);
      expect(watch.batches.reduce((sum, rows) => sum + rows, 0)).toBe(COUNT);
      expect(watch.batches.length).toBeGreaterThanOrEqual(COUNT / EXPORT_BATCH_SIZE);
      // (the compression stream and the sockets hold a few batches before the first bytes arrive)
      expect(batchesAtFirstChunk).toBeLessThan(20);
      expect(chunks).toBeGreaterThan(50);
      // What stays alive while it streams (the API runs in this process): a batch or two, not the ~12 MB of
      // CSV nor the 100,000 rows (well over 100 MB as objects).
      expect((heapPeak - heapBefore) / 1024 / 1024).toBeLessThan(8);
    } finally {
      watch.restore();
    }
  }, 120_000);

  it('stops reading the database when the client goes away', async () => {
    const watch = watchBatches(api.db);
    try {
      const controller = new AbortController();
      const response = await fetchRetryingReset(exportUrl(), {
        headers: { authorization: `Bearer ${tokens.superAdmin}` },
        signal: controller.signal,
      });
      const reader = response.body!.getReader();
      await reader.read();
      controller.abort();
      await reader.read().catch(() => undefined);
      // The batches in flight when the client left may still land (slowly on a busy machine): wait until
      // none has for two spells in a row. An export that did not stop would go on to its 100th batch.
      const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
      let afterAbort = watch.batches.length;
      for (let quietSpells = 0; quietSpells < 2;) {
        await sleep(400);
        if (watch.batches.length === afterAbort) quietSpells++;
        else [afterAbort, quietSpells] = [watch.batches.length, 0];
      }
      await sleep(500);

      expect(watch.batches.length).toBe(afterAbort);
      // Well before the 100 batches of the whole export (sockets and compression hold a few in flight, more on a busy machine).
      expect(afterAbort).toBeLessThan(40);
      // The API still answers.
      expect((await api.call('GET', '/admin/activity/get-events', { token: tokens.admin, query: { size: 1 } })).status).toBe(200);
    } finally {
      watch.restore();
    }
  }, 60_000);
});
