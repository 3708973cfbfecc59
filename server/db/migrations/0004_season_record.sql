CREATE TABLE "crawler_events" (
	"crawler_id" integer NOT NULL,
	"seq" integer NOT NULL,
	"tick" integer NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"room_id" integer,
	"kind" text NOT NULL,
	"data" jsonb NOT NULL,
	CONSTRAINT "crawler_events_crawler_id_seq_pk" PRIMARY KEY("crawler_id","seq")
);
--> statement-breakpoint
CREATE TABLE "crawler_event_heads" (
	"crawler_id" integer PRIMARY KEY NOT NULL,
	"last_seq" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "hall_of_fame" (
	"season_id" integer NOT NULL,
	"category" text NOT NULL,
	"rank" integer NOT NULL,
	"crawler_id" integer,
	"name" text NOT NULL,
	"serial" text NOT NULL,
	"value" real NOT NULL,
	"is_alive" boolean NOT NULL,
	CONSTRAINT "hall_of_fame_season_id_category_rank_pk" PRIMARY KEY("season_id","category","rank")
);
--> statement-breakpoint
ALTER TABLE "crawlers" ADD COLUMN "retired_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "crawlers" ADD COLUMN "kills" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "crawlers" ADD COLUMN "rooms_explored" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "crawlers" ADD COLUMN "deepest_floor" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "seasons" ADD COLUMN "ended_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "crawler_events" ADD CONSTRAINT "crawler_events_crawler_id_crawlers_id_fk" FOREIGN KEY ("crawler_id") REFERENCES "public"."crawlers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crawler_event_heads" ADD CONSTRAINT "crawler_event_heads_crawler_id_crawlers_id_fk" FOREIGN KEY ("crawler_id") REFERENCES "public"."crawlers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hall_of_fame" ADD CONSTRAINT "hall_of_fame_season_id_seasons_id_fk" FOREIGN KEY ("season_id") REFERENCES "public"."seasons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hall_of_fame" ADD CONSTRAINT "hall_of_fame_crawler_id_crawlers_id_fk" FOREIGN KEY ("crawler_id") REFERENCES "public"."crawlers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "crawler_events_feed_idx" ON "crawler_events" USING btree ("crawler_id","at" DESC NULLS LAST) WHERE "crawler_events"."kind" in ('sponsored', 'entered_room', 'rewarded', 'died', 'picked_up');--> statement-breakpoint
CREATE INDEX "crawlers_ladder_gold_idx" ON "crawlers" USING btree ("season_id","gold" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "crawlers_ladder_kills_idx" ON "crawlers" USING btree ("season_id","kills" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "crawlers_ladder_explorer_idx" ON "crawlers" USING btree ("season_id","rooms_explored" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "crawlers_ladder_depth_idx" ON "crawlers" USING btree ("season_id","deepest_floor" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "crawlers_ladder_living_idx" ON "crawlers" USING btree ("season_id","created_at","id") WHERE "crawlers"."died_at" is null and "crawlers"."retired_at" is null;--> statement-breakpoint
CREATE INDEX "crawlers_ladder_lasted_idx" ON "crawlers" USING btree ("season_id",(coalesce("died_at", "retired_at") - "created_at") desc,"id") WHERE "crawlers"."died_at" is not null or "crawlers"."retired_at" is not null;
--> statement-breakpoint
UPDATE "crawlers" SET "rooms_explored" = (SELECT count(*) FROM "explored_rooms" e WHERE e."crawler_id" = "crawlers"."id"), "deepest_floor" = "current_floor", "kills" = (SELECT count(*) FROM "activities" a WHERE a."crawler_id" = "crawlers"."id" AND a."type" = 'combat_victory');
