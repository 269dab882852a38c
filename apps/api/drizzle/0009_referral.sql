CREATE TABLE "cpa_markers" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer,
	"client_ip" text NOT NULL,
	"params" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "referral_withdrawals" (
	"id" serial PRIMARY KEY NOT NULL,
	"request_id" uuid NOT NULL,
	"user_id" integer NOT NULL,
	"amount" integer NOT NULL,
	"details" text NOT NULL,
	"status" text DEFAULT 'NEW' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "cpa_markers" ADD CONSTRAINT "cpa_markers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_withdrawals" ADD CONSTRAINT "referral_withdrawals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cpa_markers_user_idx" ON "cpa_markers" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "referral_withdrawals_request_key" ON "referral_withdrawals" USING btree ("request_id");--> statement-breakpoint
CREATE INDEX "referral_withdrawals_user_idx" ON "referral_withdrawals" USING btree ("user_id");