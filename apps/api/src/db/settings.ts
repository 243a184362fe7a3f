import type { Queryable } from './database';

export async function readSetting(db: Queryable, key: string): Promise<string | undefined> {
  const rows = await db.query<{ value: string }>('SELECT value FROM settings WHERE key = $1', [key]);
  return rows[0]?.value;
}

/** Stores value unless the key is already set; returns the value that is stored (first writer wins). */
export async function readOrCreateSetting(db: Queryable, key: string, create: () => string): Promise<string> {
  await db.query('INSERT INTO settings (key, value) VALUES ($1, $2) ON CONFLICT (key) DO NOTHING', [key, create()]);
  const value = await readSetting(db, key);
  if (value === undefined) throw new Error(`Setting ${key} could not be stored`);
  return value;
}
