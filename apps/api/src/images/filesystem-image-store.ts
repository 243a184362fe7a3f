import { randomBytes } from 'node:crypto';
import { constants, promises as fs } from 'node:fs';
import path from 'node:path';
import { EXTENSION_OF } from './image-types';
import { CONTENT_TYPE_OF_KEY_EXTENSION, IMAGE_KEY, keyAtEndOf, type ImageStore } from './image-store';

export interface FilesystemImageStoreOptions {
  /** Where the files go; created when missing. */
  directory: string;
  /** The base URL the console fetches images from, ending in '/' (`http://localhost:3333/images/`). */
  publicUrl: string;
}

/** Files being written, renamed to their key once complete; never served. */
const TEMPORARY = /^\.tmp-[0-9a-f]{16}$/;
/** A temporary file this old was left by a process that stopped mid-write. */
const ABANDONED_AFTER_MS = 60 * 60 * 1000;

/**
 * Images as files in one directory, each named by a random key with the extension of its real type
 * (never the uploader's file name). A file is written under a temporary name, flushed, then renamed,
 * so a reader sees the whole file or none. Files are written 0644 (never executable) and read with
 * O_NOFOLLOW, so only regular files the store wrote are served.
 */
export async function createFilesystemImageStore({ directory, publicUrl }: FilesystemImageStoreOptions): Promise<ImageStore> {
  await fs.mkdir(directory, { recursive: true });
  await removeAbandonedTemporaryFiles(directory);
  const base = publicUrl.endsWith('/') ? publicUrl : `${publicUrl}/`;
  const fileOf = (key: string) => path.join(directory, key);

  return {
    kind: 'filesystem',

    async save(image) {
      const key = `${randomBytes(16).toString('hex')}.${EXTENSION_OF[image.contentType]}`;
      const temporary = fileOf(`.tmp-${randomBytes(8).toString('hex')}`);
      try {
        const handle = await fs.open(temporary, 'wx', 0o644);
        try {
          await handle.writeFile(image.data);
          await handle.sync();
        } finally {
          await handle.close();
        }
        await fs.rename(temporary, fileOf(key));
      } catch (error) {
        await fs.rm(temporary, { force: true }).catch(() => undefined);
        throw error;
      }
      return `${base}${key}`;
    },

    async remove(url) {
      const key = keyAtEndOf(url);
      if (key) await fs.rm(fileOf(key), { force: true });
    },

    async read(key) {
      if (!IMAGE_KEY.test(key)) return undefined;
      let handle: fs.FileHandle;
      try {
        handle = await fs.open(fileOf(key), constants.O_RDONLY | (constants.O_NOFOLLOW ?? 0));
      } catch (error) {
        if (isMissing(error)) return undefined;
        throw error;
      }
      try {
        if (!(await handle.stat()).isFile()) return undefined;
        const data = await handle.readFile();
        const contentType = CONTENT_TYPE_OF_KEY_EXTENSION[key.slice(key.lastIndexOf('.') + 1)];
        return { data, contentType, etag: `"${key.slice(0, key.indexOf('.'))}"` };
      } finally {
        await handle.close();
      }
    },

    keyOf: keyAtEndOf,

    async list() {
      const names = (await fs.readdir(directory)).filter((name) => IMAGE_KEY.test(name));
      const listed = await Promise.all(
        names.map(async (key) => {
          const stat = await fs.lstat(fileOf(key)).catch(() => undefined);
          return stat?.isFile() ? { key, writtenAt: stat.mtime } : undefined;
        }),
      );
      return listed.filter((entry) => entry !== undefined);
    },
  };
}

async function removeAbandonedTemporaryFiles(directory: string): Promise<void> {
  const cutoff = Date.now() - ABANDONED_AFTER_MS;
  for (const name of await fs.readdir(directory)) {
    if (!TEMPORARY.test(name)) continue;
    const stat = await fs.lstat(path.join(directory, name)).catch(() => undefined);
    if (stat?.isFile() && stat.mtimeMs < cutoff) await fs.rm(path.join(directory, name), { force: true });
  }
}

function isMissing(error: unknown): boolean {
  const code = (error as NodeJS.ErrnoException).code;
  // ELOOP: a symbolic link where a key should be (O_NOFOLLOW), which the store never writes.
  return code === 'ENOENT' || code === 'ELOOP' || code === 'ENOTDIR';
}
