ALTER TABLE "payment_events" ADD COLUMN "decided_by" integer;--> statement-breakpoint
ALTER TABLE "payment_events" ADD COLUMN "decided_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payment_events" ADD COLUMN "reason" text;--> statement-breakpoint
ALTER TABLE "payment_events" ADD CONSTRAINT "payment_events_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_events_transaction_idx" ON "payment_events" USING btree ("transaction_id");