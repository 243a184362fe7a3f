import type { Database } from '../db/database';
import type { ContractSchema } from '../http/contract-types';

type RemoteName = ContractSchema<'RemoteName'>;
/** The body of POST /remote-loads/report, as the contract checked it. */
type RemoteLoadReport = ContractSchema<'RemoteLoadReport'>;

export interface RemoteLoadSummaryRow {
  remote: RemoteName;
  version: string;
  canary: boolean;
  loads: number;
  failures: number;
  fallbacks: number;
  failureRate: number;
  /** Distinct people (reporters) with an attempt or a failure, and those with a failure. */
  people: number;
  failingPeople: number;
  lastError?: string;
}

/** Reports are kept this long: longer than the widest summary window (7 days). */
export const REPORT_RETENTION_DAYS = 8;
const MINUTE_MS = 60_000;

export function remoteLoadActions(db: Database, now: () => Date) {
  return {
    /**
     * Stores one report with its reporter (a keyed hash, report-reporters.ts; never the visitor key
     * itself) and, in the same statement, deletes the expired ones.
     */
    async record(report: RemoteLoadReport, reporter: string): Promise<void> {
      const at = now();
      await db.query(
        `WITH expired AS (DELETE FROM remote_load_reports WHERE received_at < $9)
         INSERT INTO remote_load_reports (remote, version, canary, outcome, stage, error, bucket, received_at, reporter)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $10)`,
        [
          report.remote,
          report.version,
          report.canary,
          report.outcome,
          report.stage ?? null,
          report.error ?? null,
          report.bucket ?? null,
          at,
          new Date(at.getTime() - REPORT_RETENTION_DAYS * 24 * 60 * MINUTE_MS),
          reporter,
        ],
      );
    },

    /**
     * One row per remote, version and canary flag with reports in the window (one statement). A load is
     * an attempt: a `loaded` report, or a `failed` one before mounting (a mount failure follows its own
     * `loaded` report); loads never count below failures, so the rate stays within 0..1. People count
     * each reporter once however many reports it sent: what the release check judges a canary on.
     */
    async summary(sinceMinutes: number): Promise<RemoteLoadSummaryRow[]> {
      const since = new Date(now().getTime() - sinceMinutes * MINUTE_MS);
      const rows = await db.query<RemoteLoadSummaryRow & { lastError: string | null }>(
        `WITH counted AS (
           SELECT remote, version, canary,
                  count(*) FILTER (WHERE outcome = 'loaded' OR (outcome = 'failed' AND stage IS DISTINCT FROM 'mount')) AS attempts,
                  count(*) FILTER (WHERE outcome = 'failed') AS failures,
                  count(*) FILTER (WHERE outcome = 'fell-back') AS fallbacks,
                  count(DISTINCT reporter) FILTER (WHERE outcome IN ('loaded', 'failed'))::int AS people,
                  count(DISTINCT reporter) FILTER (WHERE outcome = 'failed')::int AS "failingPeople",
                  (array_agg(concat_ws(': ', stage, coalesce(error, 'no message')) ORDER BY received_at DESC, report_id DESC)
                     FILTER (WHERE outcome = 'failed'))[1] AS "lastError"
             FROM remote_load_reports
            WHERE received_at >= $1
            GROUP BY remote, version, canary
         )
         SELECT remote, version, canary, greatest(attempts, failures) AS loads, failures, fallbacks,
                CASE WHEN greatest(attempts, failures) = 0 THEN 0
                     ELSE round(failures::numeric / greatest(attempts, failures), 4)::float8 END AS "failureRate",
                people, "failingPeople", "lastError"
           FROM counted
          ORDER BY remote, canary DESC, version`,
        [since],
      );
      return rows.map(({ lastError, ...row }) => (lastError === null ? row : { ...row, lastError }));
    },
  };
}
