-- A sign-in that finds a hash of an older scrypt cost stores a new one (auth/sign-in-handlers.ts); no
-- list shows a password hash, so like last_login_at it no longer bumps users' version, and the kept
-- lists survive a wave of first sign-ins after the cost is raised.
DROP TRIGGER users_data_version ON users;
CREATE TRIGGER users_data_version
  AFTER UPDATE OF user_type, first_name, last_name, email_address, phone_country_code, phone_number,
    profile_picture, is_super_admin, need_to_change_password, created_at, updated_at, user_id
  ON users FOR EACH STATEMENT EXECUTE FUNCTION bump_data_version();
