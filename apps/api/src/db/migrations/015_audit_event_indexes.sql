-- ── Activity: reading the audit trail at scale (issue 24) ──────────────────────
-- What the activity reads (activity-reads/activity-queries.ts) need so that one page costs what it returns
-- at millions of events: every list is newest first by (occurred_at, event_id) and paged by keyset, so
-- each filter has an index in that order, walked from its newest entry until the page is full. Measured
-- with `npm run bench -- --only activity` (1,000,000 events on PostgreSQL).
--   - the whole trail (super admin; an admin's skips the few security and administrator events as it
--     walks), the date range, and the retention sweep's oldest-first deletes (activity-retention.ts);
CREATE INDEX audit_events_time_idx ON audit_events (occurred_at DESC, event_id DESC);
--   - one restaurant's history (the restaurant detail page, the owner's History, the "restaurant" filter);
CREATE INDEX audit_events_restaurant_idx ON audit_events (restaurant_id, occurred_at DESC, event_id DESC);
--   - who did it;
CREATE INDEX audit_events_actor_idx ON audit_events (actor_id, occurred_at DESC, event_id DESC);
--   - what was done;
CREATE INDEX audit_events_action_idx ON audit_events (action, occurred_at DESC, event_id DESC);
--   - keywords, by word prefixes as the menu search (003_food_search.sql: no pg_trgm in PGlite). The
--     expression must stay exactly the one the queries use (ACTIVITY_SEARCH_VECTOR). A rare word is found
--     through this index; a common one by walking the time index, whichever the planner finds cheaper
--     from the statistics ANALYZE keeps for this expression.
CREATE INDEX audit_events_search_idx ON audit_events USING gin (to_tsvector('simple', search_text));
