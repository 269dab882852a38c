CREATE TABLE "homework_version" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"stamp" text NOT NULL
);
--> statement-breakpoint
CREATE INDEX "homework_submissions_student_idx" ON "homework_submissions" USING btree ("user_id");--> statement-breakpoint
INSERT INTO "public"."homework_version" ("id", "stamp") VALUES (1, gen_random_uuid()::text);--> statement-breakpoint
CREATE OR REPLACE FUNCTION "public".homework_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "public"."homework_version" SET "stamp" = gen_random_uuid()::text WHERE "id" = 1;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "homework_homework_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "public"."homework" FOR EACH STATEMENT EXECUTE FUNCTION "public".homework_changed();--> statement-breakpoint
CREATE TRIGGER "homework_tasks_homework_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "public"."homework_tasks" FOR EACH STATEMENT EXECUTE FUNCTION "public".homework_changed();
