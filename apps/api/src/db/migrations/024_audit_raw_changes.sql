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

-- Updates, row by row (OLD and NEW pair each row's before and after). Secrets are removed only from rows
-- that hold them (each removal copies the row).
CREATE OR REPLACE FUNCTION stage_audit_row() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ctx text := current_setting('activity.context', true);
  old_json jsonb;
  new_json jsonb;
BEGIN
  IF coalesce(ctx, '') = '' OR coalesce(current_setting('activity.recorded', true), '') = '1' THEN
    RETURN NULL;
  END IF;
  new_json := to_jsonb(NEW);
  IF TG_NARGS > 1 AND TG_ARGV[1] = 'id-only' THEN
    INSERT INTO audit_raw_changes (context, table_name, op, row_id)
    VALUES (ctx, TG_TABLE_NAME, TG_OP, (new_json ->> TG_ARGV[0])::integer);
    RETURN NULL;
  END IF;
  old_json := to_jsonb(OLD);
  IF new_json ?| ARRAY['password_hash', 'code_hash', 'session_id'] THEN
    old_json := old_json - 'password_hash' - 'code_hash' - 'session_id';
    new_json := new_json - 'password_hash' - 'code_hash' - 'session_id';
  END IF;
  INSERT INTO audit_raw_changes (context, table_name, op, row_id, old_row, new_row)
  VALUES (ctx, TG_TABLE_NAME, TG_OP, (new_json ->> TG_ARGV[0])::integer, old_json, new_json);
  RETURN NULL;
END;
$$;

-- Inserts and deletes, a statement at a time, from its transition table (changed_rows): one set-based
-- INSERT, and the ids alone, in one row, for an id-only table (the 20,000 recipients of a notification).
CREATE OR REPLACE FUNCTION stage_audit_statement() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ctx text := current_setting('activity.context', true);
BEGIN
  IF coalesce(ctx, '') = '' OR coalesce(current_setting('activity.recorded', true), '') = '1' THEN
    RETURN NULL;
  END IF;
  IF TG_NARGS > 1 AND TG_ARGV[1] = 'id-only' THEN
    EXECUTE format('INSERT INTO audit_raw_changes (context, table_name, op, row_ids)
                    SELECT $1, $2, $3, array_agg(%I) FROM changed_rows HAVING count(*) > 0', TG_ARGV[0])
      USING ctx, TG_TABLE_NAME, TG_OP;
  ELSE
    INSERT INTO audit_raw_changes (context, table_name, op, row_id, old_row, new_row)
    SELECT ctx, TG_TABLE_NAME, TG_OP, (j ->> TG_ARGV[0])::integer,
           CASE WHEN TG_OP = 'DELETE' THEN j END, CASE WHEN TG_OP = 'INSERT' THEN j END
      FROM (SELECT to_jsonb(c) - 'password_hash' - 'code_hash' - 'session_id' AS j FROM changed_rows c) AS rows;
  END IF;
  RETURN NULL;
END;
$$;

-- Composes the event of every committed transaction waiting in audit_raw_changes, oldest first, and
-- removes its rows; answers how many events. wait: take turns with a composer at work (a read, which must
-- see every committed change), else give way to it (the background) and answer -1. Nothing waiting: no lock.
CREATE FUNCTION audit_compose_pending(wait boolean) RETURNS integer LANGUAGE plpgsql AS $$
DECLARE
  pending record;
  groups jsonb;
  ctx text;
  occurred timestamptz;
  composed integer := 0;
BEGIN
  IF NOT EXISTS (SELECT 1 FROM audit_raw_changes) THEN RETURN 0; END IF;
  IF wait THEN
    PERFORM pg_advisory_xact_lock(hashtext('audit_compose_pending'));
  ELSIF NOT pg_try_advisory_xact_lock(hashtext('audit_compose_pending')) THEN
    RETURN -1;
  END IF;
  FOR pending IN SELECT tx, min(seq) AS first_seq FROM audit_raw_changes GROUP BY tx ORDER BY first_seq LOOP
   BEGIN
    -- Each changed row once (its state before the transaction and after its last change), by table, in
    -- one sort (as 021's COMMIT composer gathered them).
    WITH deleted AS (
      DELETE FROM audit_raw_changes WHERE tx = pending.tx
      RETURNING seq, occurred_at, context, table_name, op, row_id, row_ids, old_row, new_row
    ), gone AS (
      -- A listed id's order: its raw row's, then its place in the list (2^20 places a row keep the
      -- products far from overflowing, a longer list only blurring which ids come first).
      SELECT seq * 1048576 AS seq, table_name, op, row_id, old_row, new_row FROM deleted WHERE row_ids IS NULL
      UNION ALL
      SELECT d.seq * 1048576 + listed.position, d.table_name, d.op, listed.id, NULL, NULL
        FROM deleted d CROSS JOIN LATERAL unnest(d.row_ids) WITH ORDINALITY AS listed(id, position) WHERE d.row_ids IS NOT NULL
    ), per_row AS (
      SELECT table_name, row_id, seq,
             first_value(seq) OVER w AS first_seq, first_value(op) OVER w AS first_op, first_value(old_row) OVER w AS old_row,
             last_value(seq) OVER w AS last_seq, last_value(op) OVER w AS last_op, last_value(new_row) OVER w AS new_row
        FROM gone
      WINDOW w AS (PARTITION BY table_name, row_id ORDER BY seq ROWS BETWEEN UNBOUNDED PRECEDING AND UNBOUNDED FOLLOWING)
    ), ranked AS (
      SELECT table_name, row_id, first_seq, first_op, last_op, old_row, new_row,
             row_number() OVER (PARTITION BY table_name ORDER BY first_seq) AS n
        FROM per_row WHERE seq = last_seq
    ), grouped AS (
      SELECT table_name, min(first_seq) AS first_seq, count(*)::int AS total,
             coalesce(jsonb_agg(row_id ORDER BY first_seq) FILTER (WHERE n <= 1000 AND row_id IS NOT NULL), '[]') AS ids,
             coalesce(jsonb_agg(jsonb_build_object('id', row_id, 'firstOp', first_op, 'lastOp', last_op, 'old', old_row, 'new', new_row)
                       ORDER BY first_seq) FILTER (WHERE n <= 20), '[]') AS rows
        FROM ranked GROUP BY table_name
    )
    SELECT (SELECT coalesce(jsonb_agg(jsonb_build_object('table', table_name, 'total', total, 'ids', ids, 'rows', rows) ORDER BY first_seq), '[]')
              FROM grouped),
           (SELECT min(d.context) FROM deleted d), (SELECT min(d.occurred_at) FROM deleted d)
      INTO groups, ctx, occurred;
    CONTINUE WHEN ctx IS NULL;
    PERFORM set_config('activity.occurred_at', occurred::text, true);
    IF audit_compose(groups, ctx::jsonb) IS NOT NULL THEN composed := composed + 1; END IF;
   EXCEPTION WHEN OTHERS THEN
    -- A change the composer cannot word must neither block every read nor vanish: its event says who
    -- and what, from the context alone, without the changed fields.
    RAISE WARNING 'audit_compose_pending: transaction % recorded without its changes: %', pending.tx, SQLERRM;
    WITH deleted AS (DELETE FROM audit_raw_changes WHERE tx = pending.tx RETURNING context, occurred_at)
    SELECT min(context), min(occurred_at) INTO ctx, occurred FROM deleted;
    PERFORM set_config('activity.occurred_at', occurred::text, true);
    INSERT INTO audit_events (actor_id, actor_name, actor_role, action, security, about_administrator, object_type, search_text)
    SELECT (c -> 'actor' ->> 'userId')::integer, coalesce(c -> 'actor' ->> 'name', 'System'),
           CASE WHEN c -> 'actor' ->> 'role' IN ('superAdmin', 'admin', 'restaurant', 'anonymous') THEN c -> 'actor' ->> 'role' ELSE 'system' END,
           coalesce(c -> 'action' ->> 'key', 'unknown'), coalesce((c -> 'action' ->> 'security')::boolean, false),
           coalesce((c -> 'action' ->> 'aboutAdministrator')::boolean, false), coalesce(c -> 'action' ->> 'objectType', ''),
           concat_ws(' ', c -> 'action' ->> 'label', c -> 'actor' ->> 'name')
      FROM (SELECT ctx::jsonb AS c) AS context;
    composed := composed + 1;
   END;
  END LOOP;
  PERFORM set_config('activity.occurred_at', '', true);
  RETURN composed;
END;
$$;

-- 016 to 021's staging, composed at COMMIT, is gone: nothing stages there or wakes its composer any more.
DROP TRIGGER audit_pending_record ON audit_pending;
DROP FUNCTION record_staged_activity();
DROP FUNCTION audit_stage(jsonb);
DROP FUNCTION audit_compose_first_row(jsonb);
DROP FUNCTION audit_staging_to_table();
DROP FUNCTION audit_staged_row(text, text, text, boolean, jsonb, jsonb);
DROP TABLE audit_pending;
DROP TABLE audit_staged_rows;
