-- ── Release state in the database (issue 37) ──────────────────────────────────────────────────────
-- The deployment document (per remote stable, canary, share, rolling release: tools/release) and its
-- history were files on one host's disk behind a PID lock file; a command on a second host took over a
-- lock held by a live command on the first. Now one row holds the document with a version: a change
-- is made from the version it read, under that row's lock (SELECT … FOR UPDATE), or refused (412), and
-- every API host serves /deployment.json from it.

CREATE TABLE deployment_state (
  -- One row only: the document of this deployment.
  id integer PRIMARY KEY DEFAULT 1 CHECK (id = 1),
  version integer NOT NULL CHECK (version >= 1),
  -- null: no document yet, /deployment.json is the environment's manifest alone.
  document jsonb,
  -- The command of the newest change, for the activity trail (null: a tick that only noted a verdict).
  last_command text,
  changed_at timestamptz NOT NULL DEFAULT now()
);
INSERT INTO deployment_state (id, version, document) VALUES (1, 1, NULL);

-- Every change: when, who (a person or a service token's name), the command, the document before and
-- after; `rollback` undoes the newest change not yet undone (undoes names it).
CREATE TABLE release_changes (
  seq integer PRIMARY KEY CHECK (seq >= 1),
  at timestamptz NOT NULL,
  who text NOT NULL,
  command text[] NOT NULL,
  command_line text NOT NULL,
  before jsonb,
  after jsonb,
  undoes integer REFERENCES release_changes (seq)
);
CREATE UNIQUE INDEX release_changes_undoes_idx ON release_changes (undoes) WHERE undoes IS NOT NULL;

-- A change made through the API is an event of the activity trail (migrations/024's staging), about the
-- one release state: a stale change's 412 names who changed it last, as for every versioned object.
CREATE TRIGGER deployment_state_activity AFTER UPDATE ON deployment_state
  FOR EACH ROW EXECUTE FUNCTION stage_audit_row('id');
