import type { Database } from '../db/database';
import type { ContractSchema } from '../http/contract-types';
import { bucketOf, valueOfBucket, type SignalMetric } from './signal-histogram';

type RemoteName = ContractSchema<'RemoteName'>;
/** One page view of one release, as the contract checked it. */
type ReleaseSignalView = ContractSchema<'ReleaseSignalView'>;
type ReleaseSignalRelease = ContractSchema<'ReleaseSignalRelease'>;
type ReleaseSignalMinute = ContractSchema<'ReleaseSignalMinute'>;

const MINUTE_MS = 60_000;

/*
 * One statement per report, so it lands whole or not at all: the raw views, then their minute's
 * aggregates (added to what other reports of the minute left, each key once per statement), the samples of
 * their histograms, and the reporter once per release and minute, marked once any of its views there had an
 * error (or a crash) or a failed load, with the person's worst LCP, INP and CLS bucket there (the summary's
 * p75 is over people). The views come as one JSON parameter.
 */
const RECORD = `
  WITH input AS (
    SELECT * FROM jsonb_to_recordset($1::jsonb) AS v(
      remote text, version text, canary boolean, errors integer, failed_load boolean, crashed boolean,
      lcp float8, inp float8, cls float8, lcp_bucket integer, inp_bucket integer, cls_bucket integer)
  ), raw AS (
    INSERT INTO release_signal_views (remote, version, canary, received_at, reporter, errors, failed_load, crashed, lcp, inp, cls)
    SELECT remote, version, canary, $2, $4, errors, failed_load, crashed, lcp, inp, cls FROM input
  ), minutes AS (
    INSERT INTO release_signal_minutes AS m (minute, remote, version, canary, views, error_views, failed_loads, crashes)
    SELECT $3::timestamptz, remote, version, canary, count(*),
           count(*) FILTER (WHERE errors > 0 OR crashed), count(*) FILTER (WHERE failed_load), count(*) FILTER (WHERE crashed)
      FROM input GROUP BY remote, version, canary ORDER BY remote, version, canary
    ON CONFLICT (minute, remote, version, canary) DO UPDATE SET
      views = m.views + excluded.views,
      error_views = m.error_views + excluded.error_views,
      failed_loads = m.failed_loads + excluded.failed_loads,
      crashes = m.crashes + excluded.crashes
  ), samples AS (
    SELECT remote, version, canary, 'lcp' AS metric, lcp_bucket AS bucket FROM input WHERE lcp_bucket IS NOT NULL
    UNION ALL SELECT remote, version, canary, 'inp', inp_bucket FROM input WHERE inp_bucket IS NOT NULL
    UNION ALL SELECT remote, version, canary, 'cls', cls_bucket FROM input WHERE cls_bucket IS NOT NULL
  ), histograms AS (
    INSERT INTO release_signal_histograms AS h (minute, remote, version, canary, metric, bucket, samples)
    SELECT $3::timestamptz, remote, version, canary, metric, bucket, count(*)
      FROM samples GROUP BY remote, version, canary, metric, bucket ORDER BY remote, version, canary, metric, bucket
    ON CONFLICT (minute, remote, version, canary, metric, bucket) DO UPDATE SET samples = h.samples + excluded.samples
  )
  INSERT INTO release_signal_people AS p (minute, remote, version, canary, reporter, erred, failed_load, lcp_bucket, inp_bucket, cls_bucket)
  SELECT $3::timestamptz, remote, version, canary, $4, bool_or(errors > 0 OR crashed), bool_or(failed_load),
         max(lcp_bucket), max(inp_bucket), max(cls_bucket)
    FROM input GROUP BY remote, version, canary ORDER BY remote, version, canary
  ON CONFLICT (minute, remote, version, canary, reporter) DO UPDATE SET
    erred = p.erred OR excluded.erred,
    failed_load = p.failed_load OR excluded.failed_load,
    lcp_bucket = GREATEST(p.lcp_bucket, excluded.lcp_bucket),
    inp_bucket = GREATEST(p.inp_bucket, excluded.inp_bucket),
    cls_bucket = GREATEST(p.cls_bucket, excluded.cls_bucket)`;

/** Views one person may have recorded in a minute, over all releases: beyond, a report's views are dropped. */
export const VIEWS_PER_PERSON_PER_MINUTE = 30;

/*
 * How many of a report's views its person may still have recorded this minute, taken atomically on the
 * person's row (simultaneous reports queue on it): `granted` is what this statement added.
 */
