-- ── A session ends after a while unused (issue 36) ───────────────────────────────────────────────
-- A stolen or forgotten session used to last its whole lifetime (12 hours). last_seen_at is moved on
-- by the requests the session makes (at most once a minute), and a session unused for longer than the
-- API's idle timeout no longer signs anyone in. Sessions opened before this start counting now.

ALTER TABLE sessions ADD COLUMN last_seen_at timestamptz;
UPDATE sessions SET last_seen_at = now();
ALTER TABLE sessions ALTER COLUMN last_seen_at SET NOT NULL;
