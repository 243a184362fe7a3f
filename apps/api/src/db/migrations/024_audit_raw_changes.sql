-- ── Activity: the change written with the write, its event composed beside it (issue 24) ──────────
-- After 021 recording still added 14 % to a menu item update (the issue allows 10 %). Measured with the
-- same one-row UPDATE on 1,000,000 events, server CPU a transaction: the trigger and the row as JSON about
-- 0.25 ms, the INSERT into audit_events and its six indexes under 0.1 ms, composing the event (the
-- changed fields in product words, the label, the restaurant) about 0.45 ms. So the transaction of a
-- change now writes only what changed: each changed row (secrets removed) with the call's context and
-- time, appended to audit_raw_changes in the same transaction. A rollback takes it away; a commit makes
-- it as durable as the change. The event is composed from those rows afterwards, by 021's audit_compose,
-- one event per transaction as before, in audit_compose_pending():
-- - before every activity read, which waits for a composer already at work, so a read never misses a
--   committed change (activity-reads);
-- - soon after a write, in the background of the API process that made it (activity/activity-composer.ts).
-- Composers take turns on one advisory lock, so two API processes and concurrent readers never compose a
-- transaction twice; writers never take it. An event the API records itself (a security event) removes the
-- transaction's raw rows (activity/activity-events.ts), and later ones are not written (activity.recorded).

CREATE TABLE audit_raw_changes (
  tx bigint NOT NULL DEFAULT txid_current(),
  seq bigint GENERATED ALWAYS AS IDENTITY,
  occurred_at timestamptz NOT NULL DEFAULT now(),  -- the transaction's time, which its event keeps
  context text NOT NULL,                           -- activity.context: who, the action, the tables' words
  table_name text NOT NULL,
  op text NOT NULL,
  row_id integer,
  row_ids integer[],                               -- a statement's rows of an id-only table, in one row
  old_row jsonb,
  new_row jsonb
);
-- The one index: a transaction's rows, for the composer and for an explicit event that replaces them.
CREATE INDEX audit_raw_changes_tx_idx ON audit_raw_changes (tx);

-- An event composed later keeps the time of its change: the composer names it in activity.occurred_at.
ALTER TABLE audit_events
  ALTER COLUMN occurred_at SET DEFAULT coalesce(nullif(current_setting('activity.occurred_at', true), '')::timestamptz, now());


-- The staging and composing functions are defined once, in db/functions/audit-composer.sql.
-- 016 to 021's staging, composed at COMMIT, is gone: nothing stages there or wakes its composer any more.
-- A database made since that file exists never had it (the IF EXISTS), one made before loses it here.
DROP TRIGGER IF EXISTS audit_pending_record ON audit_pending;
DROP FUNCTION IF EXISTS record_staged_activity();
DROP FUNCTION IF EXISTS audit_stage(jsonb);
DROP FUNCTION IF EXISTS audit_compose_first_row(jsonb);
DROP FUNCTION IF EXISTS audit_staging_to_table();
DROP FUNCTION IF EXISTS audit_staged_row(text, text, text, boolean, jsonb, jsonb);
DROP TABLE IF EXISTS audit_pending;
DROP TABLE IF EXISTS audit_staged_rows;
