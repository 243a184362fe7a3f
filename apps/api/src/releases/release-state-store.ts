// The release state's rules are tools/release's public module (release-state.mjs), the one the API may import.
// eslint-disable-next-line @nx/enforce-module-boundaries
import {
  StaleRelease,
  validateDeploymentShape,
  type DeploymentDocument,
  type ReleaseChange,
  type ReleaseStore,
} from '../../../../tools/release/release-state.mjs';
import type { Database, Queryable } from '../db/database';

/*
 * The deployment document (one row, migrations/045) and its history, with one writer: a change is made in
 * a transaction holding the row's lock (SELECT … FOR UPDATE), and only while the row is still at the
 * version the change was computed from; otherwise StaleRelease (the API's 412) and nothing is written.
 * Two hosts, two release commands at once: one waits for the other's lock, then finds the version moved.
 */

interface StateRow {
  version: number;
  document: DeploymentDocument | null;
}

interface ChangeRow {
  seq: number;
  at: Date;
  who: string;
  command: string[];
  before: DeploymentDocument | null;
  after: DeploymentDocument | null;
  undoes: number | null;
}

const CHANGE_COLUMNS = 'seq, at, who, command, before, after, undoes';

const changeOf = (row: ChangeRow): ReleaseChange => ({
  seq: row.seq,
  at: new Date(row.at).toISOString(),
  who: row.who,
  command: row.command,
  before: row.before,
  after: row.after,
  ...(row.undoes ? { undoes: row.undoes } : {}),
});

/** A rollback of a change that is not in the history, or that was undone already. */
export class UndoRefused extends Error {}

/** A moved-in history (import-deployment) lands only in a release state that has none yet. */
async function importHistory(tx: Queryable, records: readonly ReleaseChange[]): Promise<void> {
  const [{ count }] = await tx.query<{ count: number }>('SELECT count(*) AS count FROM release_changes');
  if (count > 0)
    throw new UndoRefused('The releases have a history already: a deployment file can only be moved into releases without one');
  const seqs = new Set(records.map((record) => record.seq));
  for (const record of records) {
    if (record.undoes !== undefined && !seqs.has(record.undoes))
      throw new UndoRefused(`History line #${record.seq} undoes #${record.undoes}, which is not in it`);
    await tx.query(
      `INSERT INTO release_changes (seq, at, who, command, command_line, before, after, undoes)
       VALUES ($1, $2, $3, ARRAY(SELECT jsonb_array_elements_text($4::jsonb)), $5, $6::jsonb, $7::jsonb, $8)`,
      [
        record.seq,
        new Date(record.at),
        record.who,
        JSON.stringify(record.command),
        record.command.join(' '),
        record.before === null ? null : JSON.stringify(record.before),
        record.after === null ? null : JSON.stringify(record.after),
        record.undoes ?? null,
      ],
    );
  }
}

/** `who`: the caller's name for the history (a person's email address, a service token's name). */
export function releaseStateStore(db: Database, { who, now }: { who: () => string; now: () => Date }): ReleaseStore {
  return {
    async read() {
      const [row] = await db.query<StateRow>('SELECT version, document FROM deployment_state');
      return { version: row.version, document: row.document };
    },

    async write({ version, command, document, undoes, at, imported }) {
      if (document !== null) validateDeploymentShape(document);
      return db.transaction(async (tx) => {
        const [row] = await tx.query<StateRow>('SELECT version, document FROM deployment_state FOR UPDATE');
        if (row.version !== version) {
          throw new StaleRelease(
            `The release state changed after it was read (now version ${row.version}); nothing was saved`,
            row.version,
          );
        }
        const time = at ?? now();
        await tx.query('UPDATE deployment_state SET version = version + 1, document = $1::jsonb, changed_at = $2, last_command = $3', [
          document === null ? null : JSON.stringify(document),
          time,
          command?.join(' ') ?? null,
        ]);
        if (!command) return { version: row.version + 1 };
        if (imported?.length) await importHistory(tx, imported);
        if (undoes !== undefined) {
          const [target] = await tx.query<{ undone: boolean }>(
            'SELECT EXISTS (SELECT 1 FROM release_changes WHERE undoes = $1) AS undone FROM release_changes WHERE seq = $1',
            [undoes],
          );
          if (!target) throw new UndoRefused(`There is no change #${undoes} to roll back`);
          if (target.undone) throw new UndoRefused(`Change #${undoes} was rolled back already`);
        }
        // Under the row's lock: no other change takes the same number.
        const [change] = await tx.query<ChangeRow>(
          `INSERT INTO release_changes (seq, at, who, command, command_line, before, after, undoes)
           SELECT coalesce(max(seq), 0) + 1, $1, $2, ARRAY(SELECT jsonb_array_elements_text($3::jsonb)), $4, $5::jsonb, $6::jsonb, $7
             FROM release_changes
           RETURNING ${CHANGE_COLUMNS}`,
          [
            time,
            who(),
            JSON.stringify(command),
            command.join(' '),
            row.document === null ? null : JSON.stringify(row.document),
            document === null ? null : JSON.stringify(document),
            undoes ?? null,
          ],
        );
        return { version: row.version + 1, change: changeOf(change) };
      });
    },

    async history() {
      const rows = await db.query<ChangeRow>(`SELECT ${CHANGE_COLUMNS} FROM release_changes ORDER BY seq`);
      return rows.map(changeOf);
    },
  };
}
