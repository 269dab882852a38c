CREATE TABLE "class_type_goal_settings" (
	"class_type_id" integer NOT NULL,
	"class_year_id" integer NOT NULL,
	"max_points" integer NOT NULL,
	"step" integer DEFAULT 1 NOT NULL,
	"default_points" integer NOT NULL,
	CONSTRAINT "class_type_goal_settings_class_type_id_class_year_id_pk" PRIMARY KEY("class_type_id","class_year_id")
);
--> statement-breakpoint
CREATE TABLE "extra_goals" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "student_goals" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"class_year_id" integer NOT NULL,
	"has_goal_gifts" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "student_subjects" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"class_type_id" integer NOT NULL,
	"extra_goals" integer[] DEFAULT '{}' NOT NULL,
	"goal" integer,
	"current_result" integer,
	"is_priority" boolean DEFAULT false NOT NULL,
	"program_status" text DEFAULT 'NEW' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "class_type_goal_settings" ADD CONSTRAINT "class_type_goal_settings_class_type_id_class_types_id_fk" FOREIGN KEY ("class_type_id") REFERENCES "public"."class_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_type_goal_settings" ADD CONSTRAINT "class_type_goal_settings_class_year_id_class_years_id_fk" FOREIGN KEY ("class_year_id") REFERENCES "public"."class_years"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_goals" ADD CONSTRAINT "student_goals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_goals" ADD CONSTRAINT "student_goals_class_year_id_class_years_id_fk" FOREIGN KEY ("class_year_id") REFERENCES "public"."class_years"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_subjects" ADD CONSTRAINT "student_subjects_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_subjects" ADD CONSTRAINT "student_subjects_class_type_id_class_types_id_fk" FOREIGN KEY ("class_type_id") REFERENCES "public"."class_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "student_subjects_user_class_type_key" ON "student_subjects" USING btree ("user_id","class_type_id");