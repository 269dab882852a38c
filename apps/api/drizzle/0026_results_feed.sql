-- The change feed (0019) tells of a student's exam results (kind 'results', per user: their own entries
-- and a manager's decisions) and of the subjects' point scales (kind 'goals', all students: staff set
-- them per class year).
CREATE TRIGGER "exam_results_notify_change" AFTER INSERT OR UPDATE OR DELETE ON "public"."exam_results" FOR EACH ROW EXECUTE FUNCTION "public".notify_change('results', 'user_id');--> statement-breakpoint
CREATE TRIGGER "exam_results_notify_truncate" AFTER TRUNCATE ON "public"."exam_results" FOR EACH STATEMENT EXECUTE FUNCTION "public".notify_change('results');--> statement-breakpoint
CREATE TRIGGER "class_type_goal_settings_notify_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "public"."class_type_goal_settings" FOR EACH STATEMENT EXECUTE FUNCTION "public".notify_change('goals');
