-- ── Activity: recording that costs a write little, one row or twenty thousand (issue 24) ─
-- 016/017 staged every changed row from a row trigger into audit_staged_rows and read them back at COMMIT
-- through a grouping query. That cost a menu item update 1.3 ms of its 7.4, and a notification to
-- 20,000 app users more than its own writes; the issue allows 10 %. Three changes, measured with
-- `npm run bench -- --only activity` (recording-cost.ts), what is composed staying the same:
-- - Rows inserted or deleted are staged per statement, from its transition table, in one set-based
--   INSERT (the 20,000 recipients of a notification: one staged row listing their ids, instead of
--   20,000 trigger calls and rows). Updates keep a row
--   trigger, which pairs each row's before and after.
-- - The first row a transaction changes is kept in a transaction-local setting (activity.first_row,
--   when it is small); only a second row moves both to the staging table, and at COMMIT the composer
--   builds the one row's group directly. Settings are transaction-local and follow savepoints, as the
--   staged rows do: a rolled-back change leaves neither.
-- - The helper functions are PL/pgSQL, which keeps their plans (below).
-- activity.staged: '' nothing staged, 'row' one row in activity.first_row, 'table' rows in audit_staged_rows.

-- A statement's rows of an id-only table are staged as one row listing their ids.
ALTER TABLE audit_staged_rows ADD COLUMN row_ids integer[];

-- What a changed row is staged as: the row without its secrets, or only its id (TG_ARGV[1] = 'id-only').
CREATE FUNCTION audit_staged_row(table_name text, op text, id_column text, id_only boolean, old_json jsonb, new_json jsonb)
RETURNS jsonb LANGUAGE plpgsql IMMUTABLE AS $$
BEGIN
  RETURN jsonb_build_object(
    'table', table_name, 'op', op, 'id', (coalesce(new_json, old_json) ->> id_column)::integer,
    'old', CASE WHEN id_only THEN NULL ELSE old_json - 'password_hash' - 'code_hash' - 'session_id' END,
    'new', CASE WHEN id_only THEN NULL ELSE new_json - 'password_hash' - 'code_hash' - 'session_id' END);
END;
$$;

-- Before the staging table takes rows: marks the transaction (its COMMIT composes an event) and moves a
-- first row kept in the setting to the table, so that the table holds every row in the order they came.
CREATE FUNCTION audit_staging_to_table() RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  staged text := coalesce(current_setting('activity.staged', true), '');
BEGIN
  IF staged = 'table' THEN RETURN; END IF;
  IF staged = '' THEN
    INSERT INTO audit_pending (tx) VALUES (txid_current()) ON CONFLICT DO NOTHING;
  ELSE
    INSERT INTO audit_staged_rows (table_name, op, row_id, old_row, new_row)
    SELECT r ->> 'table', r ->> 'op', (r ->> 'id')::integer, nullif(r -> 'old', 'null'), nullif(r -> 'new', 'null')
      FROM (SELECT current_setting('activity.first_row')::jsonb AS r) AS first;
  END IF;
  PERFORM set_config('activity.staged', 'table', true);
END;
$$;

-- One changed row: kept in the setting when it is the transaction's first and small, else staged.
CREATE FUNCTION audit_stage(staged_row jsonb) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  row_text text;
BEGIN
  IF coalesce(current_setting('activity.staged', true), '') = '' THEN
    row_text := staged_row::text;
    IF length(row_text) <= 8192 THEN
      -- The transaction's first row: its COMMIT composes an event (audit_pending's deferred trigger).
      INSERT INTO audit_pending (tx) VALUES (txid_current()) ON CONFLICT DO NOTHING;
      PERFORM set_config('activity.first_row', row_text, true), set_config('activity.staged', 'row', true);
      RETURN;
    END IF;
  END IF;
  PERFORM audit_staging_to_table();
  INSERT INTO audit_staged_rows (table_name, op, row_id, old_row, new_row)
  VALUES (staged_row ->> 'table', staged_row ->> 'op', (staged_row ->> 'id')::integer,
          nullif(staged_row -> 'old', 'null'), nullif(staged_row -> 'new', 'null'));
END;
$$;

