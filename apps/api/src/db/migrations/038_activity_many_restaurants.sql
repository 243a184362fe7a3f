-- ── Activity: a change about many restaurants is found from each of them (issue 35) ─────────────────
-- A bulk change (three restaurants suspended at once, a CSV import, a food tag renamed on many
-- restaurants' items) is one event, and was stored under the restaurant of its first row only: the other
-- restaurants' History never showed it. Now an event about two or more restaurants keeps no single
-- restaurant_id; it names every restaurant it changed in audit_event_restaurants (their names at the time)
-- and counts them in restaurant_count. A restaurant's history reads its own events along
-- audit_events_restaurant_idx as before, and these few beside them (activity-reads/activity-queries.ts).
CREATE TABLE audit_event_restaurants (
  restaurant_id integer NOT NULL,   -- no foreign key: history outlives restaurants
  event_id bigint NOT NULL REFERENCES audit_events (event_id) ON DELETE CASCADE,
  restaurant_name text NOT NULL,    -- its name at the time
  PRIMARY KEY (restaurant_id, event_id)
);
-- An event's restaurants (its popup), and the retention sweep's cascade.
CREATE INDEX audit_event_restaurants_event_idx ON audit_event_restaurants (event_id);
ALTER TABLE audit_events ADD COLUMN restaurant_count integer;  -- set when the event is about two or more restaurants

-- The events recorded before this migration: a bulk change of restaurants' access names its restaurants
-- in affected_ids (named now as they are called today, the names they had then not being kept).
INSERT INTO audit_event_restaurants (restaurant_id, event_id, restaurant_name)
SELECT DISTINCT a.id, e.event_id, coalesce(r.restaurant_name, 'Restaurant ' || a.id)
  FROM audit_events e CROSS JOIN LATERAL unnest(e.affected_ids) AS a(id)
  LEFT JOIN restaurants r ON r.restaurant_id = a.id
 WHERE e.action = 'bulkChangeRestaurantStatus' AND cardinality(e.affected_ids) > 1;
UPDATE audit_events e SET restaurant_id = NULL, restaurant_name = NULL, object_id = NULL, object_label = '',
       restaurant_count = (SELECT count(*) FROM audit_event_restaurants l WHERE l.event_id = e.event_id)
 WHERE e.action = 'bulkChangeRestaurantStatus' AND cardinality(e.affected_ids) > 1;

-- The composer that writes them (audit_compose, with audit_listed_label for a listed row's name) is in
-- db/functions/audit-composer.sql.
