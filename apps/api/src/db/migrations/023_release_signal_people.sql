-- ── Release signals: the people behind the error views and failed loads (issue 25) ────────────────
-- The summary counts, of the people who sent a release's views, those who had an error view (an error or a
-- crash) and those who had a failed load (totals.errorPeople, failedLoadPeople). One client posting failing
-- views under many visitor keys is then a few people with errors however many views it sends (its network
-- counts a few keys), so the release tool, which asks that the share of people with errors be worse too,
-- cannot be pushed into an abort by it while real people see none.
-- Kept on the reporter's row of its release and minute: true once any of its views there had one. Adding
-- columns with a constant default does not rewrite the table.
ALTER TABLE release_signal_people
  ADD COLUMN erred boolean NOT NULL DEFAULT false,
  ADD COLUMN failed_load boolean NOT NULL DEFAULT false;

-- The rows written before this migration, from the raw views (kept 7 days of the aggregates' 8): a view
-- counted in the minute its report arrived (release-signal-actions.ts), by the same reporter.
UPDATE release_signal_people AS p
   SET erred = v.erred, failed_load = v.failed_load
  FROM (
    SELECT date_bin(interval '1 minute', received_at, timestamptz 'epoch') AS minute, remote, version, canary, reporter,
           bool_or(errors > 0 OR crashed) AS erred, bool_or(failed_load) AS failed_load
      FROM release_signal_views
     GROUP BY 1, remote, version, canary, reporter
  ) AS v
 WHERE (p.minute, p.remote, p.version, p.canary, p.reporter) = (v.minute, v.remote, v.version, v.canary, v.reporter)
   AND (v.erred OR v.failed_load);
