-- Failed sign-ins per address, for the login throttle (auth/sign-in-throttle.ts). Rows older than a
-- day are cleared as new failures come in; a successful sign-in clears the address's rows.
CREATE TABLE sign_in_failures (
  email_address text NOT NULL,
  failed_at timestamptz NOT NULL
);
CREATE INDEX sign_in_failures_email_idx ON sign_in_failures (email_address, failed_at);
