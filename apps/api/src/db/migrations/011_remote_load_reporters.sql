-- ── Who reported a remote load, as a person, never by name ──────────────────
-- The release check judges a canary on how many distinct people it failed for, so that one client
-- posting reports cannot drop it (remote-loads/report-reporters.ts). `reporter` is a keyed hash
-- (HMAC with the token secret) of the signed-in user, of a visitor key the client's address may count,
-- or of the address itself: it can be counted and compared, not turned back into a user, key or address.
-- Reports stored before this migration have none and count for no one.
ALTER TABLE remote_load_reports ADD COLUMN reporter text CHECK (char_length(reporter) <= 40);

-- The visitor keys each client network (an IPv4 address, or an IPv6 /64) may count as people: at most
-- a few per retention window, so a client inventing keys is still one person or a handful. One row per
-- network, updated by one upsert, so reports arriving at once through any API process queue on it.
CREATE TABLE remote_load_visitors (
  network text PRIMARY KEY,
  visitors text[] NOT NULL,
  first_seen timestamptz NOT NULL
);
CREATE INDEX remote_load_visitors_first_seen_idx ON remote_load_visitors (first_seen);
