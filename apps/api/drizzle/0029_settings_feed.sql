-- The change feed (0019) tells of a student's notification settings (kind 'settings', per user).
CREATE TRIGGER "notification_settings_notify_change" AFTER INSERT OR UPDATE OR DELETE ON "public"."notification_settings" FOR EACH ROW EXECUTE FUNCTION "public".notify_change('settings', 'user_id');--> statement-breakpoint
CREATE TRIGGER "notification_settings_notify_truncate" AFTER TRUNCATE ON "public"."notification_settings" FOR EACH STATEMENT EXECUTE FUNCTION "public".notify_change('settings');
