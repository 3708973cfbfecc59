ALTER TABLE "crawlers" ADD COLUMN "rest_started_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "crawlers" ADD COLUMN "rest_start_health" integer;