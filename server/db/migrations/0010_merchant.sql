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
ALTER TABLE "merchant_stock" ADD CONSTRAINT "merchant_stock_season_id_seasons_id_fk" FOREIGN KEY ("season_id") REFERENCES "public"."seasons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "merchant_stock" ADD CONSTRAINT "merchant_stock_room_id_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."rooms"("id") ON DELETE cascade ON UPDATE no action;