const GRANT = `
  INSERT INTO release_signal_person_minutes AS g (minute, reporter, views, granted)
  VALUES ($1, $2, LEAST($3::int, $4::int), LEAST($3::int, $4::int))
  ON CONFLICT (minute, reporter) DO UPDATE SET
    granted = LEAST($4::int, g.views + $3::int) - g.views,
    views = LEAST($4::int, g.views + $3::int)
  RETURNING granted`;

/** A window's minutes: from the one that holds `from`, up to (not including) `to`. */
const IN_WINDOW = `remote = $1 AND minute >= date_trunc('minute', $2::timestamptz) AND minute < $3`;
/** The item of `minutes` a minute adds to: steps of $4 minutes from the window's first minute. */
const SLOT = `date_bin($4::int * interval '1 minute', minute, date_trunc('minute', $2::timestamptz))`;

/*
 * The whole summary in one statement, so its figures come from one snapshot (a view arriving meanwhile is
 * in all of them or none), as rows of three kinds:
 * - `minute`: a release's counts in one step (a minute, or `step` minutes from the window's first);
 * - `people`: a release's distinct reporters over the window, and of them those with an error view and
 *   those with a failed load;
 * - `p75`: the p75 bucket of a release's metric in one step (minute set) or over the window (minute
 *   null) over its people, each counted once by their worst bucket there, with the number of people
 *   (`samples`): the first bucket, in order, at which the running count reaches the nearest rank, ceil(0.75 n).
 */
const SUMMARY = `
  WITH person AS (
    SELECT version, canary, ${SLOT} AS slot, reporter, metric, bucket
      FROM release_signal_people
     CROSS JOIN LATERAL (VALUES ('lcp', lcp_bucket), ('inp', inp_bucket), ('cls', cls_bucket)) AS b(metric, bucket)
     WHERE ${IN_WINDOW} AND bucket IS NOT NULL
  ), per_person AS (
    SELECT version, canary, slot AS minute, reporter, metric, max(bucket) AS bucket FROM person GROUP BY version, canary, slot, reporter, metric
    UNION ALL
    SELECT version, canary, NULL, reporter, metric, max(bucket) FROM person GROUP BY version, canary, reporter, metric
  ), per AS (
    SELECT version, canary, minute, metric, bucket, count(*) AS samples FROM per_person GROUP BY version, canary, minute, metric, bucket
  ), ranked AS (
    SELECT version, canary, minute, metric, bucket,
           sum(samples) OVER (PARTITION BY version, canary, minute, metric ORDER BY bucket) AS running,
           sum(samples) OVER (PARTITION BY version, canary, minute, metric) AS total
      FROM per
  ), p75 AS (
    SELECT DISTINCT ON (version, canary, minute, metric) version, canary, minute, metric, bucket, total
      FROM ranked WHERE running >= ceil(total * 0.75)
     ORDER BY version, canary, minute, metric, bucket
  )
  SELECT 'minute' AS kind, version, canary, slot AS minute, sum(views)::int AS views, sum(error_views)::int AS "errorViews",
         sum(failed_loads)::int AS "failedLoads", sum(crashes)::int AS crashes,
         NULL::int AS people, NULL::int AS "errorPeople", NULL::int AS "failedLoadPeople",
         NULL::text AS metric, NULL::int AS bucket, NULL::int AS samples
    FROM (SELECT *, ${SLOT} AS slot FROM release_signal_minutes WHERE ${IN_WINDOW}) AS m
   GROUP BY version, canary, slot
  UNION ALL
  SELECT 'people', version, canary, NULL, NULL, NULL, NULL, NULL, count(DISTINCT reporter)::int,
         count(DISTINCT reporter) FILTER (WHERE erred)::int, count(DISTINCT reporter) FILTER (WHERE failed_load)::int, NULL, NULL, NULL
    FROM release_signal_people WHERE ${IN_WINDOW} GROUP BY version, canary
  UNION ALL
  SELECT 'p75', version, canary, minute, NULL, NULL, NULL, NULL, NULL, NULL, NULL, metric, bucket, total::int FROM p75
  ORDER BY canary DESC, version, minute`;

type SummaryRow = { version: string; canary: boolean } & (
  | { kind: 'minute'; minute: Date; views: number; errorViews: number; failedLoads: number; crashes: number }
  | { kind: 'people'; people: number; errorPeople: number; failedLoadPeople: number }
  | { kind: 'p75'; minute: Date | null; metric: SignalMetric; bucket: number; samples: number }
);

