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
DROP INDEX "crawler_events_feed_idx";--> statement-breakpoint
ALTER TABLE "merchant_stock" ADD CONSTRAINT "merchant_stock_season_id_seasons_id_fk" FOREIGN KEY ("season_id") REFERENCES "public"."seasons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "merchant_stock" ADD CONSTRAINT "merchant_stock_room_id_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."rooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "crawler_events_feed_idx" ON "crawler_events" USING btree ("crawler_id","at" DESC NULLS LAST) WHERE ("crawler_events"."kind" in ('sponsored', 'entered_room', 'rewarded', 'died', 'picked_up', 'bought', 'sold') or ("crawler_events"."kind" in ('attacked', 'rested') and "crawler_events"."data"->>'by' = 'orders'));