ALTER TABLE "chat_reports" ADD COLUMN "resolved_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "chat_reports" ADD COLUMN "resolved_by" integer;--> statement-breakpoint
ALTER TABLE "chat_reports" ADD COLUMN "resolution" text;--> statement-breakpoint
ALTER TABLE "chat_reports" ADD CONSTRAINT "chat_reports_resolved_by_users_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "chat_reports_open_idx" ON "chat_reports" USING btree ("message_id") WHERE "chat_reports"."resolved_at" is null;