-- The change feed (0019) tells of the extra goals a student may pick (kind 'goals', all students: staff
-- keep the list).
CREATE TRIGGER "extra_goals_notify_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "public"."extra_goals" FOR EACH STATEMENT EXECUTE FUNCTION "public".notify_change('goals');
