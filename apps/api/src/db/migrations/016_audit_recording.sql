-- ── Activity: how changes are recorded (issue 24) ───────────────────────────
-- Complete by construction: a row trigger on every table the console's calls change stages each
-- changed row, and the API's database layer (activity/recording-database.ts) turns what one transaction
-- staged into ONE audit_events row just before that transaction commits. So no handler can change a row
-- and skip the trail, a rolled-back change leaves neither its rows nor its event, and every API process
-- records alike (the trigger is in the database, not in one process).
-- The triggers stage only while the transaction says which call it serves
-- (set_config('activity.operation', <operationId>, true), transaction-local, set by the API for every
-- write call): the seed, migrations and the retention sweep write nothing here.
-- The staging functions the triggers name (stage_audit_row, and 019's stage_audit_statement) are defined
-- once, in db/functions/audit-composer.sql, which the migration runner creates before these triggers.
-- TG_ARGV[0]: the column that identifies the row. TG_ARGV[1] = 'id-only': only the id is kept (the
-- recipients of a notification to 20,000 app users). Secret columns never reach the trail.
CREATE TRIGGER restaurants_activity AFTER INSERT OR UPDATE OR DELETE ON restaurants
  FOR EACH ROW EXECUTE FUNCTION stage_audit_row('restaurant_id');
CREATE TRIGGER restaurant_categories_activity AFTER INSERT OR UPDATE OR DELETE ON restaurant_categories
  FOR EACH ROW EXECUTE FUNCTION stage_audit_row('restaurant_category_id');
CREATE TRIGGER restaurant_category_links_activity AFTER INSERT OR UPDATE OR DELETE ON restaurant_category_links
  FOR EACH ROW EXECUTE FUNCTION stage_audit_row('restaurant_category_id');
CREATE TRIGGER addresses_activity AFTER INSERT OR UPDATE OR DELETE ON addresses
  FOR EACH ROW EXECUTE FUNCTION stage_audit_row('address_id');
CREATE TRIGGER images_activity AFTER INSERT OR UPDATE OR DELETE ON images
  FOR EACH ROW EXECUTE FUNCTION stage_audit_row('image_id');
CREATE TRIGGER food_categories_activity AFTER INSERT OR UPDATE OR DELETE ON food_categories
  FOR EACH ROW EXECUTE FUNCTION stage_audit_row('category_id');
CREATE TRIGGER foods_activity AFTER INSERT OR UPDATE OR DELETE ON foods
  FOR EACH ROW EXECUTE FUNCTION stage_audit_row('food_id');
CREATE TRIGGER food_reports_activity AFTER INSERT OR UPDATE OR DELETE ON food_reports
  FOR EACH ROW EXECUTE FUNCTION stage_audit_row('food_report_id');
CREATE TRIGGER deals_activity AFTER INSERT OR UPDATE OR DELETE ON deals
  FOR EACH ROW EXECUTE FUNCTION stage_audit_row('deal_id');
CREATE TRIGGER deal_foods_activity AFTER INSERT OR UPDATE OR DELETE ON deal_foods
  FOR EACH ROW EXECUTE FUNCTION stage_audit_row('food_id');
CREATE TRIGGER admin_notifications_activity AFTER INSERT OR UPDATE OR DELETE ON admin_notifications
  FOR EACH ROW EXECUTE FUNCTION stage_audit_row('admin_notification_id');
CREATE TRIGGER admin_notification_recipients_activity AFTER INSERT OR UPDATE OR DELETE ON admin_notification_recipients
  FOR EACH ROW EXECUTE FUNCTION stage_audit_row('user_id', 'id-only');
CREATE TRIGGER restaurant_followers_activity AFTER INSERT OR UPDATE OR DELETE ON restaurant_followers
  FOR EACH ROW EXECUTE FUNCTION stage_audit_row('user_id', 'id-only');
-- Every sign-in writes users.last_login_at, which is no change to the account: that column alone stages nothing.
CREATE TRIGGER users_activity
  AFTER UPDATE OF user_type, first_name, last_name, email_address, phone_country_code, phone_number,
    profile_picture, is_super_admin, need_to_change_password, password_hash, user_id
  ON users FOR EACH ROW EXECUTE FUNCTION stage_audit_row('user_id');
CREATE TRIGGER users_activity_rows AFTER INSERT OR DELETE ON users
  FOR EACH ROW EXECUTE FUNCTION stage_audit_row('user_id');
