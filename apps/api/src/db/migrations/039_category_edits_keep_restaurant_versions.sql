-- ── A category's edit is not a change of the restaurants that have it (issue 34) ──────────────────
-- 036 moved a restaurant's version on whenever its kept copy of its categories (categories_json) was
-- rewritten, and that copy carries each category's version: editing a category's description moved on
-- every restaurant that has it, so an owner saving their profile meanwhile was refused (412) for a change
-- their popup does not show, and nothing of theirs would have been lost. The copy is still rewritten
-- (a restaurant's read shows its categories' current names and versions), but only a change of the
-- restaurant's own choice of categories (its links) moves its version on.

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
