CREATE TABLE "catalogue_version" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"stamp" text NOT NULL
);
--> statement-breakpoint
INSERT INTO "public"."catalogue_version" ("id", "stamp") VALUES (1, gen_random_uuid()::text);--> statement-breakpoint
CREATE OR REPLACE FUNCTION "public".catalogue_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "public"."catalogue_version" SET "stamp" = gen_random_uuid()::text WHERE "id" = 1;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "class_types_catalogue_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "public"."class_types" FOR EACH STATEMENT EXECUTE FUNCTION "public".catalogue_changed();--> statement-breakpoint
CREATE TRIGGER "class_years_catalogue_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "public"."class_years" FOR EACH STATEMENT EXECUTE FUNCTION "public".catalogue_changed();--> statement-breakpoint
CREATE TRIGGER "sys_course_types_catalogue_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "public"."sys_course_types" FOR EACH STATEMENT EXECUTE FUNCTION "public".catalogue_changed();--> statement-breakpoint
CREATE TRIGGER "product_types_catalogue_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "public"."product_types" FOR EACH STATEMENT EXECUTE FUNCTION "public".catalogue_changed();--> statement-breakpoint
CREATE TRIGGER "teachers_catalogue_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "public"."teachers" FOR EACH STATEMENT EXECUTE FUNCTION "public".catalogue_changed();--> statement-breakpoint
CREATE TRIGGER "rate_plans_catalogue_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "public"."rate_plans" FOR EACH STATEMENT EXECUTE FUNCTION "public".catalogue_changed();--> statement-breakpoint
CREATE TRIGGER "products_catalogue_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "public"."products" FOR EACH STATEMENT EXECUTE FUNCTION "public".catalogue_changed();--> statement-breakpoint
CREATE TRIGGER "lesson_packs_catalogue_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "public"."lesson_packs" FOR EACH STATEMENT EXECUTE FUNCTION "public".catalogue_changed();--> statement-breakpoint
CREATE TRIGGER "alternative_rates_catalogue_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "public"."alternative_rates" FOR EACH STATEMENT EXECUTE FUNCTION "public".catalogue_changed();--> statement-breakpoint
CREATE TRIGGER "product_gifts_catalogue_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "public"."product_gifts" FOR EACH STATEMENT EXECUTE FUNCTION "public".catalogue_changed();--> statement-breakpoint
CREATE TRIGGER "bundles_catalogue_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "public"."bundles" FOR EACH STATEMENT EXECUTE FUNCTION "public".catalogue_changed();--> statement-breakpoint
CREATE TRIGGER "bundle_items_catalogue_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "public"."bundle_items" FOR EACH STATEMENT EXECUTE FUNCTION "public".catalogue_changed();--> statement-breakpoint
CREATE TRIGGER "bundle_gifts_catalogue_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "public"."bundle_gifts" FOR EACH STATEMENT EXECUTE FUNCTION "public".catalogue_changed();
