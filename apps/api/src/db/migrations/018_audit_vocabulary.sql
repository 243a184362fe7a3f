-- ── Activity: the tables' product words stored once (issue 24) ─────────────
-- The context each recorded transaction sends with its BEGIN (017) carried the product words of every
-- table's fields, about 3 KB a transaction. They change only with the API's code, so each version of them
-- is stored here once, under a hash of its JSON (activity/recording-database.ts inserts the API's version
-- before its first recorded transaction), and the context names it: about 0.3 ms less per write.
-- Several API versions side by side (a rolling deploy) each find their own.
CREATE TABLE audit_vocabulary (
  key text PRIMARY KEY,
  tables jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

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
BEGIN
  DELETE FROM audit_pending WHERE tx = me;
  IF ctx IS NULL OR coalesce(current_setting('activity.recorded', true), '') = '1' THEN
    DELETE FROM audit_staged_rows WHERE tx = me;
    RETURN NULL;
  END IF;
  action := ctx -> 'action';
  -- The tables' words: stored once per version of them (audit_vocabulary), or sent in the context.
  IF ctx ? 'vocabulary' THEN
    SELECT v.tables INTO tables FROM audit_vocabulary v WHERE v.key = ctx ->> 'vocabulary';
  END IF;
  tables := coalesce(tables, ctx -> 'tables');
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

