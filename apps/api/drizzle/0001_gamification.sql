CREATE TABLE "activity_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"item_key" text NOT NULL,
	"quantity" integer DEFAULT 1 NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	"local_date" date NOT NULL,
	"time_zone" text NOT NULL,
	"event_key" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "currency_limits" (
	"user_id" integer NOT NULL,
	"currency" text NOT NULL,
	"max" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ledger_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"currency" text NOT NULL,
	"amount" integer NOT NULL,
	"reason" text NOT NULL,
	"event_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "activity_events" ADD CONSTRAINT "activity_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "currency_limits" ADD CONSTRAINT "currency_limits_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "activity_events_event_key" ON "activity_events" USING btree ("event_key");--> statement-breakpoint
CREATE INDEX "activity_events_user_date_idx" ON "activity_events" USING btree ("user_id","local_date");--> statement-breakpoint
CREATE UNIQUE INDEX "currency_limits_user_currency_key" ON "currency_limits" USING btree ("user_id","currency");--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_entries_event_key" ON "ledger_entries" USING btree ("event_key");--> statement-breakpoint
CREATE INDEX "ledger_entries_user_currency_idx" ON "ledger_entries" USING btree ("user_id","currency");