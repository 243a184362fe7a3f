-- ── Activity: the audit trail (issue 24) ────────────────────────────────────
-- One row per change made through the API (one per operation and transaction, a bulk change included)
-- and per security event (sign-in failures, lockouts, password changes and resets, sessions revoked).
-- Written in the transaction of the change it records, so a rolled-back change leaves no event.
-- Actor and object are copied as they were at the time (no foreign keys): history outlives accounts,
-- restaurants and the rows it describes. `changes` never holds a password, hash, token or reset code.
-- The recording (triggers and the request's context) is in 016_audit_recording.sql; the read indexes
-- in 015_audit_event_indexes.sql.
CREATE TABLE audit_events (
  event_id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  occurred_at timestamptz NOT NULL DEFAULT now(),
  actor_id integer,                 -- users.user_id then; no foreign key (history outlives accounts)
  actor_name text NOT NULL,         -- name then, the email tried (sign-in failure), or 'System'
  actor_role text NOT NULL CHECK (actor_role IN ('superAdmin','admin','restaurant','system','anonymous')),
  action text NOT NULL,             -- ActivityActionKey: the operationId, or a security key (signInFailed...)
  security boolean NOT NULL DEFAULT false,
  about_administrator boolean NOT NULL DEFAULT false,  -- a change to an administrator account: hidden from admins
  object_type text NOT NULL,        -- product words: 'Restaurant', 'Location', 'Menu item'...
  object_id integer,
  object_label text NOT NULL DEFAULT '',
  restaurant_id integer,            -- the restaurant it is about, if any; no foreign key
  restaurant_name text,
  changes jsonb NOT NULL DEFAULT '[]',  -- [{ "field": "Restaurant Name", "before": .., "after": .. }] never a secret
  affected_count integer,           -- bulk changes: how many rows
  affected_ids integer[],           -- bulk changes: at most 1,000 ids
  search_text text NOT NULL DEFAULT ''  -- what keywords search (action words, object label, restaurant, actor)
);
