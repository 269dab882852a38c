-- The change feed (0019) tells of the lessons and their modules (kind 'lessons', all students: staff
-- schedule them) and of a student's watched lessons (kind 'lessons', per user).
CREATE TRIGGER "lessons_notify_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "public"."lessons" FOR EACH STATEMENT EXECUTE FUNCTION "public".notify_change('lessons');--> statement-breakpoint
CREATE TRIGGER "lesson_modules_notify_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "public"."lesson_modules" FOR EACH STATEMENT EXECUTE FUNCTION "public".notify_change('lessons');--> statement-breakpoint
CREATE TRIGGER "lesson_watches_notify_change" AFTER INSERT OR UPDATE OR DELETE ON "public"."lesson_watches" FOR EACH ROW EXECUTE FUNCTION "public".notify_change('lessons', 'user_id');--> statement-breakpoint
CREATE TRIGGER "lesson_watches_notify_truncate" AFTER TRUNCATE ON "public"."lesson_watches" FOR EACH STATEMENT EXECUTE FUNCTION "public".notify_change('lessons');