-- Updates, row by row (OLD and NEW pair each row's before and after). The transaction's first small row,
-- the common case, is kept without calling the helpers above (a function call costs as much as the rest).
CREATE OR REPLACE FUNCTION stage_audit_row() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  staged_row jsonb;
  row_text text;
BEGIN
  IF coalesce(current_setting('activity.operation', true), '') = '' THEN
    RETURN NULL;
  END IF;
  IF TG_NARGS > 1 AND TG_ARGV[1] = 'id-only' THEN
    staged_row := jsonb_build_object('table', TG_TABLE_NAME, 'op', TG_OP, 'id', (to_jsonb(NEW) ->> TG_ARGV[0])::integer, 'old', NULL, 'new', NULL);
  ELSE
    staged_row := jsonb_build_object('table', TG_TABLE_NAME, 'op', TG_OP, 'id', (to_jsonb(NEW) ->> TG_ARGV[0])::integer,
                                     'old', to_jsonb(OLD) - 'password_hash' - 'code_hash' - 'session_id',
                                     'new', to_jsonb(NEW) - 'password_hash' - 'code_hash' - 'session_id');
  END IF;
  IF coalesce(current_setting('activity.staged', true), '') = '' THEN
    row_text := staged_row::text;
    IF length(row_text) <= 8192 THEN
      INSERT INTO audit_pending (tx) VALUES (txid_current()) ON CONFLICT DO NOTHING;
      PERFORM set_config('activity.first_row', row_text, true), set_config('activity.staged', 'row', true);
      RETURN NULL;
    END IF;
  END IF;
  PERFORM audit_stage(staged_row);
  RETURN NULL;
END;
$$;

-- Inserts and deletes, a statement at a time, from its transition table (changed_rows).
CREATE FUNCTION stage_audit_statement() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  id_only boolean := TG_NARGS > 1 AND TG_ARGV[1] = 'id-only';
  changed integer;
  one jsonb;
BEGIN
  IF coalesce(current_setting('activity.operation', true), '') = '' THEN
    RETURN NULL;
  END IF;
  SELECT count(*), min(to_jsonb(c)::text)::jsonb INTO changed, one FROM (SELECT * FROM changed_rows LIMIT 2) AS c;
  IF changed = 0 THEN RETURN NULL; END IF;
  IF changed = 1 THEN
    PERFORM audit_stage(audit_staged_row(TG_TABLE_NAME, TG_OP, TG_ARGV[0], id_only,
                                         CASE WHEN TG_OP = 'DELETE' THEN one END, CASE WHEN TG_OP = 'INSERT' THEN one END));
    RETURN NULL;
  END IF;
  PERFORM audit_staging_to_table();
  IF id_only THEN
    -- Only ids, in one staged row (the 20,000 recipients of a notification).
    EXECUTE format('INSERT INTO audit_staged_rows (table_name, op, row_ids) SELECT $1, $2, array_agg(%I) FROM changed_rows', TG_ARGV[0])
      USING TG_TABLE_NAME, TG_OP;
  ELSE
    INSERT INTO audit_staged_rows (table_name, op, row_id, old_row, new_row)
    SELECT TG_TABLE_NAME, TG_OP, (j ->> TG_ARGV[0])::integer,
           CASE WHEN TG_OP = 'DELETE' THEN j END, CASE WHEN TG_OP = 'INSERT' THEN j END
      FROM (SELECT to_jsonb(c) - 'password_hash' - 'code_hash' - 'session_id' AS j FROM changed_rows c) AS rows;
  END IF;
  RETURN NULL;
END;
$$;

-- Every audited table: updates by row, inserts and deletes by statement (a trigger with a transition
-- table serves one event). users' updates keep 016's column list (a sign-in's last_login_at stages nothing).
DO $$
DECLARE
  audited record;
BEGIN
  FOR audited IN SELECT * FROM (VALUES
    ('restaurants', 'restaurant_id', NULL), ('restaurant_categories', 'restaurant_category_id', NULL),
    ('restaurant_category_links', 'restaurant_category_id', NULL), ('addresses', 'address_id', NULL),
    ('images', 'image_id', NULL), ('food_categories', 'category_id', NULL), ('foods', 'food_id', NULL),
    ('food_reports', 'food_report_id', NULL), ('deals', 'deal_id', NULL), ('deal_foods', 'food_id', NULL),
    ('admin_notifications', 'admin_notification_id', NULL), ('admin_notification_recipients', 'user_id', 'id-only'),
    ('restaurant_followers', 'user_id', 'id-only'), ('users', 'user_id', NULL)
  ) AS t(table_name, id_column, id_only) LOOP
    IF audited.table_name = 'users' THEN
      EXECUTE 'DROP TRIGGER users_activity_rows ON users';
    ELSE
      EXECUTE format('DROP TRIGGER %I ON %I', audited.table_name || '_activity', audited.table_name);
      EXECUTE format('CREATE TRIGGER %I AFTER UPDATE ON %I FOR EACH ROW EXECUTE FUNCTION stage_audit_row(%L, %L)',
                     audited.table_name || '_activity', audited.table_name, audited.id_column, coalesce(audited.id_only, ''));
    END IF;
    EXECUTE format('CREATE TRIGGER %I AFTER INSERT ON %I REFERENCING NEW TABLE AS changed_rows
                    FOR EACH STATEMENT EXECUTE FUNCTION stage_audit_statement(%L, %L)',
                   audited.table_name || '_activity_inserts', audited.table_name, audited.id_column, coalesce(audited.id_only, ''));
    EXECUTE format('CREATE TRIGGER %I AFTER DELETE ON %I REFERENCING OLD TABLE AS changed_rows
                    FOR EACH STATEMENT EXECUTE FUNCTION stage_audit_statement(%L, %L)',
                   audited.table_name || '_activity_deletes', audited.table_name, audited.id_column, coalesce(audited.id_only, ''));
  END LOOP;
END;
$$;

-- 017's helpers were SQL functions, which PostgreSQL (before 18) plans anew at every call: 0.8 ms of a
-- one-row event went to planning them. As PL/pgSQL they keep their plans for the session.
-- A value as the trail keeps it: an uploaded image's data URL (megabytes) is not history worth keeping.
CREATE OR REPLACE FUNCTION audit_recorded_value(value jsonb) RETURNS jsonb LANGUAGE plpgsql IMMUTABLE AS $$
BEGIN
  RETURN CASE
    WHEN value IS NULL THEN 'null'::jsonb
    WHEN jsonb_typeof(value) = 'string' AND left(value #>> '{}', 5) = 'data:' THEN to_jsonb('(uploaded image)'::text)
    WHEN jsonb_typeof(value) = 'string' AND length(value #>> '{}') > 1000 THEN to_jsonb(left(value #>> '{}', 1000) || '…')
    ELSE value
  END;
END;
$$;

-- The named fields that differ between a row before and after (either null for created or deleted), in
-- the order the trail lists them (the order jsonb_array_elements gives them; an ORDER BY would only
-- re-sort them). fields: [[column, "Words"], ...]. One query where 017 looped over the fields.
CREATE OR REPLACE FUNCTION audit_changes(fields jsonb, before jsonb, after jsonb) RETURNS jsonb LANGUAGE plpgsql IMMUTABLE AS $$
BEGIN
  RETURN (
    SELECT coalesce(jsonb_agg(
             jsonb_build_object('field', f.pair ->> 1)
             || CASE WHEN before IS NOT NULL THEN jsonb_build_object('before', audit_recorded_value(before -> (f.pair ->> 0))) ELSE '{}'::jsonb END
             || CASE WHEN after IS NOT NULL THEN jsonb_build_object('after', audit_recorded_value(after -> (f.pair ->> 0))) ELSE '{}'::jsonb END
           ), '[]'::jsonb)
      FROM jsonb_array_elements(coalesce(fields, '[]'::jsonb)) AS f(pair)
     WHERE CASE
       WHEN before IS NOT NULL AND after IS NOT NULL
         THEN coalesce(before -> (f.pair ->> 0), 'null'::jsonb) <> coalesce(after -> (f.pair ->> 0), 'null'::jsonb)
       WHEN before IS NULL THEN coalesce(after -> (f.pair ->> 0), 'null'::jsonb) NOT IN ('null'::jsonb, '""'::jsonb)
       ELSE coalesce(before -> (f.pair ->> 0), 'null'::jsonb) NOT IN ('null'::jsonb, '""'::jsonb)
     END);
END;
$$;

-- A row's label: its label columns joined ({"columns": [...], "separator": ", ", "prefix": "Image "}).
CREATE OR REPLACE FUNCTION audit_label(description jsonb, data jsonb) RETURNS text LANGUAGE plpgsql IMMUTABLE AS $$
BEGIN
  RETURN coalesce(description ->> 'prefix', '') || coalesce(
    (SELECT string_agg(data ->> c.column_name, coalesce(description ->> 'separator', ' '))
       FROM jsonb_array_elements_text(coalesce(description -> 'columns', '[]'::jsonb)) AS c(column_name)
      WHERE coalesce(data ->> c.column_name, '') <> ''),
    '');
END;
$$;

CREATE OR REPLACE FUNCTION record_staged_activity() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  me bigint := txid_current();
  ctx jsonb := nullif(current_setting('activity.context', true), '')::jsonb;
  action jsonb;
  tables jsonb;
  actor jsonb;
  groups jsonb;
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
  staged text := coalesce(current_setting('activity.staged', true), '');
  first_row jsonb;
BEGIN
  DELETE FROM audit_pending WHERE tx = me;
  IF ctx IS NULL OR coalesce(current_setting('activity.recorded', true), '') = '1' THEN
    IF staged = 'table' THEN DELETE FROM audit_staged_rows WHERE tx = me; END IF;
    RETURN NULL;
  END IF;
  action := ctx -> 'action';
  -- The tables' words: stored once per version of them (audit_vocabulary), or sent in the context.
  IF ctx ? 'vocabulary' THEN
    SELECT v.tables INTO tables FROM audit_vocabulary v WHERE v.key = ctx ->> 'vocabulary';
  END IF;
  tables := coalesce(tables, ctx -> 'tables');
  actor := ctx -> 'actor';

  -- Each changed row once (its state before the transaction and after its last change), by table: the
  -- one row a call changed kept in the setting, or what the staging table holds.
  IF staged = 'row' THEN
    first_row := current_setting('activity.first_row')::jsonb;
    groups := jsonb_build_array(jsonb_build_object(
      'table', first_row -> 'table', 'total', 1,
      'ids', CASE WHEN jsonb_typeof(first_row -> 'id') = 'number' THEN jsonb_build_array(first_row -> 'id') ELSE '[]'::jsonb END,
      'rows', jsonb_build_array(jsonb_build_object('id', first_row -> 'id', 'firstOp', first_row -> 'op', 'lastOp', first_row -> 'op',
                                                   'old', first_row -> 'old', 'new', first_row -> 'new'))));
  ELSE
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
  END IF;
  IF jsonb_array_length(groups) = 0 THEN RETURN NULL; END IF;

  -- The object's table; a call that changed only rows about it (reports of a menu item) is about those.
  IF action ? 'table' THEN
    SELECT value INTO primary_group FROM jsonb_array_elements(groups) WHERE value ->> 'table' = action ->> 'table' LIMIT 1;
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
  IF coalesce(action ->> 'bulkTable', '') <> '*' THEN
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
  IF rid IS NOT NULL THEN
    SELECT coalesce(nullif(value -> 'new', 'null'), value -> 'old') ->> 'restaurant_name' INTO rname
      FROM jsonb_array_elements(coalesce((SELECT value -> 'rows' FROM jsonb_array_elements(groups) WHERE value ->> 'table' = 'restaurants' LIMIT 1), '[]'))
     WHERE (value ->> 'id')::integer = rid LIMIT 1;
    IF rname IS NULL AND rid = (actor ->> 'restaurantId')::integer THEN rname := actor ->> 'restaurantName'; END IF;
    IF rname IS NULL THEN SELECT restaurant_name INTO rname FROM restaurants WHERE restaurant_id = rid; END IF;
  END IF;

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
          affected_ids, concat_ws(' ', words, nullif(object_label, ''), rname, actor ->> 'name'));
  RETURN NULL;
END;
$$;

