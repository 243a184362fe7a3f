// Every change of the deployment document is one history record: who, when, the command, the document
// before and after (kept by the release store, release-store.mjs). `rollback` reads it: it undoes the
// newest change not yet undone, so repeated rollbacks walk back.

/** The newest change that no rollback has undone yet, or undefined. */
export function lastUndoableChange(records) {
  const undone = new Set(records.filter((record) => record.undoes).map((record) => record.undoes));
  return [...records].reverse().find((record) => record.command[0] !== 'rollback' && !undone.has(record.seq));
}
