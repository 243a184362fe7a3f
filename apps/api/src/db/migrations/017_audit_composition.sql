-- ── Activity: the event composed at COMMIT, in the database (issue 24) ──────
-- 016 staged the changed rows and left composing the event to the API, which cost a write call three
-- more round trips (the setting, reading the staged rows, writing the event): about 30 % of a menu item
-- update. Now the API sends the call's context with its BEGIN (one round trip as before, see
-- activity/recording-database.ts), and a deferred constraint trigger composes the one event of the
-- transaction just before it commits, from what it staged: no extra round trip at all.
--
-- The context (activity.context, transaction-local) is JSON from the API: the operation, the actor as
-- they are now, the action's definition and the product words of every table's fields
-- (activity/activity-actions.ts and activity-tables.ts stay the one source of those words).
-- An event recorded explicitly by the API in the transaction (a security event) sets activity.recorded:
-- the composer then only discards what was staged.

-- One row per transaction that staged something, whose deferred trigger composes its event at COMMIT.
CREATE UNLOGGED TABLE audit_pending (tx bigint PRIMARY KEY);

CREATE OR REPLACE FUNCTION stage_audit_row() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  old_json jsonb;
  new_json jsonb;
  id_column text := TG_ARGV[0];
  id_only boolean := TG_NARGS > 1 AND TG_ARGV[1] = 'id-only';
BEGIN
  IF coalesce(current_setting('activity.operation', true), '') = '' THEN
    RETURN NULL;
  END IF;
  IF coalesce(current_setting('activity.pending', true), '') = '' THEN
    INSERT INTO audit_pending (tx) VALUES (txid_current()) ON CONFLICT DO NOTHING;
    PERFORM set_config('activity.pending', '1', true);
  END IF;
  IF TG_OP <> 'INSERT' THEN old_json := to_jsonb(OLD) - 'password_hash' - 'code_hash' - 'session_id'; END IF;
  IF TG_OP <> 'DELETE' THEN new_json := to_jsonb(NEW) - 'password_hash' - 'code_hash' - 'session_id'; END IF;
  INSERT INTO audit_staged_rows (table_name, op, row_id, old_row, new_row)
  VALUES (
    TG_TABLE_NAME,
    TG_OP,
    (coalesce(new_json, old_json) ->> id_column)::integer,
    CASE WHEN id_only THEN NULL ELSE old_json END,
    CASE WHEN id_only THEN NULL ELSE new_json END
  );
  RETURN NULL;
END;
$$;

-- A value as the trail keeps it: an uploaded image's data URL (megabytes) is not history worth keeping.
CREATE FUNCTION audit_recorded_value(value jsonb) RETURNS jsonb LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE
    WHEN value IS NULL THEN 'null'::jsonb
    WHEN jsonb_typeof(value) = 'string' AND left(value #>> '{}', 5) = 'data:' THEN to_jsonb('(uploaded image)'::text)
    WHEN jsonb_typeof(value) = 'string' AND length(value #>> '{}') > 1000 THEN to_jsonb(left(value #>> '{}', 1000) || '…')
    ELSE value
  END;
$$;

-- The named fields that differ between a row before and after (either null for created or deleted).
-- fields: [[column, "Words"], ...] in the order the trail lists them.
CREATE FUNCTION audit_changes(fields jsonb, before jsonb, after jsonb) RETURNS jsonb LANGUAGE plpgsql IMMUTABLE AS $$
DECLARE
  result jsonb := '[]'::jsonb;
  pair jsonb;
  old_value jsonb;
  new_value jsonb;
  change jsonb;
BEGIN
  FOR pair IN SELECT value FROM jsonb_array_elements(coalesce(fields, '[]'::jsonb)) LOOP
    old_value := before -> (pair ->> 0);
    new_value := after -> (pair ->> 0);
    IF before IS NOT NULL AND after IS NOT NULL AND coalesce(old_value, 'null') = coalesce(new_value, 'null') THEN CONTINUE; END IF;
    IF before IS NULL AND (new_value IS NULL OR new_value = 'null' OR new_value = '""') THEN CONTINUE; END IF;
    IF after IS NULL AND (old_value IS NULL OR old_value = 'null' OR old_value = '""') THEN CONTINUE; END IF;
    change := jsonb_build_object('field', pair ->> 1);
    IF before IS NOT NULL THEN change := change || jsonb_build_object('before', audit_recorded_value(old_value)); END IF;
    IF after IS NOT NULL THEN change := change || jsonb_build_object('after', audit_recorded_value(new_value)); END IF;
    result := result || jsonb_build_array(change);
  END LOOP;
  RETURN result;
END;
$$;

-- A row's label: its label columns joined ({"columns": [...], "separator": ", ", "prefix": "Image "}).
CREATE FUNCTION audit_label(description jsonb, data jsonb) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT coalesce(description ->> 'prefix', '') || coalesce(
    (SELECT string_agg(data ->> column_name, coalesce(description ->> 'separator', ' ') ORDER BY position)
       FROM jsonb_array_elements_text(coalesce(description -> 'columns', '[]'::jsonb)) WITH ORDINALITY AS c(column_name, position)
      WHERE coalesce(data ->> column_name, '') <> ''),
    '');
$$;

CREATE FUNCTION record_staged_activity() RETURNS trigger LANGUAGE plpgsql AS $$
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
BEGIN
  DELETE FROM audit_pending WHERE tx = me;
  IF ctx IS NULL OR coalesce(current_setting('activity.recorded', true), '') = '1' THEN
    DELETE FROM audit_staged_rows WHERE tx = me;
    RETURN NULL;
  END IF;
  action := ctx -> 'action';
  tables := ctx -> 'tables';
  actor := ctx -> 'actor';

  -- Each changed row once (its state before the transaction and after its last change), by table.
  WITH gone AS (
    DELETE FROM audit_staged_rows WHERE tx = me RETURNING seq, table_name, op, row_id, old_row, new_row
  ), per_row AS (
    SELECT table_name, row_id, min(seq) AS first_seq,
           (array_agg(op ORDER BY seq))[1] AS first_op, (array_agg(op ORDER BY seq DESC))[1] AS last_op,
           (array_agg(old_row ORDER BY seq))[1] AS old_row, (array_agg(new_row ORDER BY seq DESC))[1] AS new_row
      FROM gone GROUP BY table_name, row_id
  ), ranked AS (
    SELECT *, row_number() OVER (PARTITION BY table_name ORDER BY first_seq) AS n FROM per_row
  ), grouped AS (
    SELECT table_name, min(first_seq) AS first_seq, count(*)::int AS total,
           coalesce(jsonb_agg(row_id ORDER BY first_seq) FILTER (WHERE n <= 1000 AND row_id IS NOT NULL), '[]') AS ids,
           coalesce(jsonb_agg(jsonb_build_object('id', row_id, 'firstOp', first_op, 'lastOp', last_op, 'old', old_row, 'new', new_row)
                     ORDER BY first_seq) FILTER (WHERE n <= 20), '[]') AS rows
      FROM ranked GROUP BY table_name
  )
  SELECT coalesce(jsonb_agg(jsonb_build_object('table', table_name, 'total', total, 'ids', ids, 'rows', rows) ORDER BY first_seq), '[]')
    INTO groups FROM grouped;
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

CREATE CONSTRAINT TRIGGER audit_pending_record AFTER INSERT ON audit_pending
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION record_staged_activity();
