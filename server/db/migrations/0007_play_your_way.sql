ALTER TABLE "account_settings" ADD COLUMN "palette" text;--> statement-breakpoint
ALTER TABLE "account_settings" ADD COLUMN "reduced_motion" boolean;--> statement-breakpoint
ALTER TABLE "crawlers" ADD COLUMN "standing_orders" jsonb;--> statement-breakpoint
ALTER TABLE "crawlers" ADD COLUMN "spectating_allowed" boolean DEFAULT true NOT NULL;