-- The change feed (0019) tells of what a student's banners are read from: the banners themselves (kind
-- 'banners', all students: staff edit them), the student's closed banners (kind 'banners', per user)
-- and their goals (kind 'goals', per user: the class year picks the exam a banner is for).
CREATE TRIGGER "banners_notify_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "public"."banners" FOR EACH STATEMENT EXECUTE FUNCTION "public".notify_change('banners');--> statement-breakpoint
CREATE TRIGGER "banner_closures_notify_change" AFTER INSERT OR UPDATE OR DELETE ON "public"."banner_closures" FOR EACH ROW EXECUTE FUNCTION "public".notify_change('banners', 'user_id');--> statement-breakpoint
CREATE TRIGGER "banner_closures_notify_truncate" AFTER TRUNCATE ON "public"."banner_closures" FOR EACH STATEMENT EXECUTE FUNCTION "public".notify_change('banners');--> statement-breakpoint
CREATE TRIGGER "student_goals_notify_change" AFTER INSERT OR UPDATE OR DELETE ON "public"."student_goals" FOR EACH ROW EXECUTE FUNCTION "public".notify_change('goals', 'user_id');--> statement-breakpoint
CREATE TRIGGER "student_goals_notify_truncate" AFTER TRUNCATE ON "public"."student_goals" FOR EACH STATEMENT EXECUTE FUNCTION "public".notify_change('goals');
--> statement-breakpoint
-- A class year's exam, should staff change it, moves every student's goals.
CREATE TRIGGER "class_years_notify_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "public"."class_years" FOR EACH STATEMENT EXECUTE FUNCTION "public".notify_change('goals');
