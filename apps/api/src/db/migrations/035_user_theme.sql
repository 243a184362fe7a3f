-- ── The person's theme, kept for their next sessions (issue 26) ─────────────────────────────────
-- The top bar's System / Light / Dark. Kept on the account, not only in the browser: logout clears the
-- browser's storage (nothing of one person stays for the next), and the choice follows the person.
ALTER TABLE users ADD COLUMN theme text NOT NULL DEFAULT 'system' CHECK (theme IN ('system', 'light', 'dark'));
-- The account's update trigger records only the columns it lists (a sign-in's last_login_at is no
-- change); the theme joins them. Its definition is read back, so whatever function records it stays.
DO $$
DECLARE
  definition text;
BEGIN
  SELECT pg_get_triggerdef(oid) INTO definition FROM pg_trigger WHERE tgname = 'users_activity' AND tgrelid = 'users'::regclass;
  IF definition IS NULL OR definition NOT LIKE '% UPDATE OF %' THEN
    RAISE EXCEPTION 'users_activity is not an update trigger with a column list: %', definition;
  END IF;
  DROP TRIGGER users_activity ON users;
  EXECUTE regexp_replace(definition, ' ON ', ', theme ON ');
END $$;
