-- The change feed (0019) tells of a student's homework lives (kind 'lives', per user: every charge,
-- recovery and curator's grant is a life_charges row).
CREATE TRIGGER "life_charges_notify_change" AFTER INSERT OR UPDATE OR DELETE ON "public"."life_charges" FOR EACH ROW EXECUTE FUNCTION "public".notify_change('lives', 'user_id');--> statement-breakpoint
CREATE TRIGGER "life_charges_notify_truncate" AFTER TRUNCATE ON "public"."life_charges" FOR EACH STATEMENT EXECUTE FUNCTION "public".notify_change('lives');
