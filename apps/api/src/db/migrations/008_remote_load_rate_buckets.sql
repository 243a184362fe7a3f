-- The remote load report rate limit (remote-loads/report-rate-limit.ts): a token bucket per client
-- address, kept here so that every API process draws from the same bucket. A bucket idle for a minute
-- has refilled, which is as good as no row: such rows are deleted as new reports arrive.
CREATE TABLE remote_load_rate_buckets (
  address text PRIMARY KEY,
  tokens double precision NOT NULL CHECK (tokens >= 0),
  refilled_at timestamptz NOT NULL,
  -- Whether the last report of this address took a token: what the upsert returns.
  granted boolean NOT NULL
);
CREATE INDEX remote_load_rate_buckets_refilled_idx ON remote_load_rate_buckets (refilled_at);
