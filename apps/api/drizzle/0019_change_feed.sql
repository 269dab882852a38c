-- The change feed (src/db/change-feed.ts): a write tells every instance what it changed, on the
-- channel prepa:<schema>, once it commits. The payload is the trigger's first argument (the kind) and,
-- with a second argument, ':' and that column of the row (of the new row and of the old one).
CREATE OR REPLACE FUNCTION "public".notify_change() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  channel text := 'prepa:' || TG_TABLE_SCHEMA;
BEGIN
  IF TG_NARGS < 2 OR TG_LEVEL = 'STATEMENT' THEN
    PERFORM pg_notify(channel, TG_ARGV[0]);
    RETURN NULL;
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM pg_notify(channel, TG_ARGV[0] || ':' || (to_jsonb(NEW) ->> TG_ARGV[1]));
  END IF;
  IF TG_OP <> 'INSERT' THEN
    PERFORM pg_notify(channel, TG_ARGV[0] || ':' || (to_jsonb(OLD) ->> TG_ARGV[1]));
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "enrollments_notify_change" AFTER INSERT OR UPDATE OR DELETE ON "public"."enrollments" FOR EACH ROW EXECUTE FUNCTION "public".notify_change('owned', 'user_id');--> statement-breakpoint
CREATE TRIGGER "enrollments_notify_truncate" AFTER TRUNCATE ON "public"."enrollments" FOR EACH STATEMENT EXECUTE FUNCTION "public".notify_change('owned');--> statement-breakpoint
CREATE TRIGGER "subscriptions_notify_change" AFTER INSERT OR UPDATE OR DELETE ON "public"."subscriptions" FOR EACH ROW EXECUTE FUNCTION "public".notify_change('owned', 'user_id');--> statement-breakpoint
CREATE TRIGGER "subscriptions_notify_truncate" AFTER TRUNCATE ON "public"."subscriptions" FOR EACH STATEMENT EXECUTE FUNCTION "public".notify_change('owned');--> statement-breakpoint
CREATE TRIGGER "catalogue_version_notify_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "public"."catalogue_version" FOR EACH STATEMENT EXECUTE FUNCTION "public".notify_change('catalogue');
