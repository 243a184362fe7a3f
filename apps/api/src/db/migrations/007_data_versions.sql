-- ── Data versions ───────────────────────────────────────────────────────────
-- One counter per table that a cached list reads (http/list-cache.ts). Every statement that writes such a
-- table bumps its counter in the same transaction, so the list cache of every API process sharing this
-- database sees the write the moment it commits: a list's ETag and cache key are built from the counters
-- of the tables it reads. Tables no cached list reads (sessions, reset codes, outboxes, sign-in failures,
-- remote load reports, settings) have no trigger: they change on every sign-in or report.
-- The bump takes the counter row's lock until commit, so writers of one table queue there briefly.
CREATE TABLE data_versions (
  table_name text PRIMARY KEY,
  version bigint NOT NULL DEFAULT 0
);

CREATE FUNCTION bump_data_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE data_versions SET version = version + 1 WHERE table_name = TG_TABLE_NAME;
  RETURN NULL;
END;
$$;

DO $$
DECLARE
  name text;
BEGIN
  FOREACH name IN ARRAY ARRAY[
    'users', 'restaurants', 'restaurant_categories', 'restaurant_category_links', 'addresses', 'images',
    'food_categories', 'foods', 'food_tag_categories', 'food_tag_category_items', 'food_reports',
    'deals', 'deal_foods', 'admin_notifications', 'admin_notification_recipients', 'restaurant_followers'
  ] LOOP
    INSERT INTO data_versions (table_name) VALUES (name);
    IF name <> 'users' THEN
      EXECUTE format('CREATE TRIGGER %I AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON %I
                      FOR EACH STATEMENT EXECUTE FUNCTION bump_data_version()', name || '_data_version', name);
    END IF;
  END LOOP;
END;
$$;

-- Every sign-in writes users.last_login_at, which no list shows: that column alone does not bump users.
-- A column added to users later is added to this list (restaurants/restaurant-list-cache.spec.ts checks that none is missing).
CREATE TRIGGER users_data_version
  AFTER UPDATE OF user_type, first_name, last_name, email_address, phone_country_code, phone_number,
    profile_picture, is_super_admin, need_to_change_password, password_hash, created_at, updated_at, user_id
  ON users FOR EACH STATEMENT EXECUTE FUNCTION bump_data_version();
CREATE TRIGGER users_data_version_rows
  AFTER INSERT OR DELETE OR TRUNCATE ON users FOR EACH STATEMENT EXECUTE FUNCTION bump_data_version();
