-- Attempt counters of the sign-in and reset calls (auth/attempt-counters.ts): one row per key
-- ('sign-in:<email>', 'client:<address>', 'reset-request:<email>', 'reset-code:<email>') holding the
-- attempts of its current window. Reserving an attempt is one upsert, so concurrent calls through any
-- API process queue on the row and no more than the limit get through. Rows past their window are
-- cleared as new windows open.
CREATE TABLE auth_attempt_counters (
  counter_key text PRIMARY KEY,
  attempts integer NOT NULL CHECK (attempts >= 0),
  expires_at timestamptz NOT NULL
);
CREATE INDEX auth_attempt_counters_expires_idx ON auth_attempt_counters (expires_at);

-- The per-address failure rows of migration 002 counted after the check, so concurrent guesses all got
-- through; the counters above replace them. (password_reset_requests, read the same way, is no longer
-- written either; it stays until db/migrations.spec.ts stops listing it.)
DROP TABLE sign_in_failures;
