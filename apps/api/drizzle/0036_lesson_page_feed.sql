-- The change feed (0019) tells of a lesson's materials (kind 'lessons', all students: staff upload them)
-- and of a student's lesson ratings (kind 'lessons', per user), so a lesson's page can be kept per student.
CREATE TRIGGER "lesson_materials_notify_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "public"."lesson_materials" FOR EACH STATEMENT EXECUTE FUNCTION "public".notify_change('lessons');--> statement-breakpoint
CREATE TRIGGER "lesson_ratings_notify_change" AFTER INSERT OR UPDATE OR DELETE ON "public"."lesson_ratings" FOR EACH ROW EXECUTE FUNCTION "public".notify_change('lessons', 'user_id');--> statement-breakpoint
CREATE TRIGGER "lesson_ratings_notify_truncate" AFTER TRUNCATE ON "public"."lesson_ratings" FOR EACH STATEMENT EXECUTE FUNCTION "public".notify_change('lessons');
