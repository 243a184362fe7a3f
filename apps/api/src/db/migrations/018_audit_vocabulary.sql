-- ── Activity: the tables' product words stored once (issue 24) ─────────────
-- The context each recorded transaction sends with its BEGIN (017) carried the product words of every
-- table's fields, about 3 KB a transaction. They change only with the API's code, so each version of them
-- is stored here once, under a hash of its JSON (activity/recording-database.ts inserts the API's version
-- before its first recorded transaction), and the context names it: about 0.3 ms less per write.
-- Several API versions side by side (a rolling deploy) each find their own.
CREATE TABLE audit_vocabulary (
  key text PRIMARY KEY,
  tables jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
-- The composer that reads them: db/functions/audit-composer.sql (audit_compose).
