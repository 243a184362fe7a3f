-- ── What a notification card shows, kept as recipients are written ──────────────────────────────────
-- A page of sent notifications shows per notification its first five recipients (pictures first, then by
-- id) and how many there were. Sent to 20,000 app users, finding those meant joining and sorting every
-- recipient of every notification on the page on each call (~100 ms a page, seconds under load). The
-- count and the five ids are now kept on the notification by a statement trigger on its recipients
-- (sent once; removed only with the notification or when an app user is deleted). The page joins users
-- for the five ids, so pictures are current; a picture added later does not reorder a sent card.
ALTER TABLE admin_notifications
  ADD COLUMN recipient_count integer NOT NULL DEFAULT 0,
  ADD COLUMN preview_user_ids integer[] NOT NULL DEFAULT '{}';

CREATE FUNCTION summarize_notification_recipients(notification_ids integer[]) RETURNS void LANGUAGE sql AS $$
  UPDATE admin_notifications n
     SET recipient_count = (SELECT count(*) FROM admin_notification_recipients r
                             WHERE r.admin_notification_id = n.admin_notification_id),
         preview_user_ids = ARRAY(SELECT u.user_id
                                    FROM admin_notification_recipients r JOIN users u ON u.user_id = r.user_id
                                   WHERE r.admin_notification_id = n.admin_notification_id
                                   ORDER BY u.profile_picture IS NULL, u.user_id
                                   LIMIT 5)
   WHERE n.admin_notification_id = ANY (notification_ids);
$$;

CREATE FUNCTION recipients_added() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM summarize_notification_recipients(ARRAY(SELECT DISTINCT admin_notification_id FROM added));
  RETURN NULL;
END;
$$;

CREATE FUNCTION recipients_removed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM summarize_notification_recipients(ARRAY(SELECT DISTINCT admin_notification_id FROM removed));
  RETURN NULL;
END;
$$;

CREATE TRIGGER admin_notification_recipients_added AFTER INSERT ON admin_notification_recipients
  REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION recipients_added();
CREATE TRIGGER admin_notification_recipients_removed AFTER DELETE ON admin_notification_recipients
  REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION recipients_removed();

SELECT summarize_notification_recipients(ARRAY(SELECT admin_notification_id FROM admin_notifications));
