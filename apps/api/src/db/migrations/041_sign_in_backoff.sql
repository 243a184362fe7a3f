-- ── Throttling nobody can turn against the account's owner (issue 36) ─────────────────────────────
-- Failures are counted per (account, client network) with a growing wait (auth/attempt-counters.ts):
-- a counter row may hold the moment before which it refuses, and the window of its last refusal that
-- was reported, so a refused flood writes one audit event per window, not one per attempt.
ALTER TABLE auth_attempt_counters ADD COLUMN blocked_until timestamptz;
ALTER TABLE auth_attempt_counters ADD COLUMN reported_until timestamptz;

-- A sign-in that upgrades an old password hash is no change to the account (like last_login_at): the
-- hash alone stages nothing, so the rehash no longer becomes a second 'Signed in' by Anonymous. Setting
-- a password still stages (it writes need_to_change_password too). Read back as 035 does.
DO $$
DECLARE
  definition text;
BEGIN
  SELECT pg_get_triggerdef(oid) INTO definition FROM pg_trigger WHERE tgname = 'users_activity' AND tgrelid = 'users'::regclass;
  IF definition IS NULL OR definition NOT LIKE '% UPDATE OF %password_hash, %' THEN
    RAISE EXCEPTION 'users_activity is not an update trigger listing password_hash: %', definition;
  END IF;
  DROP TRIGGER users_activity ON users;
  EXECUTE replace(definition, 'password_hash, ', '');
END $$;
