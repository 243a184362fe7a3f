-- version: 1
-- ── Activity: how a change becomes an event of the trail, the current definition of each function ──
-- Applied by the migration runner (db/migrate.ts) as a repeatable step (functions/README.md): before the
-- migrations (the audit triggers of migrations 016 and 019 name its staging functions) and again after
-- them. So this file is the only place they are written: change a function here, never in a migration,
-- and move the version line on.
--
-- How it works (the measurements behind it are in migrations 016 to 024 and 038):
-- - Every table the console's calls change has audit triggers (016, 019): updates row by row
--   (stage_audit_row), inserts and deletes a statement at a time (stage_audit_statement). While the
--   transaction says which call it serves (activity.context, set by the API with its BEGIN:
--   activity/recording-database.ts) they append each changed row, secrets removed, to audit_raw_changes;
--   the seed, migrations and the retention sweep set no context and write nothing there.
-- - The event is composed afterwards, one per transaction, by audit_compose_pending(): before every
--   activity read (which waits for a composer at work, so a read never misses a committed change) and
--   soon after a write in the background (activity/activity-composer.ts). audit_compose words it from the
--   context: the action, the actor, and the tables' fields in product words (activity/activity-tables.ts).

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

-- The helpers are PL/pgSQL, not SQL: PostgreSQL (before 18) plans an SQL function anew at every call,
-- 0.8 ms of a one-row event (019); a PL/pgSQL function keeps its plans for the session.
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

-- A listed row's label (activity-tables.ts): its label columns, or, for a link named by the id of another
-- table's row (`labelFrom`: a restaurant's categories, a deal's items), that row's name, so an event lists
-- "Mediterranean" rather than ["1"]; the id itself when the row is gone.
CREATE OR REPLACE FUNCTION audit_listed_label(description jsonb, data jsonb) RETURNS text LANGUAGE plpgsql STABLE AS $$
DECLARE
  source jsonb := description -> 'labelFrom';
  named text;
BEGIN
  IF source IS NULL OR data IS NULL THEN RETURN audit_label(description -> 'label', data); END IF;
  EXECUTE format('SELECT %I::text FROM %I WHERE %I = $1', source ->> 'column', source ->> 'table', source ->> 'key')
     INTO named USING (data ->> (description -> 'label' -> 'columns' ->> 0))::integer;
  RETURN coalesce(named, audit_label(description -> 'label', data));
END;
$$;

-- One event from the groups of changed rows (audit_compose_pending gathers them); its id, or null for none.
CREATE OR REPLACE FUNCTION audit_compose(groups jsonb, ctx jsonb) RETURNS bigint LANGUAGE plpgsql AS $$
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
  rids integer[];
  names_seen jsonb;
  search_names text;
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
        SELECT jsonb_agg(to_jsonb(coalesce(nullif(audit_listed_label(other, nullif(value -> 'new', 'null')), ''), value ->> 'id')))
          INTO added FROM jsonb_array_elements(grp -> 'rows') WHERE value ->> 'firstOp' = 'INSERT' AND value ->> 'lastOp' <> 'DELETE';
        SELECT jsonb_agg(to_jsonb(coalesce(nullif(audit_listed_label(other, nullif(value -> 'old', 'null')), ''), value ->> 'id')))
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

  -- The restaurants the changed rows belong to (tables with a restaurantColumn), with the event's own.
  SELECT array_agg(DISTINCT about.id ORDER BY about.id) INTO rids
    FROM (SELECT t.value::int AS id FROM jsonb_array_elements(groups) g
            CROSS JOIN LATERAL jsonb_array_elements_text(coalesce(g.value -> 'restaurants', '[]')) AS t
           WHERE tables -> (g.value ->> 'table') ? 'restaurantColumn'
          UNION ALL SELECT rid WHERE rid IS NOT NULL) AS about;
  IF cardinality(rids) > 1 THEN
    -- About many: none of them is the event's restaurant; each is named beside it (after the INSERT). Nor
    -- is the first one changed its object, which every other restaurant's history would show.
    rid := NULL;
    rname := NULL;
    IF primary_group ->> 'table' = 'restaurants' THEN
      object_id := NULL;
      object_label := '';
    END IF;
    -- Their names as the changed restaurant rows hold them (a restaurant a merge deleted is gone from the table).
    SELECT jsonb_object_agg(value ->> 'id', coalesce(nullif(value -> 'new', 'null'), value -> 'old') ->> 'restaurant_name') INTO names_seen
      FROM jsonb_array_elements(coalesce((SELECT value -> 'rows' FROM jsonb_array_elements(groups) WHERE value ->> 'table' = 'restaurants' LIMIT 1), '[]'));
    SELECT string_agg(n, ' ') INTO search_names
      FROM (SELECT coalesce(names_seen ->> about.id::text, r.restaurant_name) AS n
              FROM unnest(rids) AS about(id) LEFT JOIN restaurants r ON r.restaurant_id = about.id LIMIT 20) AS named;
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
                            object_label, restaurant_id, restaurant_name, restaurant_count, changes, affected_count, affected_ids, search_text)
  VALUES ((actor ->> 'userId')::integer, actor ->> 'name', actor ->> 'role', action ->> 'key', (action ->> 'security')::boolean,
          about_admin, action ->> 'objectType', object_id, coalesce(object_label, ''), rid, rname,
          CASE WHEN cardinality(rids) > 1 THEN cardinality(rids) END, changes, affected_count,
          affected_ids, concat_ws(' ', words, nullif(object_label, ''), coalesce(rname, search_names), actor ->> 'name'))
  RETURNING audit_events.event_id INTO composed_id;
  IF cardinality(rids) > 1 THEN
    INSERT INTO audit_event_restaurants (restaurant_id, event_id, restaurant_name)
    SELECT about.id, composed_id, coalesce(names_seen ->> about.id::text, r.restaurant_name, 'Restaurant ' || about.id)
      FROM unnest(rids) AS about(id) LEFT JOIN restaurants r ON r.restaurant_id = about.id;
  END IF;
  RETURN composed_id;
END;
$$;

-- Composes the event of every committed transaction waiting in audit_raw_changes, oldest first, and
-- removes its rows; answers how many events. wait: take turns with a composer at work (a read, which must
-- see every committed change), else give way to it (the background) and answer -1. Nothing waiting: no lock.
CREATE OR REPLACE FUNCTION audit_compose_pending(wait boolean) RETURNS integer LANGUAGE plpgsql AS $$
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
    ), restaurants_of AS (
      -- Every restaurant a table's rows belonged to, before or after (a menu item moved by a merge), of
      -- all its rows, not only the 20 kept whole: audit_compose counts them for tables with a restaurantColumn.
      SELECT table_name, jsonb_agg(DISTINCT rid) AS restaurants
        FROM ranked CROSS JOIN LATERAL (VALUES ((old_row ->> 'restaurant_id')::int), ((new_row ->> 'restaurant_id')::int)) AS about(rid)
       WHERE rid IS NOT NULL GROUP BY table_name
    )
    SELECT (SELECT coalesce(jsonb_agg(jsonb_build_object('table', g.table_name, 'total', g.total, 'ids', g.ids, 'rows', g.rows,
                                                         'restaurants', coalesce(r.restaurants, '[]')) ORDER BY g.first_seq), '[]')
              FROM grouped g LEFT JOIN restaurants_of r USING (table_name)),
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
