CREATE TABLE "merchant_stock" (
	"season_id" integer NOT NULL,
	"room_id" integer NOT NULL,
	"slot" integer NOT NULL,
	"template_key" text NOT NULL,
	"price" integer NOT NULL,
	"quantity" integer NOT NULL,
	"restocked_at" timestamp with time zone NOT NULL,
	CONSTRAINT "merchant_stock_season_id_room_id_slot_pk" PRIMARY KEY("season_id","room_id","slot"),
	CONSTRAINT "merchant_stock_quantity_check" CHECK ("merchant_stock"."quantity" >= 0)
);
--> statement-breakpoint
CREATE TABLE "gifts" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"crawler_id" integer NOT NULL,
	"gift_key" text NOT NULL,
	"template_key" text NOT NULL,
	"price" integer NOT NULL,
	"floor" integer NOT NULL,
	"status" text DEFAULT 'in_flight' NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	"arrives_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone,
	"ground_item_id" integer
);
--> statement-breakpoint
DROP INDEX "crawler_events_feed_idx";--> statement-breakpoint
ALTER TABLE "merchant_stock" ADD CONSTRAINT "merchant_stock_season_id_seasons_id_fk" FOREIGN KEY ("season_id") REFERENCES "public"."seasons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "merchant_stock" ADD CONSTRAINT "merchant_stock_room_id_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."rooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gifts" ADD CONSTRAINT "gifts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gifts" ADD CONSTRAINT "gifts_crawler_id_crawlers_id_fk" FOREIGN KEY ("crawler_id") REFERENCES "public"."crawlers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "gifts_one_in_flight_uq" ON "gifts" USING btree ("crawler_id") WHERE "gifts"."status" = 'in_flight';--> statement-breakpoint
CREATE INDEX "gifts_due_idx" ON "gifts" USING btree ("arrives_at") WHERE "gifts"."status" = 'in_flight';--> statement-breakpoint
CREATE INDEX "gifts_crawler_idx" ON "gifts" USING btree ("crawler_id","id");--> statement-breakpoint
CREATE INDEX "crawler_events_feed_idx" ON "crawler_events" USING btree ("crawler_id","at" DESC NULLS LAST) WHERE ("crawler_events"."kind" in ('sponsored', 'entered_room', 'rewarded', 'died', 'picked_up', 'gift_arrived', 'bought', 'sold') or ("crawler_events"."kind" in ('attacked', 'rested') and "crawler_events"."data"->>'by' = 'orders'));