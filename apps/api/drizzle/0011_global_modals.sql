CREATE TABLE "global_modal_views" (
	"id" serial PRIMARY KEY NOT NULL,
	"modal_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"item_id" integer DEFAULT 0 NOT NULL,
	"viewed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "global_modals" (
	"id" serial PRIMARY KEY NOT NULL,
	"action" text NOT NULL,
	"show_style" text NOT NULL,
	"title" text NOT NULL,
	"show_title" boolean DEFAULT true NOT NULL,
	"text_content" text DEFAULT '' NOT NULL,
	"image" text,
	"video" text,
	"redirect_url" text,
	"button_text" text,
	"can_skip" boolean DEFAULT true NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"platform" text,
	"student_ids" integer[],
	"item_id" integer,
	"order" integer DEFAULT 0 NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "global_poll_answers" (
	"id" serial PRIMARY KEY NOT NULL,
	"poll_id" integer NOT NULL,
	"modal_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"variant_ids" integer[] NOT NULL,
	"text_feedback" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "global_poll_variants" (
	"id" serial PRIMARY KEY NOT NULL,
	"poll_id" integer NOT NULL,
	"text" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "global_polls" (
	"id" serial PRIMARY KEY NOT NULL,
	"modal_id" integer NOT NULL,
	"type" text NOT NULL,
	"question" text NOT NULL,
	"order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "student_feedback" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"score" integer NOT NULL,
	"text" text DEFAULT '' NOT NULL,
	"reasons" text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "global_modal_views" ADD CONSTRAINT "global_modal_views_modal_id_global_modals_id_fk" FOREIGN KEY ("modal_id") REFERENCES "public"."global_modals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "global_modal_views" ADD CONSTRAINT "global_modal_views_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "global_modals" ADD CONSTRAINT "global_modals_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "global_poll_answers" ADD CONSTRAINT "global_poll_answers_poll_id_global_polls_id_fk" FOREIGN KEY ("poll_id") REFERENCES "public"."global_polls"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "global_poll_answers" ADD CONSTRAINT "global_poll_answers_modal_id_global_modals_id_fk" FOREIGN KEY ("modal_id") REFERENCES "public"."global_modals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "global_poll_answers" ADD CONSTRAINT "global_poll_answers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "global_poll_variants" ADD CONSTRAINT "global_poll_variants_poll_id_global_polls_id_fk" FOREIGN KEY ("poll_id") REFERENCES "public"."global_polls"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "global_polls" ADD CONSTRAINT "global_polls_modal_id_global_modals_id_fk" FOREIGN KEY ("modal_id") REFERENCES "public"."global_modals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_feedback" ADD CONSTRAINT "student_feedback_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "global_modal_views_key" ON "global_modal_views" USING btree ("modal_id","user_id","item_id");--> statement-breakpoint
CREATE INDEX "global_modal_views_user_idx" ON "global_modal_views" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "global_modals_action_idx" ON "global_modals" USING btree ("action","is_active");--> statement-breakpoint
CREATE UNIQUE INDEX "global_poll_answers_key" ON "global_poll_answers" USING btree ("poll_id","user_id");--> statement-breakpoint
CREATE INDEX "global_poll_variants_poll_idx" ON "global_poll_variants" USING btree ("poll_id");--> statement-breakpoint
CREATE INDEX "global_polls_modal_idx" ON "global_polls" USING btree ("modal_id");--> statement-breakpoint
CREATE INDEX "student_feedback_user_idx" ON "student_feedback" USING btree ("user_id","created_at");