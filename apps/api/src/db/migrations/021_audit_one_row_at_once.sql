-- ── Activity: a one-row change composes its event at once, not at COMMIT (issue 24) ───────────────
-- After 019, recording still added 14 % to a menu item update (the issue allows 10 %): of its cost in
-- the database, a third was the round trip of the transaction's one changed row through a setting (out as
-- text in the row trigger, parsed back at COMMIT), the audit_pending row that wakes the composer (inserted,
-- then deleted), and the deferred trigger itself. Now the transaction's first changed row, the common
-- case, is composed into its event right away, from the row in hand; its text is still kept in
-- activity.first_row. Should a second row change (a second row, or the same row again), the early event is
-- deleted, the first row staged, and the COMMIT composes one event from everything, as before; a
-- rollback takes the early event with it. The composer's body is 019's, made a function of the changed
-- rows' groups, with three shortcuts for a single group (no query for what one group already says).
-- activity.staged: '' nothing staged, 'event' one row composed into activity.event (its row in
-- activity.first_row), 'table' rows in audit_staged_rows (composed at COMMIT).

-- One event from the groups of changed rows (as 019's composer gathers them); its id, or null for none.
CREATE FUNCTION audit_compose(groups jsonb, ctx jsonb) RETURNS bigint LANGUAGE plpgsql AS $$
DECLARE
  action jsonb := ctx -> 'action';
  actor jsonb := ctx -> 'actor';
  tables jsonb;
  primary_group jsonb;
  bulk_group jsonb;
  grp jsonb;
  object_row jsonb;
  data jsonb;
  description jsonb;
  other jsonb;
  r jsonb;
  changes jsonb := '[]'::jsonb;
  added jsonb;
  removed jsonb;
  affected_count integer;
  affected_ids integer[];
  object_id integer;
  object_label text := '';
  rid integer;
  rname text;
  words text;
  about_admin boolean;
  composed_id bigint;
BEGIN
  IF groups IS NULL OR jsonb_array_length(groups) = 0 THEN RETURN NULL; END IF;
  -- The tables' words: stored once per version of them (audit_vocabulary), or sent in the context.
  IF ctx ? 'vocabulary' THEN
    SELECT v.tables INTO tables FROM audit_vocabulary v WHERE v.key = ctx ->> 'vocabulary';
  END IF;
  tables := coalesce(tables, ctx -> 'tables');

  -- The object's table; a call that changed only rows about it (reports of a menu item) is about those.
  IF action ? 'table' THEN
    IF groups -> 0 ->> 'table' = action ->> 'table' THEN
      primary_group := groups -> 0;
    ELSE
      SELECT value INTO primary_group FROM jsonb_array_elements(groups) WHERE value ->> 'table' = action ->> 'table' LIMIT 1;
    END IF;
    IF primary_group IS NULL THEN
      SELECT value INTO primary_group FROM jsonb_array_elements(groups)
       WHERE tables -> (value ->> 'table') ? 'objectIdColumn' LIMIT 1;
    END IF;
  END IF;
  IF action ? 'bulkTable' AND action ->> 'bulkTable' <> '*' THEN
    SELECT value INTO bulk_group FROM jsonb_array_elements(groups) WHERE value ->> 'table' = action ->> 'bulkTable' LIMIT 1;
  END IF;

  IF primary_group IS NOT NULL THEN
    description := tables -> (primary_group ->> 'table');
    IF (action ->> 'objectIsCreated')::boolean IS TRUE THEN
      SELECT value INTO object_row FROM jsonb_array_elements(primary_group -> 'rows') WHERE value ->> 'firstOp' = 'INSERT' LIMIT 1;
    END IF;
    object_row := coalesce(object_row, primary_group -> 'rows' -> 0);
    data := coalesce(nullif(object_row -> 'new', 'null'), nullif(object_row -> 'old', 'null'));
    IF NOT (object_row ->> 'firstOp' = 'INSERT' AND object_row ->> 'lastOp' = 'DELETE') THEN
      changes := audit_changes(
        description -> 'fields',
        CASE WHEN object_row ->> 'firstOp' = 'INSERT' THEN NULL ELSE nullif(object_row -> 'old', 'null') END,
        CASE WHEN object_row ->> 'lastOp' = 'DELETE' THEN NULL ELSE nullif(object_row -> 'new', 'null') END);
    END IF;
    IF description ? 'objectIdColumn' THEN
      object_id := (data ->> (description ->> 'objectIdColumn'))::integer;
    ELSE
      object_id := (object_row ->> 'id')::integer;
    END IF;
    object_label := audit_label(description -> 'label', data);
    IF description ? 'restaurantColumn' THEN rid := (data ->> (description ->> 'restaurantColumn'))::integer; END IF;
  END IF;

  IF action ->> 'bulkTable' = '*' THEN
    -- Everything in it went with it (a restaurant deleted): how many rows, of every table.
    SELECT coalesce(sum((value ->> 'total')::int), 0) INTO affected_count FROM jsonb_array_elements(groups)
     WHERE primary_group IS NULL OR value ->> 'table' <> primary_group ->> 'table';
  ELSIF bulk_group IS NOT NULL THEN
    affected_count := (bulk_group ->> 'total')::int;
    affected_ids := ARRAY(SELECT jsonb_array_elements_text(bulk_group -> 'ids')::int);
  ELSIF primary_group IS NOT NULL AND (primary_group ->> 'total')::int > 1 THEN
    affected_count := (primary_group ->> 'total')::int;
    affected_ids := ARRAY(SELECT jsonb_array_elements_text(primary_group -> 'ids')::int);
  END IF;

  -- What else the call changed, when it is a few rows: an owner's email with their restaurant, the
  -- categories of a restaurant, the items of a deal.
  IF coalesce(action ->> 'bulkTable', '') <> '*' AND (primary_group IS NULL OR jsonb_array_length(groups) > 1) THEN
    FOR grp IN SELECT value FROM jsonb_array_elements(groups) LOOP
      CONTINUE WHEN primary_group IS NOT NULL AND grp ->> 'table' = primary_group ->> 'table';
      CONTINUE WHEN bulk_group IS NOT NULL AND grp ->> 'table' = bulk_group ->> 'table';
      CONTINUE WHEN (grp ->> 'total')::int > 20;
      other := tables -> (grp ->> 'table');
      CONTINUE WHEN other IS NULL;
      IF jsonb_array_length(coalesce(other -> 'fields', '[]')) = 0 OR (other ->> 'listed')::boolean IS TRUE THEN
        SELECT jsonb_agg(to_jsonb(coalesce(nullif(audit_label(other -> 'label', nullif(value -> 'new', 'null')), ''), value ->> 'id')))
          INTO added FROM jsonb_array_elements(grp -> 'rows') WHERE value ->> 'firstOp' = 'INSERT' AND value ->> 'lastOp' <> 'DELETE';
        SELECT jsonb_agg(to_jsonb(coalesce(nullif(audit_label(other -> 'label', nullif(value -> 'old', 'null')), ''), value ->> 'id')))
          INTO removed FROM jsonb_array_elements(grp -> 'rows') WHERE value ->> 'firstOp' <> 'INSERT' AND value ->> 'lastOp' = 'DELETE';
        IF added IS NOT NULL OR removed IS NOT NULL THEN
          changes := changes || jsonb_build_array(
            jsonb_build_object('field', other ->> 'words')
            || CASE WHEN removed IS NOT NULL THEN jsonb_build_object('before', removed) ELSE '{}'::jsonb END
            || CASE WHEN added IS NOT NULL THEN jsonb_build_object('after', added) ELSE '{}'::jsonb END);
        END IF;
        CONTINUE;
      END IF;
      FOR r IN SELECT value FROM jsonb_array_elements(grp -> 'rows') LOOP
        IF r ->> 'firstOp' = 'UPDATE' AND r ->> 'lastOp' = 'UPDATE' THEN
          changes := changes || audit_changes(other -> 'fields', nullif(r -> 'old', 'null'), nullif(r -> 'new', 'null'));
        END IF;
      END LOOP;
    END LOOP;
  END IF;

  -- A report is about its menu item: its name and restaurant come from there.
  IF primary_group IS NOT NULL AND (tables -> (primary_group ->> 'table') ->> 'labelFromFood')::boolean IS TRUE THEN
    SELECT f.food_item_name, f.restaurant_id INTO object_label, rid FROM foods f WHERE f.food_id = object_id;
    object_label := coalesce(object_label, '');
  END IF;
  rid := coalesce(rid, (actor ->> 'restaurantId')::integer);
  IF rid IS NOT NULL AND groups @> '[{"table": "restaurants"}]' THEN
    SELECT coalesce(nullif(value -> 'new', 'null'), value -> 'old') ->> 'restaurant_name' INTO rname
      FROM jsonb_array_elements(coalesce((SELECT value -> 'rows' FROM jsonb_array_elements(groups) WHERE value ->> 'table' = 'restaurants' LIMIT 1), '[]'))
     WHERE (value ->> 'id')::integer = rid LIMIT 1;
  END IF;
  IF rid IS NOT NULL AND rname IS NULL AND rid = (actor ->> 'restaurantId')::integer THEN rname := actor ->> 'restaurantName'; END IF;
  IF rid IS NOT NULL AND rname IS NULL THEN SELECT restaurant_name INTO rname FROM restaurants WHERE restaurant_id = rid; END IF;

  -- One event's words: the action's, unless a changed field's new value says more (a suspension).
  words := action ->> 'label';
  IF action ? 'wordsByChange' THEN
    SELECT coalesce(action -> 'wordsByChange' -> 'byAfter' ->> (value ->> 'after'), words) INTO words
      FROM jsonb_array_elements(changes) WHERE value ->> 'field' = action -> 'wordsByChange' ->> 'field' LIMIT 1;
    words := coalesce(words, action ->> 'label');
  END IF;
  about_admin := (action ->> 'aboutAdministrator')::boolean IS TRUE
    OR coalesce(primary_group ->> 'table' = 'users' AND data ->> 'user_type' = 'Administrator', false);

  INSERT INTO audit_events (actor_id, actor_name, actor_role, action, security, about_administrator, object_type, object_id,
                            object_label, restaurant_id, restaurant_name, changes, affected_count, affected_ids, search_text)
  VALUES ((actor ->> 'userId')::integer, actor ->> 'name', actor ->> 'role', action ->> 'key', (action ->> 'security')::boolean,
          about_admin, action ->> 'objectType', object_id, coalesce(object_label, ''), rid, rname, changes, affected_count,
          affected_ids, concat_ws(' ', words, nullif(object_label, ''), rname, actor ->> 'name'))
  RETURNING audit_events.event_id INTO composed_id;
  RETURN composed_id;
END;
$$;

-- Before the staging table takes rows: marks the transaction (its COMMIT composes an event) and, when the
-- first row was composed at once, drops that event and stages its row first, so the table holds every
-- row in the order they came.
CREATE OR REPLACE FUNCTION audit_staging_to_table() RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  staged text := coalesce(current_setting('activity.staged', true), '');
BEGIN
  IF staged = 'table' THEN RETURN; END IF;
  INSERT INTO audit_pending (tx) VALUES (txid_current()) ON CONFLICT DO NOTHING;
  IF staged = 'event' THEN
    DELETE FROM audit_events WHERE event_id = current_setting('activity.event')::bigint;
    INSERT INTO audit_staged_rows (table_name, op, row_id, old_row, new_row)
    SELECT r ->> 'table', r ->> 'op', (r ->> 'id')::integer, nullif(r -> 'old', 'null'), nullif(r -> 'new', 'null')
      FROM (SELECT current_setting('activity.first_row')::jsonb AS r) AS first;
  END IF;
  PERFORM set_config('activity.staged', 'table', true);
END;
$$;

-- The transaction's first changed row, when small: its event composed now (true), else false (staged).
-- Nothing is composed once the API recorded the transaction's event itself (activity.recorded).
CREATE FUNCTION audit_compose_first_row(staged_row jsonb) RETURNS boolean LANGUAGE plpgsql AS $$
DECLARE
  row_text text := staged_row::text;
  ctx jsonb;
  composed_id bigint;
BEGIN
  IF length(row_text) > 8192 THEN RETURN false; END IF;
  ctx := nullif(current_setting('activity.context', true), '')::jsonb;
  IF ctx IS NULL THEN RETURN false; END IF;
  -- The one row as the composer groups rows (as 019's composer did for a row kept in the setting).
  composed_id := audit_compose(jsonb_build_array(jsonb_build_object(
    'table', staged_row -> 'table', 'total', 1,
    'ids', CASE WHEN jsonb_typeof(staged_row -> 'id') = 'number' THEN jsonb_build_array(staged_row -> 'id') ELSE '[]'::jsonb END,
    'rows', jsonb_build_array(jsonb_build_object('id', staged_row -> 'id', 'firstOp', staged_row -> 'op', 'lastOp', staged_row -> 'op',
                                                 'old', staged_row -> 'old', 'new', staged_row -> 'new')))), ctx);
  PERFORM set_config('activity.first_row', row_text, true), set_config('activity.staged', 'event', true),
          set_config('activity.event', coalesce(composed_id::text, ''), true);
  RETURN true;
END;
$$;

-- One changed row (a statement's only inserted or deleted row, or an update's row too large to keep).
CREATE OR REPLACE FUNCTION audit_stage(staged_row jsonb) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF coalesce(current_setting('activity.recorded', true), '') = '1' THEN RETURN; END IF;
  IF coalesce(current_setting('activity.staged', true), '') = '' AND audit_compose_first_row(staged_row) THEN
    RETURN;
  END IF;
  PERFORM audit_staging_to_table();
  INSERT INTO audit_staged_rows (table_name, op, row_id, old_row, new_row)
  VALUES (staged_row ->> 'table', staged_row ->> 'op', (staged_row ->> 'id')::integer,
          nullif(staged_row -> 'old', 'null'), nullif(staged_row -> 'new', 'null'));
END;
$$;

-- Updates, row by row (OLD and NEW pair each row's before and after). Secrets are removed only from rows
-- that hold them (each removal copies the row).
CREATE OR REPLACE FUNCTION stage_audit_row() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  old_json jsonb;
  new_json jsonb;
  staged_row jsonb;
BEGIN
  IF coalesce(current_setting('activity.operation', true), '') = '' THEN
    RETURN NULL;
  END IF;
  new_json := to_jsonb(NEW);
  IF TG_NARGS > 1 AND TG_ARGV[1] = 'id-only' THEN
    PERFORM audit_stage(jsonb_build_object('table', TG_TABLE_NAME, 'op', TG_OP, 'id', (new_json ->> TG_ARGV[0])::integer, 'old', NULL, 'new', NULL));
    RETURN NULL;
  END IF;
  old_json := to_jsonb(OLD);
  IF new_json ?| ARRAY['password_hash', 'code_hash', 'session_id'] THEN
    old_json := old_json - 'password_hash' - 'code_hash' - 'session_id';
    new_json := new_json - 'password_hash' - 'code_hash' - 'session_id';
  END IF;
  staged_row := jsonb_build_object('table', TG_TABLE_NAME, 'op', TG_OP, 'id', (new_json ->> TG_ARGV[0])::integer,
                                   'old', old_json, 'new', new_json);
  -- The common case without audit_stage's call (a call costs as much as what it does here).
  IF coalesce(current_setting('activity.staged', true), '') = '' AND coalesce(current_setting('activity.recorded', true), '') <> '1'
     AND audit_compose_first_row(staged_row) THEN
    RETURN NULL;
  END IF;
  PERFORM audit_stage(staged_row);
  RETURN NULL;
END;
$$;

-- At COMMIT, when rows were staged in the table: their groups composed into one event.
CREATE OR REPLACE FUNCTION record_staged_activity() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  me bigint := txid_current();
  ctx jsonb := nullif(current_setting('activity.context', true), '')::jsonb;
  groups jsonb;
BEGIN
  DELETE FROM audit_pending WHERE tx = me;
  IF ctx IS NULL OR coalesce(current_setting('activity.recorded', true), '') = '1' THEN
    DELETE FROM audit_staged_rows WHERE tx = me;
    RETURN NULL;
  END IF;
  -- Each row's first and last staged states, in one sort of the staged rows (an ORDER BY inside each
  -- row's aggregates cost 20,000 recipients 20,000 sorts).
  WITH deleted AS (
    DELETE FROM audit_staged_rows WHERE tx = me RETURNING seq, table_name, op, row_id, row_ids, old_row, new_row
  ), gone AS (
    -- A listed id's order: its staged row's, then its place in the list (bigints sort faster than numerics;
    -- 2^20 places a row keep the products far from overflowing, a longer list only blurring which ids come first).
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
  SELECT coalesce(jsonb_agg(jsonb_build_object('table', table_name, 'total', total, 'ids', ids, 'rows', rows) ORDER BY first_seq), '[]')
    INTO groups FROM grouped;
  PERFORM audit_compose(groups, ctx);
  RETURN NULL;
END;
$$;
