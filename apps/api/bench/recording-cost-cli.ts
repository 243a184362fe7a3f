import { randomBytes } from 'node:crypto';
import { LIGHT_PASSWORD_COST } from '../src/auth/password-hash';
import type { Database } from '../src/db/database';
import { migrate } from '../src/db/migrate';
import { openPgliteDatabase } from '../src/db/pglite-database';
import { openPostgresDatabase } from '../src/db/postgres-database';
import { buildDemoPlan } from '../src/seed/demo-plan';
import { seedDemoData } from '../src/seed/seed-database';
import { measureRecordingCost } from './recording-cost';

/*
 * What recording the audit trail costs a write, on a throwaway database with the demo seed:
 *   node --import tsx apps/api/bench/recording-cost-cli.ts [calls] [updateFood|sendNotification]
 * PGlite in memory, or with DATABASE_URL a new database on that PostgreSQL server (dropped afterwards):
 *   bash tools/postgres/with-postgres.sh node --import tsx apps/api/bench/recording-cost-cli.ts 500
 * Prints the figures as JSON.
 */
async function main(): Promise<void> {
  const calls = Number(process.argv[2] ?? 500);
  const serverUrl = process.env.DATABASE_URL;
  let db: Database;
  let drop: (() => Promise<void>) | undefined;
  if (serverUrl) {
    const name = `recording_cost_${process.pid}_${randomBytes(3).toString('hex')}`;
    const admin = openPostgresDatabase(serverUrl, { max: 1 });
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.close();
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    db = openPostgresDatabase(url.toString(), { max: 10 });
    drop = async () => {
      const cleanup = openPostgresDatabase(serverUrl, { max: 1 });
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.close();
    };
  } else {
    db = await openPgliteDatabase();
  }
  try {
    await migrate(db);
    await seedDemoData(db, buildDemoPlan(new Date()));
    const write = process.argv[3] === 'sendNotification' ? 'sendNotification' : 'updateFood';
    const cost = await measureRecordingCost({ db, calls, write, passwordCost: LIGHT_PASSWORD_COST });
    process.stdout.write(`${JSON.stringify({ engine: db.engine, ...cost }, null, 2)}\n`);
  } finally {
    await db.close();
    await drop?.();
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
