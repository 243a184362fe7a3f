-- ── Scheduled work and service tokens (issue 37) ────────────────────────────────────────────────
-- The release tick and the sweeps run as jobs of a queue in this database (pg-boss, its own schema
-- `pgboss`, made by the API hosts as they start), once a period across every host. Each attempt is
-- written here as well, so the Releases screen shows the last run, the next and the failures whatever
-- the queue has archived, and the same on PGlite, where the jobs run on a timer of the one process.
CREATE TABLE scheduled_work_runs (
  run_id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  job text NOT NULL,
  started_at timestamptz NOT NULL DEFAULT now(),
  finished_at timestamptz,
  -- Null while running and when the attempt succeeded.
  failure text,
  -- Which API process ran it (host name and process id), for the operator reading its log.
  runner text NOT NULL
);
CREATE INDEX scheduled_work_runs_job ON scheduled_work_runs (job, started_at DESC);

-- Automation signs in with a service token, not a person's password: one named, narrow permission,
-- made and revoked by a super admin. Every change is in the activity trail (019's triggers).
CREATE TABLE service_tokens (
  service_token_id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  name text NOT NULL CHECK (char_length(name) BETWEEN 1 AND 80),
  permission text NOT NULL CHECK (permission IN ('release:write')),
  made_by integer REFERENCES users (user_id) ON DELETE SET NULL,
  -- The maker's name as it was, kept when their account is removed.
  made_by_name text NOT NULL,
  made_at timestamptz NOT NULL DEFAULT now(),
  revoked_at timestamptz,
  version integer NOT NULL DEFAULT 1
);
-- Two live tokens never share a name (a revoked one's name may be used again).
CREATE UNIQUE INDEX service_tokens_live_name ON service_tokens (lower(name)) WHERE revoked_at IS NULL;

-- The secret's hash and its last use, apart: neither is a field of the trail, and a use must not change
-- the token's version (a revoke made from the list would be refused as stale).
CREATE TABLE service_token_keys (
  service_token_id integer PRIMARY KEY REFERENCES service_tokens (service_token_id) ON DELETE CASCADE,
  token_hash text NOT NULL UNIQUE,
  last_used_at timestamptz
);

CREATE TRIGGER service_tokens_activity AFTER UPDATE ON service_tokens
  FOR EACH ROW EXECUTE FUNCTION stage_audit_row('service_token_id');
CREATE TRIGGER service_tokens_activity_inserts AFTER INSERT ON service_tokens REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION stage_audit_statement('service_token_id');
CREATE TRIGGER service_tokens_activity_deletes AFTER DELETE ON service_tokens REFERENCING OLD TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION stage_audit_statement('service_token_id');
