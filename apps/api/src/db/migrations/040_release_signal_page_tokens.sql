-- ── Release signals judged per person, from pages we served (issue 36) ─────────────────────────────
-- Each person's worst LCP, INP and CLS bucket of a release in a minute, so the summary's p75 is taken over
-- people, not views: one person's 80 slow views are one slow person. Null when they had no sample.
ALTER TABLE release_signal_people
  ADD COLUMN lcp_bucket integer,
  ADD COLUMN inp_bucket integer,
  ADD COLUMN cls_bucket integer;

-- The views each person has had recorded in a minute (all releases), so a person's views per minute are
-- capped: `granted` is what the last report was allowed to add, read back by the same statement.
CREATE TABLE release_signal_person_minutes (
  minute timestamptz NOT NULL,
  reporter text NOT NULL,
  views integer NOT NULL,
  granted integer NOT NULL,
  PRIMARY KEY (minute, reporter)
);

-- The versions page tokens were issued for, one row per remote: a remote counts a bounded number of versions
-- a day (the set starts again a day after it began), so made-up version strings cannot make thousands of
-- releases. One row, so simultaneous requests queue on it and none slips past the bound.
CREATE TABLE release_signal_versions (
  remote text PRIMARY KEY,
  versions text[] NOT NULL,
  since timestamptz NOT NULL
);