const releaseKey = (row: { version: string; canary: boolean }) => `${row.canary ? 'canary' : 'stable'}\u0000${row.version}`;

export function releaseSignalActions(db: Database, now: () => Date) {
  return {
    /** Stores a report's views for its person (a keyed hash) in the current minute, up to the person's cap; answers how many. */
    async record(views: readonly ReleaseSignalView[], reporter: string): Promise<number> {
      const at = now();
      const minute = new Date(Math.floor(at.getTime() / MINUTE_MS) * MINUTE_MS);
      const [{ granted }] = await db.query<{ granted: number }>(GRANT, [minute, reporter, views.length, VIEWS_PER_PERSON_PER_MINUTE]);
      if (granted <= 0) return 0;
      const rows = views.slice(0, granted).map((view) => ({
        remote: view.remote,
        version: view.version,
        canary: view.canary,
        errors: view.errors,
        failed_load: view.failedLoad ?? false,
        crashed: view.crashed ?? false,
        lcp: view.lcp ?? null,
        inp: view.inp ?? null,
        cls: view.cls ?? null,
        lcp_bucket: view.lcp === undefined ? null : bucketOf('lcp', view.lcp),
        inp_bucket: view.inp === undefined ? null : bucketOf('inp', view.inp),
        cls_bucket: view.cls === undefined ? null : bucketOf('cls', view.cls),
      }));
      await db.query(RECORD, [JSON.stringify(rows), at, minute, reporter]);
      return rows.length;
    },

    /** One remote's releases with views in the window, canary first then by version: totals, and figures by steps of `step` minutes. */
    async summary(remote: RemoteName, from: Date, to: Date, step = 1): Promise<ReleaseSignalRelease[]> {
      const rows = await db.query<SummaryRow>(SUMMARY, [remote, from, to, step]);

      const p75Of = new Map<string, { bucket: number; samples: number; metric: SignalMetric }>();
      const peopleOf = new Map<string, { people: number; errorPeople: number; failedLoadPeople: number }>();
      for (const row of rows) {
        if (row.kind === 'p75') p75Of.set(`${releaseKey(row)}\u0000${row.minute?.toISOString() ?? 'all'}\u0000${row.metric}`, row);
        if (row.kind === 'people') peopleOf.set(releaseKey(row), row);
      }
      const p75 = (release: string, minute: string, metric: SignalMetric) => {
        const row = p75Of.get(`${release}\u0000${minute}\u0000${metric}`);
        return { value: row ? valueOfBucket(metric, row.bucket) : null, samples: row?.samples ?? 0 };
      };

      const releases = new Map<string, ReleaseSignalRelease>();
      for (const row of rows) {
        if (row.kind !== 'minute') continue;
        const key = releaseKey(row);
        let release = releases.get(key);
        if (!release) {
          const [inp, lcp, cls] = (['inp', 'lcp', 'cls'] as const).map((metric) => p75(key, 'all', metric));
          const people = peopleOf.get(key) ?? { people: 0, errorPeople: 0, failedLoadPeople: 0 };
          const totals = {
            views: 0,
            errorViews: 0,
            failedLoads: 0,
            crashes: 0,
            people: people.people,
            errorPeople: people.errorPeople,
            failedLoadPeople: people.failedLoadPeople,
          };
          release = {
            version: row.version,
            canary: row.canary,
            totals: {
              ...totals,
              inpP75: inp.value,
              inpSamples: inp.samples,
              lcpP75: lcp.value,
              lcpSamples: lcp.samples,
              clsP75: cls.value,
              clsSamples: cls.samples,
            },
            minutes: [],
          };
          releases.set(key, release);
        }
        const minute = row.minute.toISOString();
        const entry: ReleaseSignalMinute = {
          minute,
          views: row.views,
          errorViews: row.errorViews,
          failedLoads: row.failedLoads,
          crashes: row.crashes,
          inpP75: p75(key, minute, 'inp').value,
          lcpP75: p75(key, minute, 'lcp').value,
          clsP75: p75(key, minute, 'cls').value,
        };
        release.minutes.push(entry);
        release.totals.views += row.views;
        release.totals.errorViews += row.errorViews;
        release.totals.failedLoads += row.failedLoads;
        release.totals.crashes += row.crashes;
      }
      return [...releases.values()];
    },
  };
}
