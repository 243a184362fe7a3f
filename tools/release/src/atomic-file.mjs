// The deployment file is replaced, never edited: a reader (the static server) sees the old file or
// the new one, never half of one, even if this process dies mid-write.
import fs from 'node:fs';
import path from 'node:path';

/**
 * Writes `text` to a temporary file in the target's folder, flushes it to disk, renames it over the
 * target (atomic within one file system) and flushes the folder entry.
 * @param {string} file
 * @param {string} text
 * @param {{ beforeRename?: (tempFile: string) => void }} [hooks]  tests simulate a crash here
 */
export function writeFileAtomic(file, text, hooks = {}) {
  const dir = path.dirname(file);
  fs.mkdirSync(dir, { recursive: true });
  const temp = path.join(dir, `.${path.basename(file)}.${process.pid}.${Date.now()}.tmp`);
  const fd = fs.openSync(temp, 'wx', 0o644);
  try {
    fs.writeFileSync(fd, text);
    fs.fsyncSync(fd);
  } finally {
    fs.closeSync(fd);
  }
  try {
    hooks.beforeRename?.(temp);
    fs.renameSync(temp, file);
  } catch (error) {
    fs.rmSync(temp, { force: true });
    throw error;
  }
  syncDir(dir);
}

/** Removes the file (restoring "no deployment file") and flushes the folder entry. */
export function removeFile(file) {
  fs.rmSync(file, { force: true });
  syncDir(path.dirname(file));
}

function syncDir(dir) {
  let fd;
  try {
    fd = fs.openSync(dir, 'r');
    fs.fsyncSync(fd);
  } catch {
    // Some file systems refuse to fsync a directory; the rename has happened either way.
  } finally {
    if (fd !== undefined) fs.closeSync(fd);
  }
}

/** One JSON line appended and flushed. */
export function appendLine(file, value) {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const fd = fs.openSync(file, 'a', 0o644);
  try {
    fs.writeFileSync(fd, JSON.stringify(value) + '\n');
    fs.fsyncSync(fd);
  } finally {
    fs.closeSync(fd);
  }
}
