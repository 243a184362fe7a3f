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
