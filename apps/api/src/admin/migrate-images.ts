import { promises as fs } from 'node:fs';
import path from 'node:path';
import { readImageSettings, type DatabaseEnvironment } from '../config';
import type { Database, Queryable } from '../db/database';
import { openDatabase } from '../db/open-database';
import { createImageStore } from '../images/create-image-store';
import { CONTENT_TYPE_OF_KEY_EXTENSION, IMAGE_KEY, type ImageStore } from '../images/image-store';
import { sniffImageType } from '../images/image-types';
import { AdminCommandError } from './create-super-admin';

/*
 * admin migrate-images --from <IMAGE_DIR>: the files of the filesystem store into the configured shared
 * store (database or s3), each under the key it already has, then every row's URL of those keys set to
 * IMAGE_PUBLIC_URL<key>. Idempotent: a key the store holds is not written again, a URL already right is
 * not touched, so a second run (after hosts kept uploading files meanwhile) copies only what is new.
 * Not in the Activity trail: no image changes, only where it is kept.
 */

export interface ImageMigration {
  copied: number;
  alreadyThere: number;
  /** Files of the key shape that are not what their name says (another type, a link, a folder). */
  skipped: Array<{ name: string; reason: string }>;
  /** Names of any other shape (the store's temporary files, anything an operator put there). */
  ignored: number;
  rewritten: { images: number; foods: number };
  /** Keys rows reference that neither the folder nor the store has: their URLs are left as they are. */
  missing: number;
}

/** The columns that hold stored-image URLs (image-cleanup.ts's REFERENCES reads the same two). */
const URL_COLUMNS = [
  { table: 'images', column: 'image_file_url', counted: 'images' },
  { table: 'foods', column: 'image_url', counted: 'foods' },
] as const;
const KEY_OF_URL = (column: string) => `substring(${column} from '[^/]*$')`;

export async function migrateImages(
  db: Database,
  store: ImageStore,
  options: { from: string; publicUrl: string },
): Promise<ImageMigration> {
  if (!store.keepAs) {
    throw new AdminCommandError(`IMAGE_STORAGE must be database or s3 to move images in (it is ${store.kind})`);
  }
  const folder = path.resolve(options.from);
  let names: string[];
  try {
    names = (await fs.readdir(folder)).sort();
  } catch (error) {
    throw new AdminCommandError(`Cannot read ${folder}: ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}`);
  }

  const result: ImageMigration = { copied: 0, alreadyThere: 0, skipped: [], ignored: 0, rewritten: { images: 0, foods: 0 }, missing: 0 };
  const kept: string[] = [];
  for (const name of names) {
    if (!IMAGE_KEY.test(name)) {
      result.ignored += 1;
      continue;
    }
    const file = path.join(folder, name);
    const stat = await fs.lstat(file);
    if (!stat.isFile()) {
      result.skipped.push({ name, reason: 'not a regular file' });
      continue;
    }
    const data = await fs.readFile(file);
    const contentType = CONTENT_TYPE_OF_KEY_EXTENSION[name.slice(name.lastIndexOf('.') + 1)];
    if (sniffImageType(data) !== contentType) {
      result.skipped.push({ name, reason: `its bytes are not ${contentType}` });
      continue;
    }
    const { added } = await store.keepAs(name, { data, contentType });
    if (added) result.copied += 1;
    else result.alreadyThere += 1;
    kept.push(name);
  }

  const base = options.publicUrl.endsWith('/') ? options.publicUrl : `${options.publicUrl}/`;
  await db.transaction(async (tx) => {
    for (const { table, column, counted } of URL_COLUMNS) result.rewritten[counted] = await rewriteUrls(tx, table, column, base, kept);
  });
  result.missing = await countMissing(db, new Set((await store.list()).map((entry) => entry.key)));
  return result;
}

async function rewriteUrls(tx: Queryable, table: string, column: string, base: string, keys: string[]): Promise<number> {
  if (keys.length === 0) return 0;
  const rows = await tx.query(
    `UPDATE ${table} SET ${column} = $1 || ${KEY_OF_URL(column)}
      WHERE ${column} NOT LIKE 'data:%' AND ${KEY_OF_URL(column)} = ANY($2::text[]) AND ${column} <> $1 || ${KEY_OF_URL(column)}
      RETURNING 1`,
    [base, keys],
  );
  return rows.length;
}

async function countMissing(db: Queryable, stored: Set<string>): Promise<number> {
  const union = URL_COLUMNS.map(
    ({ table, column }) => `SELECT ${KEY_OF_URL(column)} AS key FROM ${table} WHERE ${column} NOT LIKE 'data:%'`,
  );
  const rows = await db.query<{ key: string }>(`SELECT DISTINCT key FROM (${union.join(' UNION ALL ')}) refs WHERE key IS NOT NULL`);
  return rows.filter((row) => IMAGE_KEY.test(row.key) && !stored.has(row.key)).length;
}

/** What the command prints, one line a fact. */
export function describeImageMigration(result: ImageMigration, where: { from: string; store: string; publicUrl: string }): string[] {
  return [
    `${where.from}: ${result.copied} image(s) copied into ${where.store}, ${result.alreadyThere} already there, ${result.skipped.length} skipped, ${result.ignored} other file(s) ignored`,
    ...result.skipped.map(({ name, reason }) => `  skipped ${name}: ${reason}`),
    `URLs set to ${where.publicUrl}<key>: ${result.rewritten.images} restaurant and location image(s), ${result.rewritten.foods} menu item(s)`,
    ...(result.missing > 0 ? [`${result.missing} image URL(s) in rows have no file in the folder or the store: left as they are`] : []),
  ];
}

/** The command: the configured store (IMAGE_STORAGE, IMAGE_PUBLIC_URL, IMAGE_S3_*) over `database`. */
export async function migrateImagesCommand(database: DatabaseEnvironment, from: string | undefined): Promise<string[]> {
  if (!from?.trim()) throw new AdminCommandError('Missing --from <folder> (the IMAGE_DIR the files are in)');
  const images = readImageSettings();
  // Before any store is made (the filesystem one would create its folder).
  if (images.imageStorage !== 'database' && images.imageStorage !== 's3') {
    throw new AdminCommandError(`IMAGE_STORAGE must be database or s3 to move images in (it is ${images.imageStorage})`);
  }
  const db = await openDatabase(database);
  try {
    const [{ table }] = await db.query<{ table: string | null }>(`SELECT to_regclass('stored_images')::text AS "table"`);
    if (images.imageStorage === 'database' && !table) {
      throw new AdminCommandError('The database has no stored_images table yet (migration 044): run admin migrate first');
    }
    const store = await createImageStore(images, db);
    const result = await migrateImages(db, store, { from, publicUrl: images.imagePublicUrl });
    const storeName = images.imageStorage === 's3' ? `bucket ${images.imageS3?.bucket}` : `the ${images.imageStorage} store`;
    return describeImageMigration(result, { from: path.resolve(from), store: storeName, publicUrl: images.imagePublicUrl });
  } finally {
    await db.close();
  }
}
