-- The change feed (0019) tells of a student's referral link id with the rest of their account (kind
-- 'profile', per user, as users and student_profiles in 0022).
CREATE TRIGGER "referral_ids_notify_change" AFTER INSERT OR UPDATE OR DELETE ON "public"."referral_ids" FOR EACH ROW EXECUTE FUNCTION "public".notify_change('profile', 'user_id');--> statement-breakpoint
CREATE TRIGGER "referral_ids_notify_truncate" AFTER TRUNCATE ON "public"."referral_ids" FOR EACH STATEMENT EXECUTE FUNCTION "public".notify_change('profile');
