-- The change feed (0019) tells of what a student's own reads depend on: their balance (ledger entries,
-- currency limits, the profile's consents that unlock the medals: kind 'balance'), their homework
-- submissions and files (kind 'submissions'), per student; and of the homework board's stamp (kind
-- 'homework').
CREATE TRIGGER "ledger_entries_notify_change" AFTER INSERT OR UPDATE OR DELETE ON "public"."ledger_entries" FOR EACH ROW EXECUTE FUNCTION "public".notify_change('balance', 'user_id');--> statement-breakpoint
CREATE TRIGGER "ledger_entries_notify_truncate" AFTER TRUNCATE ON "public"."ledger_entries" FOR EACH STATEMENT EXECUTE FUNCTION "public".notify_change('balance');--> statement-breakpoint
CREATE TRIGGER "currency_limits_notify_change" AFTER INSERT OR UPDATE OR DELETE ON "public"."currency_limits" FOR EACH ROW EXECUTE FUNCTION "public".notify_change('balance', 'user_id');--> statement-breakpoint
CREATE TRIGGER "currency_limits_notify_truncate" AFTER TRUNCATE ON "public"."currency_limits" FOR EACH STATEMENT EXECUTE FUNCTION "public".notify_change('balance');--> statement-breakpoint
CREATE TRIGGER "student_profiles_notify_change" AFTER INSERT OR UPDATE OR DELETE ON "public"."student_profiles" FOR EACH ROW EXECUTE FUNCTION "public".notify_change('balance', 'user_id');--> statement-breakpoint
CREATE TRIGGER "student_profiles_notify_truncate" AFTER TRUNCATE ON "public"."student_profiles" FOR EACH STATEMENT EXECUTE FUNCTION "public".notify_change('balance');
--> statement-breakpoint
CREATE TRIGGER "homework_submissions_notify_change" AFTER INSERT OR UPDATE OR DELETE ON "public"."homework_submissions" FOR EACH ROW EXECUTE FUNCTION "public".notify_change('submissions', 'user_id');--> statement-breakpoint
CREATE TRIGGER "homework_submissions_notify_truncate" AFTER TRUNCATE ON "public"."homework_submissions" FOR EACH STATEMENT EXECUTE FUNCTION "public".notify_change('submissions');--> statement-breakpoint
CREATE TRIGGER "homework_files_notify_change" AFTER INSERT OR UPDATE OR DELETE ON "public"."homework_files" FOR EACH ROW EXECUTE FUNCTION "public".notify_change('submissions', 'user_id');--> statement-breakpoint
CREATE TRIGGER "homework_files_notify_truncate" AFTER TRUNCATE ON "public"."homework_files" FOR EACH STATEMENT EXECUTE FUNCTION "public".notify_change('submissions');--> statement-breakpoint
CREATE TRIGGER "homework_version_notify_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "public"."homework_version" FOR EACH STATEMENT EXECUTE FUNCTION "public".notify_change('homework');
