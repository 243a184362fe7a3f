-- version: 1
-- ── A restaurant's row: its kept copy of its categories, and when its version moves on ──────────────
-- Applied by the migration runner as a repeatable step (functions/README.md): change these here, never
-- in a migration. Why (migrations 006, 036 and 039):
-- - A restaurant's categories as the lists show them (restaurantCategories, JSON text by name, each with
--   its version) are kept in restaurants.categories_json, written as links and categories are: aggregating
--   every restaurant's links was the largest part of the whole restaurant list. Rewritten for the
--   restaurants a statement touched, after locking their rows so that concurrent writers both land (the
--   rewrite, a new statement, sees what committed while it waited); a changed category (its version
--   moves on) rewrites the restaurants that have it.
-- - A restaurant's version moves on with any change its read shows, except the columns kept for lists
--   (address_count, updated_at, categories_json): a category's edit is not a change of the restaurants
--   that have it, but a change of a restaurant's own choice of categories (its links) is.

CREATE OR REPLACE FUNCTION restaurants_write_categories(ids integer[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM 1 FROM restaurants WHERE restaurant_id = ANY (ids) ORDER BY restaurant_id FOR NO KEY UPDATE;
  UPDATE restaurants r SET categories_json = coalesce(
           (SELECT '[' || string_agg('{"version":' || c.version || ',"restaurantCategoryId":' || c.restaurant_category_id ||
                                     ',"restaurantCategoryName":' || to_json(c.restaurant_category_name) || '}',
                                     ',' ORDER BY lower(c.restaurant_category_name), c.restaurant_category_id) || ']'
              FROM restaurant_category_links l JOIN restaurant_categories c USING (restaurant_category_id)
             WHERE l.restaurant_id = r.restaurant_id), '[]')
   WHERE r.restaurant_id = ANY (ids);
END $$;

-- The restaurants whose links a statement added, removed or changed.
CREATE OR REPLACE FUNCTION restaurants_categories_from_links() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ids integer[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(DISTINCT restaurant_id) INTO ids FROM added;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(DISTINCT restaurant_id) INTO ids FROM removed;
  ELSE
    SELECT array_agg(DISTINCT restaurant_id) INTO ids FROM (SELECT restaurant_id FROM added UNION SELECT restaurant_id FROM removed) touched;
  END IF;
  PERFORM restaurants_write_categories(ids);
  -- The restaurant's categories are now others: that is a change of it.
  UPDATE restaurants SET version = version + 1 WHERE restaurant_id = ANY (ids);
  RETURN NULL;
END $$;

-- The restaurants of a renamed or otherwise changed category.
CREATE OR REPLACE FUNCTION restaurants_categories_from_renames() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM restaurants_write_categories(array_agg(DISTINCT l.restaurant_id))
     FROM restaurant_category_links l JOIN added a USING (restaurant_category_id)
     JOIN removed o USING (restaurant_category_id)
    WHERE a.restaurant_category_name IS DISTINCT FROM o.restaurant_category_name OR a.version IS DISTINCT FROM o.version;
  RETURN NULL;
END $$;

-- Before each update of a restaurant: the row as it would be with the kept columns unchanged; any other
-- difference is a change. A statement that sets version itself moves it on by one, never elsewhere.
CREATE OR REPLACE FUNCTION restaurants_bump_version() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  probe restaurants%ROWTYPE;
BEGIN
  probe := NEW;
  probe.address_count := OLD.address_count;
  probe.updated_at := OLD.updated_at;
  probe.categories_json := OLD.categories_json;
  probe.version := OLD.version;
  IF NEW.version IS DISTINCT FROM OLD.version OR probe IS DISTINCT FROM OLD THEN
    NEW.version := OLD.version + 1;
  END IF;
  RETURN NEW;
END;
$$;
