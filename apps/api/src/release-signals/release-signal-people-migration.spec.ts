// Migration 023 adds to each release's reporters whether they had an error view or a failed load, and
// fills those marks in for the rows written before it, from the raw views of the same minute.
import { migrate, readMigrations } from '../db/migrate';
import { openEmptyDatabase } from '../testing/test-database';

describe('migration 023 (people with errors and failed loads)', () => {
  it('marks the people rows written before it from their raw views', async () => {
    const empty = await openEmptyDatabase();
    try {
      const migrations = readMigrations();
      const before = migrations.filter((migration) => migration.version < '023');
      await migrate(empty.db, before);
      const minute = '2026-11-20T10:15:00Z';
      const views: Array<[string, string, number, boolean, boolean]> = [
        // reporter, received at, errors, failed load, crashed
        ['v:erred', '2026-11-20T10:15:20Z', 0, false, false],
        ['v:erred', '2026-11-20T10:15:40Z', 3, false, false],
        ['v:crashed', '2026-11-20T10:15:01Z', 0, false, true],
        ['v:failed', '2026-11-20T10:15:59.999Z', 0, true, false],
        ['v:clean', '2026-11-20T10:15:30Z', 0, false, false],
        // The same reporter's error in the next minute does not mark this minute's row.
        ['v:clean', '2026-11-20T10:16:00Z', 1, false, false],
      ];
      for (const [reporter, receivedAt, errors, failedLoad, crashed] of views) {
        await empty.db.query(
          `INSERT INTO release_signal_views (remote, version, canary, received_at, reporter, errors, failed_load, crashed)
           VALUES ('menu', '1.0.0', true, $1, $2, $3, $4, $5)`,
          [receivedAt, reporter, errors, failedLoad, crashed],
        );
      }
      for (const reporter of ['v:erred', 'v:crashed', 'v:failed', 'v:clean']) {
        await empty.db.query(
          `INSERT INTO release_signal_people (minute, remote, version, canary, reporter) VALUES ($1, 'menu', '1.0.0', true, $2)`,
          [minute, reporter],
        );
      }

      expect(await migrate(empty.db, migrations)).toEqual(
        migrations.filter((migration) => migration.version >= '023').map((migration) => `${migration.version}_${migration.name}.sql`),
      );
      const rows = await empty.db.query<{ reporter: string; erred: boolean; failed_load: boolean }>(
        'SELECT reporter, erred, failed_load FROM release_signal_people ORDER BY reporter',
      );
      expect(rows).toEqual([
        { reporter: 'v:clean', erred: false, failed_load: false },
        { reporter: 'v:crashed', erred: true, failed_load: false },
        { reporter: 'v:erred', erred: true, failed_load: false },
        { reporter: 'v:failed', erred: false, failed_load: true },
      ]);
    } finally {
      await empty.dispose();
    }
  });
});
