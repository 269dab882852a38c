-- The change feed (0019) tells of what a user's profile is read from: their row in users and in
-- student_profiles (kind 'profile', per user; the experience in it is the ledger's 'balance', 0020).
CREATE TRIGGER "users_notify_change" AFTER INSERT OR UPDATE OR DELETE ON "public"."users" FOR EACH ROW EXECUTE FUNCTION "public".notify_change('profile', 'id');--> statement-breakpoint
CREATE TRIGGER "users_notify_truncate" AFTER TRUNCATE ON "public"."users" FOR EACH STATEMENT EXECUTE FUNCTION "public".notify_change('profile');--> statement-breakpoint
CREATE TRIGGER "student_profiles_notify_profile" AFTER INSERT OR UPDATE OR DELETE ON "public"."student_profiles" FOR EACH ROW EXECUTE FUNCTION "public".notify_change('profile', 'user_id');--> statement-breakpoint
CREATE TRIGGER "student_profiles_notify_profile_truncate" AFTER TRUNCATE ON "public"."student_profiles" FOR EACH STATEMENT EXECUTE FUNCTION "public".notify_change('profile');
