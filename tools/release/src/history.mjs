// Every change of the deployment file is one JSON line: who, when, the command, the file before and
// after. `rollback` reads it: it undoes the newest change not yet undone, so repeated rollbacks walk back.
import fs from 'node:fs';
import { appendLine } from './atomic-file.mjs';

/** @returns {Array<{ seq: number, at: string, who: string, command: string[], before: object|null, after: object|null, undoes?: number }>} */
export function readHistory(config) {
  if (!fs.existsSync(config.historyFile)) return [];
  return fs
    .readFileSync(config.historyFile, 'utf8')
    .split('\n')
    .filter((line) => line.trim())
    .flatMap((line) => {
      try {
        return [JSON.parse(line)];
      } catch {
        return []; // a torn last line (a crash mid-append) is skipped, not fatal
      }
    });
}

export function appendHistory(config, { command, before, after, undoes, now = new Date() }) {
  const records = readHistory(config);
  const seq = records.length ? Math.max(...records.map((record) => record.seq ?? 0)) + 1 : 1;
  const record = { seq, at: now.toISOString(), who: config.user, command, before, after, ...(undoes ? { undoes } : {}) };
  appendLine(config.historyFile, record);
  return record;
}

/** The newest change that no rollback has undone yet, or undefined. */
export function lastUndoableChange(records) {
  const undone = new Set(records.filter((record) => record.undoes).map((record) => record.undoes));
  return [...records].reverse().find((record) => record.command[0] !== 'rollback' && !undone.has(record.seq));
}
