-- ── Lists at platform scale ─────────────────────────────────────────────────
-- What the list calls need so that they cost what they return, not the size of the tables
-- (issue 14; plans read with EXPLAIN ANALYZE at 10,030 restaurants, 150,000 items, 20,000 app users).

-- A restaurant's locations, counted as they are written: the restaurant lists show the count of every
-- restaurant (restaurantAddressCount, outlets) and counting ~20,000 addresses on each call dominated the
-- whole list. Statement-level triggers keep it right however addresses change (one location, a CSV
-- import of thousands, a merge moving them, a restaurant's deletion); each adds its difference, so
-- transactions writing the same restaurant's locations at once both count.
ALTER TABLE restaurants ADD COLUMN address_count integer NOT NULL DEFAULT 0 CHECK (address_count >= 0);
UPDATE restaurants r SET address_count = a.n
  FROM (SELECT restaurant_id, count(*) AS n FROM addresses GROUP BY restaurant_id) a
 WHERE a.restaurant_id = r.restaurant_id;

CREATE FUNCTION restaurants_count_addresses() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Only the transition tables of the firing statement exist; plpgsql plans each branch when it runs.
  IF TG_OP = 'INSERT' THEN
    UPDATE restaurants r SET address_count = r.address_count + d.n
      FROM (SELECT restaurant_id, count(*) AS n FROM added GROUP BY restaurant_id) d
     WHERE r.restaurant_id = d.restaurant_id;
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE restaurants r SET address_count = r.address_count - d.n
      FROM (SELECT restaurant_id, count(*) AS n FROM removed GROUP BY restaurant_id) d
     WHERE r.restaurant_id = d.restaurant_id;
  ELSE
    UPDATE restaurants r SET address_count = r.address_count + d.n
      FROM (SELECT restaurant_id, sum(n) AS n
              FROM (SELECT restaurant_id, 1 AS n FROM added UNION ALL SELECT restaurant_id, -1 FROM removed) moves
             GROUP BY restaurant_id) d
     WHERE r.restaurant_id = d.restaurant_id AND d.n <> 0;
  END IF;
  RETURN NULL;
END $$;

CREATE TRIGGER addresses_counted_on_insert AFTER INSERT ON addresses
  REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION restaurants_count_addresses();
CREATE TRIGGER addresses_counted_on_delete AFTER DELETE ON addresses
  REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION restaurants_count_addresses();
CREATE TRIGGER addresses_counted_on_update AFTER UPDATE ON addresses
  REFERENCING NEW TABLE AS added OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION restaurants_count_addresses();

-- A menu's items by name (get-foods without a category filter, the item pickers): pages read in order.
CREATE INDEX foods_restaurant_name_idx ON foods (restaurant_id, lower(food_item_name), food_id);

-- An item's open reports, counted as they are written: the food reports screen lists reported items
-- with how many requests each has and when the last came, sorted by either, and grouping every open
-- report on each call grew with the table. The trigger recounts the items a statement touched (through
-- food_reports_open_idx) after locking their rows, so concurrent reports of one item both count: the
-- recount, a new statement, sees what committed while it waited.
ALTER TABLE foods ADD COLUMN open_report_count integer NOT NULL DEFAULT 0 CHECK (open_report_count >= 0);
ALTER TABLE foods ADD COLUMN last_reported_at timestamptz;
UPDATE foods f SET open_report_count = s.n, last_reported_at = s.last
  FROM (SELECT food_id, count(*) AS n, max(reported_at) AS last FROM food_reports WHERE closed_at IS NULL GROUP BY food_id) s
 WHERE s.food_id = f.food_id;

CREATE FUNCTION foods_count_open_reports() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ids integer[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(DISTINCT food_id) INTO ids FROM added;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(DISTINCT food_id) INTO ids FROM removed;
  ELSE
    SELECT array_agg(DISTINCT food_id) INTO ids FROM (SELECT food_id FROM added UNION SELECT food_id FROM removed) touched;
  END IF;
  PERFORM 1 FROM foods WHERE food_id = ANY (ids) ORDER BY food_id FOR NO KEY UPDATE;
  UPDATE foods f SET open_report_count = s.n, last_reported_at = s.last
    FROM (SELECT id, count(r.food_id) AS n, max(r.reported_at) AS last
            FROM unnest(ids) AS id LEFT JOIN food_reports r ON r.food_id = id AND r.closed_at IS NULL
           GROUP BY id) s
   WHERE f.food_id = s.id AND (f.open_report_count, f.last_reported_at) IS DISTINCT FROM (s.n::int, s.last);
  RETURN NULL;
END $$;

CREATE TRIGGER food_reports_counted_on_insert AFTER INSERT ON food_reports
  REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION foods_count_open_reports();
CREATE TRIGGER food_reports_counted_on_delete AFTER DELETE ON food_reports
  REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION foods_count_open_reports();
CREATE TRIGGER food_reports_counted_on_update AFTER UPDATE ON food_reports
  REFERENCING NEW TABLE AS added OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION foods_count_open_reports();

-- The reported items still offered (what get-food-reports lists), newest report first: a few rows of
-- 150,000 items, read in order for a page and counted without touching the others.
CREATE INDEX foods_reported_idx ON foods (last_reported_at, food_id)
  WHERE open_report_count > 0 AND removed_from_recommendations_at IS NULL;

-- A restaurant's categories as the lists show them (restaurantCategories: JSON text, by name), kept as
-- links and categories are written: aggregating every restaurant's links was the largest part of the
-- whole restaurant list. Rewritten for the restaurants a statement touched, after locking their rows so
-- that concurrent writers both land (the rewrite, a new statement, sees what committed while it waited);
-- a renamed category rewrites the restaurants that have it.
ALTER TABLE restaurants ADD COLUMN categories_json text NOT NULL DEFAULT '[]';
-- The functions that write it (restaurants_write_categories and the two trigger functions below) are in
-- db/functions/restaurant-summaries.sql; 036 fills the copy of the restaurants there were.


CREATE TRIGGER restaurant_category_links_written_on_insert AFTER INSERT ON restaurant_category_links
  REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION restaurants_categories_from_links();
CREATE TRIGGER restaurant_category_links_written_on_delete AFTER DELETE ON restaurant_category_links
  REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION restaurants_categories_from_links();
CREATE TRIGGER restaurant_category_links_written_on_update AFTER UPDATE ON restaurant_category_links
  REFERENCING NEW TABLE AS added OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION restaurants_categories_from_links();

CREATE TRIGGER restaurant_categories_renamed AFTER UPDATE ON restaurant_categories
  REFERENCING NEW TABLE AS added OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION restaurants_categories_from_renames();
