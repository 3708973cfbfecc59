CREATE TABLE "activities" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"crawler_id" integer,
	"type" text NOT NULL,
	"message" text NOT NULL,
	"summary" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "crawlers" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"season_id" integer NOT NULL,
	"sponsorship" text NOT NULL,
	"name" text NOT NULL,
	"serial" text NOT NULL,
	"classification" text NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"is_alive" boolean DEFAULT true NOT NULL,
	"might" integer NOT NULL,
	"agility" integer NOT NULL,
	"endurance" integer NOT NULL,
	"intellect" integer NOT NULL,
	"charisma" integer NOT NULL,
	"wisdom" integer NOT NULL,
	"luck" integer NOT NULL,
	"health" integer NOT NULL,
	"max_health" integer NOT NULL,
	"energy" integer NOT NULL,
	"max_energy" integer NOT NULL,
	"power" integer NOT NULL,
	"max_power" integer NOT NULL,
	"experience" integer DEFAULT 0 NOT NULL,
	"level" integer DEFAULT 1 NOT NULL,
	"gold" integer DEFAULT 0 NOT NULL,
	"credits" integer DEFAULT 0 NOT NULL,
	"memory" integer DEFAULT 10 NOT NULL,
	"energy_regen" integer DEFAULT 5 NOT NULL,
	"current_floor" integer DEFAULT 1 NOT NULL,
	"current_room_id" integer,
	"position_x" integer DEFAULT 50 NOT NULL,
	"position_y" integer DEFAULT 50 NOT NULL,
	"background" text NOT NULL,
	"competencies" jsonb NOT NULL,
	"top_ability" jsonb NOT NULL,
	"scan_range" integer DEFAULT 1 NOT NULL,
	"active_effects" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"last_action" text,
	"last_energy_regen" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"died_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "hotbars" (
	"crawler_id" integer PRIMARY KEY NOT NULL,
	"slots" jsonb NOT NULL,
	"visible_count" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "items" (
	"id" serial PRIMARY KEY NOT NULL,
	"template_key" text NOT NULL,
	"crawler_id" integer,
	"equipped_slot" text,
	"acquired_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "loadouts" (
	"id" serial PRIMARY KEY NOT NULL,
	"crawler_id" integer NOT NULL,
	"name" text NOT NULL,
	"items" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "last_primary_sponsorship_season" integer;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "candidate_offer" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "activities" ADD CONSTRAINT "activities_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activities" ADD CONSTRAINT "activities_crawler_id_crawlers_id_fk" FOREIGN KEY ("crawler_id") REFERENCES "public"."crawlers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crawlers" ADD CONSTRAINT "crawlers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crawlers" ADD CONSTRAINT "crawlers_season_id_seasons_id_fk" FOREIGN KEY ("season_id") REFERENCES "public"."seasons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hotbars" ADD CONSTRAINT "hotbars_crawler_id_crawlers_id_fk" FOREIGN KEY ("crawler_id") REFERENCES "public"."crawlers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "items" ADD CONSTRAINT "items_crawler_id_crawlers_id_fk" FOREIGN KEY ("crawler_id") REFERENCES "public"."crawlers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loadouts" ADD CONSTRAINT "loadouts_crawler_id_crawlers_id_fk" FOREIGN KEY ("crawler_id") REFERENCES "public"."crawlers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "activities_user_created_idx" ON "activities" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "crawlers_user_idx" ON "crawlers" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "crawlers_gold_idx" ON "crawlers" USING btree ("season_id","gold");--> statement-breakpoint
CREATE INDEX "items_crawler_idx" ON "items" USING btree ("crawler_id");--> statement-breakpoint
CREATE UNIQUE INDEX "items_crawler_slot_uq" ON "items" USING btree ("crawler_id","equipped_slot") WHERE "items"."equipped_slot" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "loadouts_crawler_name_uq" ON "loadouts" USING btree ("crawler_id","name");