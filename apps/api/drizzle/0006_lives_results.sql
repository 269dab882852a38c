CREATE TABLE "life_charges" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"delta" integer NOT NULL,
	"comment" text DEFAULT '' NOT NULL,
	"actor_id" integer,
	"event_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "exam_results" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"class_type_id" integer NOT NULL,
	"exam_year" integer NOT NULL,
	"status" text DEFAULT 'GOOD_LUCK' NOT NULL,
	"points" integer,
	"is_visible" boolean DEFAULT true NOT NULL,
	"other_date" boolean DEFAULT false NOT NULL,
	"feedback" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "life_charges" ADD CONSTRAINT "life_charges_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "life_charges" ADD CONSTRAINT "life_charges_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_results" ADD CONSTRAINT "exam_results_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_results" ADD CONSTRAINT "exam_results_class_type_id_class_types_id_fk" FOREIGN KEY ("class_type_id") REFERENCES "public"."class_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "life_charges_event_key" ON "life_charges" USING btree ("event_key");--> statement-breakpoint
CREATE INDEX "life_charges_user_created_idx" ON "life_charges" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "exam_results_user_type_year_key" ON "exam_results" USING btree ("user_id","class_type_id","exam_year");