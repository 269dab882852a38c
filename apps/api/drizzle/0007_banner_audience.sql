ALTER TABLE "banners" ADD COLUMN "education_level" text;--> statement-breakpoint
ALTER TABLE "banners" ADD COLUMN "season_from" text;--> statement-breakpoint
ALTER TABLE "banners" ADD COLUMN "season_until" text;