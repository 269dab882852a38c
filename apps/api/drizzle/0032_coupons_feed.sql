-- The change feed (0019) tells of a student's coupon activations (kind 'coupons', per user) and of what
-- a student's list shows of the coupons themselves (kind 'coupons', all students: a code or its
-- products edited by staff; each use only counts on the row and tells nothing).
CREATE TRIGGER "coupon_activations_notify_change" AFTER INSERT OR UPDATE OR DELETE ON "public"."coupon_activations" FOR EACH ROW EXECUTE FUNCTION "public".notify_change('coupons', 'user_id');--> statement-breakpoint
CREATE TRIGGER "coupon_activations_notify_truncate" AFTER TRUNCATE ON "public"."coupon_activations" FOR EACH STATEMENT EXECUTE FUNCTION "public".notify_change('coupons');--> statement-breakpoint
CREATE TRIGGER "coupons_notify_change" AFTER INSERT OR UPDATE OF "code", "product_ids" OR DELETE OR TRUNCATE ON "public"."coupons" FOR EACH STATEMENT EXECUTE FUNCTION "public".notify_change('coupons');
