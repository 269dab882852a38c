-- The change feed (0019) tells of the rest of a student's goals (kind 'goals', per user, as their class
-- year in 0024): their subjects and their reactions to recommended courses.
CREATE TRIGGER "student_subjects_notify_change" AFTER INSERT OR UPDATE OR DELETE ON "public"."student_subjects" FOR EACH ROW EXECUTE FUNCTION "public".notify_change('goals', 'user_id');--> statement-breakpoint
CREATE TRIGGER "student_subjects_notify_truncate" AFTER TRUNCATE ON "public"."student_subjects" FOR EACH STATEMENT EXECUTE FUNCTION "public".notify_change('goals');--> statement-breakpoint
CREATE TRIGGER "recommendation_reactions_notify_change" AFTER INSERT OR UPDATE OR DELETE ON "public"."recommendation_reactions" FOR EACH ROW EXECUTE FUNCTION "public".notify_change('goals', 'user_id');--> statement-breakpoint
CREATE TRIGGER "recommendation_reactions_notify_truncate" AFTER TRUNCATE ON "public"."recommendation_reactions" FOR EACH STATEMENT EXECUTE FUNCTION "public".notify_change('goals');
