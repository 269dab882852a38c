-- The change feed (0019) tells of the feature flags (kind 'flags', every platform: staff switch them).
CREATE TRIGGER "feature_flags_notify_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "public"."feature_flags" FOR EACH STATEMENT EXECUTE FUNCTION "public".notify_change('flags');
