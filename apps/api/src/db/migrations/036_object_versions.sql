-- ── Versions of the editable objects, for If-Match (issue 34) ───────────────────────────────────
-- Every object a console screen edits has a version, starting at 1, that the database moves on by one
-- whenever what the object's read shows changes: an update or delete made from an older version answers
-- 412 and changes nothing (http/if-match.ts). The database bumps it, not the handlers, so no write can
-- forget to. Columns that no edit popup shows, or that others than the console's staff change, do not
-- bump it (they would refuse a save for a change nobody could see):
--   users: a sign-in's last_login_at, the password, the theme, the must-change flag, updated_at;
--   restaurants: the kept location count (address_count), updated_at;
--   foods: the kept report count and time (app users report items), updated_at;
--   deals: claim_count (app users claim deals), updated_at.
-- A restaurant profile's version also moves on with its categories (their kept copy, categories_json,
-- is a restaurants column: 006's triggers write it), its company-wide images and its owner's sign-in
-- email; a location's with its images; a deal's with its menu items (deal_foods).

DO $$
DECLARE
  versioned record;
  column_name text;
  keep_unchanged text;
BEGIN
  FOR versioned IN SELECT * FROM (VALUES
    ('users', ARRAY['last_login_at', 'password_hash', 'theme', 'need_to_change_password', 'updated_at']),
    ('restaurants', ARRAY['address_count', 'updated_at']),
    ('addresses', ARRAY[]::text[]),
    ('restaurant_categories', ARRAY[]::text[]),
    ('food_categories', ARRAY[]::text[]),
    ('foods', ARRAY['open_report_count', 'last_reported_at', 'updated_at']),
    ('deals', ARRAY['claim_count', 'updated_at'])
  ) AS t(table_name, unversioned) LOOP
    EXECUTE format('ALTER TABLE %I ADD COLUMN version integer NOT NULL DEFAULT 1 CHECK (version >= 1)', versioned.table_name);
    -- The row as it would be with the unversioned columns unchanged: any other difference is a change.
    keep_unchanged := '';
    FOREACH column_name IN ARRAY versioned.unversioned || ARRAY['version'] LOOP
      keep_unchanged := keep_unchanged || format('probe.%I := OLD.%I; ', column_name, column_name);
    END LOOP;
    -- restaurants' own is in db/functions/restaurant-summaries.sql (039: its kept copy of its categories
    -- is no change of it). The body below is not indented under the IF: it is the functions' text.
    IF versioned.table_name <> 'restaurants' THEN
    EXECUTE format($f$
      CREATE FUNCTION %I() RETURNS trigger LANGUAGE plpgsql AS $body$
      DECLARE
        probe %I%%ROWTYPE;
      BEGIN
        probe := NEW;
        %s
        -- A statement that sets version itself (the bumps below) moves it on by one, never elsewhere.
        IF NEW.version IS DISTINCT FROM OLD.version OR probe IS DISTINCT FROM OLD THEN
          NEW.version := OLD.version + 1;
        END IF;
        RETURN NEW;
      END;
      $body$
    $f$, versioned.table_name || '_bump_version', versioned.table_name, keep_unchanged);
    END IF;
    EXECUTE format('CREATE TRIGGER %I BEFORE UPDATE ON %I FOR EACH ROW EXECUTE FUNCTION %I()',
                   versioned.table_name || '_version', versioned.table_name, versioned.table_name || '_bump_version');
  END LOOP;
END;
$$;

-- Images: a company-wide one is part of its restaurant's profile, a location's of that location. One bump
-- per statement and object (adding five images moves the profile on once).
CREATE FUNCTION images_bump_versions() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE restaurants SET version = version + 1
   WHERE restaurant_id IN (SELECT restaurant_id FROM changed_images WHERE address_id IS NULL);
  UPDATE addresses SET version = version + 1
   WHERE address_id IN (SELECT address_id FROM changed_images WHERE address_id IS NOT NULL);
  RETURN NULL;
END;
$$;
CREATE TRIGGER images_version_inserts AFTER INSERT ON images REFERENCING NEW TABLE AS changed_images
  FOR EACH STATEMENT EXECUTE FUNCTION images_bump_versions();
CREATE TRIGGER images_version_deletes AFTER DELETE ON images REFERENCING OLD TABLE AS changed_images
  FOR EACH STATEMENT EXECUTE FUNCTION images_bump_versions();
-- An image moved to another location or to the restaurant (a merge) changes both: its old place and its new.
CREATE TRIGGER images_version_updates_old AFTER UPDATE ON images REFERENCING OLD TABLE AS changed_images
  FOR EACH STATEMENT EXECUTE FUNCTION images_bump_versions();
CREATE TRIGGER images_version_updates_new AFTER UPDATE ON images REFERENCING NEW TABLE AS changed_images
  FOR EACH STATEMENT EXECUTE FUNCTION images_bump_versions();

-- A deal's menu items.
CREATE FUNCTION deal_foods_bump_versions() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE deals SET version = version + 1 WHERE deal_id IN (SELECT deal_id FROM changed_deal_foods);
  RETURN NULL;
END;
$$;
CREATE TRIGGER deal_foods_version_inserts AFTER INSERT ON deal_foods REFERENCING NEW TABLE AS changed_deal_foods
  FOR EACH STATEMENT EXECUTE FUNCTION deal_foods_bump_versions();
CREATE TRIGGER deal_foods_version_deletes AFTER DELETE ON deal_foods REFERENCING OLD TABLE AS changed_deal_foods
  FOR EACH STATEMENT EXECUTE FUNCTION deal_foods_bump_versions();
CREATE TRIGGER deal_foods_version_updates AFTER UPDATE ON deal_foods REFERENCING OLD TABLE AS changed_deal_foods
  FOR EACH STATEMENT EXECUTE FUNCTION deal_foods_bump_versions();

-- A restaurant's categories are shown as the categories' own reads (RestaurantCategory, with its
-- version): 006's kept copy carries their versions, and any change to a category (its version moves on)
-- rewrites the restaurants that have it, not only a rename.
-- Rewritten once with the versions, without moving any restaurant's version on (nothing of it changed).
ALTER TABLE restaurants DISABLE TRIGGER restaurants_version;
SELECT restaurants_write_categories(array_agg(restaurant_id)) FROM restaurants;
ALTER TABLE restaurants ENABLE TRIGGER restaurants_version;

-- The owner's sign-in email is part of the restaurant profile's read.
CREATE FUNCTION users_bump_restaurant_versions() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE restaurants SET version = version + 1 WHERE owner_user_id = NEW.user_id;
  RETURN NULL;
END;
$$;
CREATE TRIGGER users_restaurant_version AFTER UPDATE OF email_address ON users
  FOR EACH ROW WHEN (OLD.email_address IS DISTINCT FROM NEW.email_address) EXECUTE FUNCTION users_bump_restaurant_versions();

-- users' list versions (007, 012) watch the columns lists show, version among them now: a bumped
-- version is a changed list row.
DROP TRIGGER users_data_version ON users;
CREATE TRIGGER users_data_version
  AFTER UPDATE OF user_type, first_name, last_name, email_address, phone_country_code, phone_number,
    profile_picture, is_super_admin, need_to_change_password, created_at, updated_at, user_id, version
  ON users FOR EACH STATEMENT EXECUTE FUNCTION bump_data_version();

-- Who changed an object last, for the 412's message (http/version-conflict.ts): the newest event about
-- it, found without walking the trail.
CREATE INDEX audit_events_object_idx ON audit_events (object_type, object_id, occurred_at DESC, event_id DESC)
  WHERE object_id IS NOT NULL;
