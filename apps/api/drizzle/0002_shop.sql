CREATE TABLE "banner_closures" (
	"user_id" integer NOT NULL,
	"banner_id" integer NOT NULL,
	"closed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "banners" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"text" text DEFAULT '' NOT NULL,
	"image" text,
	"url" text,
	"platform" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "student_profiles" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"statuses" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"onboarding_state" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"time_zone" text,
	"birthday" date,
	"nickname" text,
	"whatsapp" text,
	"phone_confirmed_at" timestamp with time zone,
	"personal_data_accepted_at" timestamp with time zone,
	"lottery_accepted_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "activation_hashes" (
	"id" serial PRIMARY KEY NOT NULL,
	"hash" text NOT NULL,
	"product_ids" integer[] NOT NULL,
	"transaction_id" integer,
	"activated_by" integer,
	"activated_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "cart_bundles" (
	"id" serial PRIMARY KEY NOT NULL,
	"cart_id" integer NOT NULL,
	"bundle_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cart_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"cart_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"pack_id" integer,
	"is_prolong_subscription" boolean DEFAULT false NOT NULL,
	"price_override" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "carts" (
	"id" serial PRIMARY KEY NOT NULL,
	"hash" text NOT NULL,
	"user_id" integer,
	"is_standalone" boolean DEFAULT false NOT NULL,
	"coupon_id" integer,
	"referrer_user_id" integer,
	"removed_gift_ids" integer[] DEFAULT '{}' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "coupon_activations" (
	"id" serial PRIMARY KEY NOT NULL,
	"coupon_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"activated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "coupons" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"kind" text NOT NULL,
	"percent" integer,
	"amounts" jsonb,
	"product_ids" integer[] DEFAULT '{}' NOT NULL,
	"max_uses" integer,
	"used_count" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "enrollments" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"transaction_id" integer,
	"grant_key" text NOT NULL,
	"source" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"event_id" text NOT NULL,
	"transaction_id" integer NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "purchased_documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"transaction_id" integer NOT NULL,
	"token" text NOT NULL,
	"title" text NOT NULL,
	"price" integer NOT NULL,
	"currency" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "referral_ids" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"referral_id" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "subscriptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"transaction_id" integer,
	"status" text NOT NULL,
	"auto_renewal" boolean NOT NULL,
	"current_period_start" timestamp with time zone NOT NULL,
	"current_period_end" timestamp with time zone NOT NULL,
	"price" integer NOT NULL,
	"currency" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "transactions" (
	"id" serial PRIMARY KEY NOT NULL,
	"uuid" text NOT NULL,
	"order_number" text NOT NULL,
	"cart_id" integer,
	"payer_user_id" integer,
	"beneficiary_user_id" integer NOT NULL,
	"status" text NOT NULL,
	"method" text NOT NULL,
	"provider" text NOT NULL,
	"platform" text NOT NULL,
	"full_amount" integer NOT NULL,
	"discount" integer NOT NULL,
	"amount" integer NOT NULL,
	"currency" text NOT NULL,
	"coupon_id" integer,
	"referrer_user_id" integer,
	"subscribe" boolean DEFAULT false NOT NULL,
	"customer" jsonb,
	"lines" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "alternative_rates" (
	"product_id" integer NOT NULL,
	"alt_product_id" integer NOT NULL,
	"order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "alternative_rates_product_id_alt_product_id_pk" PRIMARY KEY("product_id","alt_product_id")
);
--> statement-breakpoint
CREATE TABLE "bundle_gifts" (
	"bundle_id" integer NOT NULL,
	"gift_product_id" integer NOT NULL,
	CONSTRAINT "bundle_gifts_bundle_id_gift_product_id_pk" PRIMARY KEY("bundle_id","gift_product_id")
);
--> statement-breakpoint
CREATE TABLE "bundle_items" (
	"bundle_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"pack_id" integer,
	"order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "bundle_items_bundle_id_product_id_pk" PRIMARY KEY("bundle_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "bundles" (
	"id" serial PRIMARY KEY NOT NULL,
	"hash" text NOT NULL,
	"title" text NOT NULL,
	"sys_course_type_id" integer NOT NULL,
	"prices" jsonb NOT NULL,
	"tags" text[] DEFAULT '{}' NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "class_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"color" text NOT NULL,
	"order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "class_years" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"order" integer NOT NULL,
	"education_level" text NOT NULL,
	"is_unlimited_class_types_goals" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lesson_packs" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"title" text NOT NULL,
	"lessons_count" integer NOT NULL,
	"prices" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_gifts" (
	"product_id" integer NOT NULL,
	"gift_product_id" integer NOT NULL,
	"optional" boolean DEFAULT false NOT NULL,
	CONSTRAINT "product_gifts_product_id_gift_product_id_pk" PRIMARY KEY("product_id","gift_product_id")
);
--> statement-breakpoint
CREATE TABLE "product_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"title" text NOT NULL,
	"sys_course_type_id" integer NOT NULL,
	"class_type_id" integer,
	"class_year_id" integer
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"product_type_id" integer NOT NULL,
	"teacher_id" integer,
	"rate_plan_id" integer NOT NULL,
	"prices" jsonb NOT NULL,
	"avatar" text,
	"start_date" date,
	"access_days" integer DEFAULT 30 NOT NULL,
	"is_forced_prolong" boolean DEFAULT false NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rate_plans" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"sys_rate_plan_name" text NOT NULL,
	"package_title" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sys_course_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"title" text NOT NULL,
	"order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "teachers" (
	"id" serial PRIMARY KEY NOT NULL,
	"full_name" text NOT NULL,
	"avatar" text,
	"description" text DEFAULT '' NOT NULL,
	"stats" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"presentation_video" text,
	"class_type_ids" integer[] DEFAULT '{}' NOT NULL
);
--> statement-breakpoint
ALTER TABLE "banner_closures" ADD CONSTRAINT "banner_closures_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "banner_closures" ADD CONSTRAINT "banner_closures_banner_id_banners_id_fk" FOREIGN KEY ("banner_id") REFERENCES "public"."banners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_profiles" ADD CONSTRAINT "student_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activation_hashes" ADD CONSTRAINT "activation_hashes_transaction_id_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activation_hashes" ADD CONSTRAINT "activation_hashes_activated_by_users_id_fk" FOREIGN KEY ("activated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_bundles" ADD CONSTRAINT "cart_bundles_cart_id_carts_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."carts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_bundles" ADD CONSTRAINT "cart_bundles_bundle_id_bundles_id_fk" FOREIGN KEY ("bundle_id") REFERENCES "public"."bundles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_cart_id_carts_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."carts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_pack_id_lesson_packs_id_fk" FOREIGN KEY ("pack_id") REFERENCES "public"."lesson_packs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carts" ADD CONSTRAINT "carts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carts" ADD CONSTRAINT "carts_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carts" ADD CONSTRAINT "carts_referrer_user_id_users_id_fk" FOREIGN KEY ("referrer_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_activations" ADD CONSTRAINT "coupon_activations_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_activations" ADD CONSTRAINT "coupon_activations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enrollments" ADD CONSTRAINT "enrollments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enrollments" ADD CONSTRAINT "enrollments_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enrollments" ADD CONSTRAINT "enrollments_transaction_id_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_events" ADD CONSTRAINT "payment_events_transaction_id_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchased_documents" ADD CONSTRAINT "purchased_documents_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchased_documents" ADD CONSTRAINT "purchased_documents_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchased_documents" ADD CONSTRAINT "purchased_documents_transaction_id_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_ids" ADD CONSTRAINT "referral_ids_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_transaction_id_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_cart_id_carts_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."carts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_payer_user_id_users_id_fk" FOREIGN KEY ("payer_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_beneficiary_user_id_users_id_fk" FOREIGN KEY ("beneficiary_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_referrer_user_id_users_id_fk" FOREIGN KEY ("referrer_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alternative_rates" ADD CONSTRAINT "alternative_rates_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alternative_rates" ADD CONSTRAINT "alternative_rates_alt_product_id_products_id_fk" FOREIGN KEY ("alt_product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bundle_gifts" ADD CONSTRAINT "bundle_gifts_bundle_id_bundles_id_fk" FOREIGN KEY ("bundle_id") REFERENCES "public"."bundles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bundle_gifts" ADD CONSTRAINT "bundle_gifts_gift_product_id_products_id_fk" FOREIGN KEY ("gift_product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bundle_items" ADD CONSTRAINT "bundle_items_bundle_id_bundles_id_fk" FOREIGN KEY ("bundle_id") REFERENCES "public"."bundles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bundle_items" ADD CONSTRAINT "bundle_items_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bundle_items" ADD CONSTRAINT "bundle_items_pack_id_lesson_packs_id_fk" FOREIGN KEY ("pack_id") REFERENCES "public"."lesson_packs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bundles" ADD CONSTRAINT "bundles_sys_course_type_id_sys_course_types_id_fk" FOREIGN KEY ("sys_course_type_id") REFERENCES "public"."sys_course_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson_packs" ADD CONSTRAINT "lesson_packs_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_gifts" ADD CONSTRAINT "product_gifts_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_gifts" ADD CONSTRAINT "product_gifts_gift_product_id_products_id_fk" FOREIGN KEY ("gift_product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_types" ADD CONSTRAINT "product_types_sys_course_type_id_sys_course_types_id_fk" FOREIGN KEY ("sys_course_type_id") REFERENCES "public"."sys_course_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_types" ADD CONSTRAINT "product_types_class_type_id_class_types_id_fk" FOREIGN KEY ("class_type_id") REFERENCES "public"."class_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_types" ADD CONSTRAINT "product_types_class_year_id_class_years_id_fk" FOREIGN KEY ("class_year_id") REFERENCES "public"."class_years"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_product_type_id_product_types_id_fk" FOREIGN KEY ("product_type_id") REFERENCES "public"."product_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_teacher_id_teachers_id_fk" FOREIGN KEY ("teacher_id") REFERENCES "public"."teachers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_rate_plan_id_rate_plans_id_fk" FOREIGN KEY ("rate_plan_id") REFERENCES "public"."rate_plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "banner_closures_user_banner_key" ON "banner_closures" USING btree ("user_id","banner_id");--> statement-breakpoint
CREATE UNIQUE INDEX "activation_hashes_key" ON "activation_hashes" USING btree ("hash");--> statement-breakpoint
CREATE UNIQUE INDEX "cart_bundles_key" ON "cart_bundles" USING btree ("cart_id","bundle_id");--> statement-breakpoint
CREATE UNIQUE INDEX "cart_items_product_key" ON "cart_items" USING btree ("cart_id","product_id");--> statement-breakpoint
CREATE UNIQUE INDEX "carts_hash_key" ON "carts" USING btree ("hash");--> statement-breakpoint
CREATE UNIQUE INDEX "carts_own_key" ON "carts" USING btree ("user_id") WHERE "carts"."is_standalone" = false AND "carts"."user_id" IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "coupon_activations_key" ON "coupon_activations" USING btree ("coupon_id","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "coupons_code_key" ON "coupons" USING btree (lower("code"));--> statement-breakpoint
CREATE UNIQUE INDEX "enrollments_grant_key" ON "enrollments" USING btree ("grant_key");--> statement-breakpoint
CREATE INDEX "enrollments_user_idx" ON "enrollments" USING btree ("user_id","ends_at");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_events_key" ON "payment_events" USING btree ("provider","event_id");--> statement-breakpoint
CREATE UNIQUE INDEX "purchased_documents_key" ON "purchased_documents" USING btree ("transaction_id","product_id");--> statement-breakpoint
CREATE UNIQUE INDEX "purchased_documents_token_key" ON "purchased_documents" USING btree ("token");--> statement-breakpoint
CREATE INDEX "purchased_documents_user_idx" ON "purchased_documents" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "referral_ids_key" ON "referral_ids" USING btree ("referral_id");--> statement-breakpoint
CREATE UNIQUE INDEX "subscriptions_user_product_key" ON "subscriptions" USING btree ("user_id","product_id");--> statement-breakpoint
CREATE UNIQUE INDEX "transactions_uuid_key" ON "transactions" USING btree ("uuid");--> statement-breakpoint
CREATE INDEX "transactions_beneficiary_idx" ON "transactions" USING btree ("beneficiary_user_id");--> statement-breakpoint
CREATE INDEX "transactions_status_idx" ON "transactions" USING btree ("status");--> statement-breakpoint
CREATE UNIQUE INDEX "bundles_hash_key" ON "bundles" USING btree ("hash");--> statement-breakpoint
CREATE INDEX "product_types_course_idx" ON "product_types" USING btree ("sys_course_type_id");--> statement-breakpoint
CREATE INDEX "products_type_idx" ON "products" USING btree ("product_type_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sys_course_types_code_key" ON "sys_course_types" USING btree ("code");