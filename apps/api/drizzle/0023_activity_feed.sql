-- The change feed (0019) tells of a student's activity (kind 'activity', per user): the streak and
-- today's actions are read from it.
CREATE TRIGGER "activity_events_notify_change" AFTER INSERT OR UPDATE OR DELETE ON "public"."activity_events" FOR EACH ROW EXECUTE FUNCTION "public".notify_change('activity', 'user_id');--> statement-breakpoint
CREATE TRIGGER "activity_events_notify_truncate" AFTER TRUNCATE ON "public"."activity_events" FOR EACH STATEMENT EXECUTE FUNCTION "public".notify_change('activity');
