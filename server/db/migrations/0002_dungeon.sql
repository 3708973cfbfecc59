CREATE TABLE "containers" (
	"id" serial PRIMARY KEY NOT NULL,
	"room_id" integer NOT NULL,
	"template_key" text NOT NULL,
	"x" real NOT NULL,
	"y" real NOT NULL,
	"opened_at" timestamp with time zone,
	"opened_by" integer
);
--> statement-breakpoint
CREATE TABLE "explored_rooms" (
	"crawler_id" integer NOT NULL,
	"room_id" integer NOT NULL,
	"visited_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "explored_rooms_crawler_id_room_id_pk" PRIMARY KEY("crawler_id","room_id")
);
--> statement-breakpoint
CREATE TABLE "factions" (
	"id" serial PRIMARY KEY NOT NULL,
	"season_id" integer NOT NULL,
	"floor" integer NOT NULL,
	"key" text NOT NULL,
	"name" text NOT NULL,
	"color" text NOT NULL,
	"creature_types" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ground_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"room_id" integer NOT NULL,
	"template_key" text NOT NULL,
	"x" real NOT NULL,
	"y" real NOT NULL,
	"dropped_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mobs" (
	"id" serial PRIMARY KEY NOT NULL,
	"room_id" integer NOT NULL,
	"spec_key" text NOT NULL,
	"creature_type" text NOT NULL,
	"name" text NOT NULL,
	"is_boss" boolean NOT NULL,
	"level" integer NOT NULL,
	"max_health" integer NOT NULL,
	"health" integer NOT NULL,
	"attack" integer NOT NULL,
	"defense" integer NOT NULL,
	"accuracy" integer NOT NULL,
	"evasion" integer NOT NULL,
	"speed" integer NOT NULL,
	"xp_reward" integer NOT NULL,
	"gold_reward" integer NOT NULL,
	"disposition" text NOT NULL,
	"home_x" real NOT NULL,
	"home_y" real NOT NULL,
	"is_alive" boolean DEFAULT true NOT NULL,
	"died_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "rooms" (
	"id" serial PRIMARY KEY NOT NULL,
	"season_id" integer NOT NULL,
	"floor" integer NOT NULL,
	"key" text NOT NULL,
	"x" integer NOT NULL,
	"y" integer NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"environment" text NOT NULL,
	"description" text NOT NULL,
	"width_feet" integer NOT NULL,
	"height_feet" integer NOT NULL,
	"is_safe" boolean NOT NULL,
	"has_loot" boolean NOT NULL,
	"is_pvp" boolean NOT NULL,
	"faction_key" text,
	"encounter_type" text NOT NULL,
	"npcs" jsonb NOT NULL,
	"features" jsonb NOT NULL,
	"regenerations" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "room_connections" (
	"from_room_id" integer NOT NULL,
	"to_room_id" integer NOT NULL,
	"direction" text NOT NULL,
	CONSTRAINT "room_connections_from_room_id_direction_pk" PRIMARY KEY("from_room_id","direction")
);
--> statement-breakpoint
ALTER TABLE "crawlers" ALTER COLUMN "position_x" SET DATA TYPE real;--> statement-breakpoint
ALTER TABLE "crawlers" ALTER COLUMN "position_x" SET DEFAULT 50;--> statement-breakpoint
ALTER TABLE "crawlers" ALTER COLUMN "position_y" SET DATA TYPE real;--> statement-breakpoint
ALTER TABLE "crawlers" ALTER COLUMN "position_y" SET DEFAULT 50;--> statement-breakpoint
ALTER TABLE "crawlers" ADD COLUMN "last_move_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "containers" ADD CONSTRAINT "containers_room_id_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."rooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "containers" ADD CONSTRAINT "containers_opened_by_crawlers_id_fk" FOREIGN KEY ("opened_by") REFERENCES "public"."crawlers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "explored_rooms" ADD CONSTRAINT "explored_rooms_crawler_id_crawlers_id_fk" FOREIGN KEY ("crawler_id") REFERENCES "public"."crawlers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "explored_rooms" ADD CONSTRAINT "explored_rooms_room_id_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."rooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "factions" ADD CONSTRAINT "factions_season_id_seasons_id_fk" FOREIGN KEY ("season_id") REFERENCES "public"."seasons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ground_items" ADD CONSTRAINT "ground_items_room_id_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."rooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mobs" ADD CONSTRAINT "mobs_room_id_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."rooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rooms" ADD CONSTRAINT "rooms_season_id_seasons_id_fk" FOREIGN KEY ("season_id") REFERENCES "public"."seasons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "room_connections" ADD CONSTRAINT "room_connections_from_room_id_rooms_id_fk" FOREIGN KEY ("from_room_id") REFERENCES "public"."rooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "room_connections" ADD CONSTRAINT "room_connections_to_room_id_rooms_id_fk" FOREIGN KEY ("to_room_id") REFERENCES "public"."rooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "containers_room_idx" ON "containers" USING btree ("room_id");--> statement-breakpoint
CREATE UNIQUE INDEX "factions_season_key_uq" ON "factions" USING btree ("season_id","key");--> statement-breakpoint
CREATE INDEX "ground_items_room_idx" ON "ground_items" USING btree ("room_id");--> statement-breakpoint
CREATE INDEX "mobs_room_idx" ON "mobs" USING btree ("room_id");--> statement-breakpoint
CREATE UNIQUE INDEX "rooms_season_key_uq" ON "rooms" USING btree ("season_id","key");--> statement-breakpoint
CREATE INDEX "rooms_season_floor_idx" ON "rooms" USING btree ("season_id","floor");