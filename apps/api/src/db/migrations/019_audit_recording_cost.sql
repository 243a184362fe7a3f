-- ── Activity: recording that costs a write little, one row or twenty thousand (issue 24) ─
-- 016/017 staged every changed row from a row trigger into audit_staged_rows and read them back at COMMIT
-- through a grouping query. That cost a menu item update 1.3 ms of its 7.4, and a notification to
-- 20,000 app users more than its own writes; the issue allows 10 %. Three changes, measured with
-- `npm run bench -- --only activity` (recording-cost.ts), what is composed staying the same:
-- - Rows inserted or deleted are staged per statement, from its transition table, in one set-based
--   INSERT (the 20,000 recipients of a notification: one staged row listing their ids, instead of
--   20,000 trigger calls and rows). Updates keep a row
--   trigger, which pairs each row's before and after.
-- - The first row a transaction changes is kept in a transaction-local setting (activity.first_row,
--   when it is small); only a second row moves both to the staging table, and at COMMIT the composer
--   builds the one row's group directly. Settings are transaction-local and follow savepoints, as the
--   staged rows do: a rolled-back change leaves neither.
-- - The helper functions are PL/pgSQL, which keeps their plans (below).
-- activity.staged: '' nothing staged, 'row' one row in activity.first_row, 'table' rows in audit_staged_rows.

-- The staging table and the first-row setting went with 024; this step's triggers stay, and their
-- functions (stage_audit_row, stage_audit_statement) and the PL/pgSQL helpers are in db/functions/audit-composer.sql.

-- Every audited table: updates by row, inserts and deletes by statement (a trigger with a transition
-- table serves one event). users' updates keep 016's column list (a sign-in's last_login_at stages nothing).
DO $$
DECLARE
  audited record;
BEGIN
  FOR audited IN SELECT * FROM (VALUES
    ('restaurants', 'restaurant_id', NULL), ('restaurant_categories', 'restaurant_category_id', NULL),
    ('restaurant_category_links', 'restaurant_category_id', NULL), ('addresses', 'address_id', NULL),
    ('images', 'image_id', NULL), ('food_categories', 'category_id', NULL), ('foods', 'food_id', NULL),
    ('food_reports', 'food_report_id', NULL), ('deals', 'deal_id', NULL), ('deal_foods', 'food_id', NULL),
    ('admin_notifications', 'admin_notification_id', NULL), ('admin_notification_recipients', 'user_id', 'id-only'),
    ('restaurant_followers', 'user_id', 'id-only'), ('users', 'user_id', NULL)
  ) AS t(table_name, id_column, id_only) LOOP
    IF audited.table_name = 'users' THEN
      EXECUTE 'DROP TRIGGER users_activity_rows ON users';
    ELSE
      EXECUTE format('DROP TRIGGER %I ON %I', audited.table_name || '_activity', audited.table_name);
      EXECUTE format('CREATE TRIGGER %I AFTER UPDATE ON %I FOR EACH ROW EXECUTE FUNCTION stage_audit_row(%L, %L)',
                     audited.table_name || '_activity', audited.table_name, audited.id_column, coalesce(audited.id_only, ''));
    END IF;
    EXECUTE format('CREATE TRIGGER %I AFTER INSERT ON %I REFERENCING NEW TABLE AS changed_rows
                    FOR EACH STATEMENT EXECUTE FUNCTION stage_audit_statement(%L, %L)',
                   audited.table_name || '_activity_inserts', audited.table_name, audited.id_column, coalesce(audited.id_only, ''));
    EXECUTE format('CREATE TRIGGER %I AFTER DELETE ON %I REFERENCING OLD TABLE AS changed_rows
                    FOR EACH STATEMENT EXECUTE FUNCTION stage_audit_statement(%L, %L)',
                   audited.table_name || '_activity_deletes', audited.table_name, audited.id_column, coalesce(audited.id_only, ''));
  END LOOP;
END;
$$;
