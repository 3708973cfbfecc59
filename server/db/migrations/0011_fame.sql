CREATE TABLE "floor_firsts" (
	"season_id" integer NOT NULL,
	"floor" integer NOT NULL,
	"crawler_id" integer,
	"reached_at" timestamp with time zone NOT NULL,
	CONSTRAINT "floor_firsts_season_id_floor_pk" PRIMARY KEY("season_id","floor")
);
--> statement-breakpoint
ALTER TABLE "crawlers" ADD COLUMN "fame" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "floor_firsts" ADD CONSTRAINT "floor_firsts_season_id_seasons_id_fk" FOREIGN KEY ("season_id") REFERENCES "public"."seasons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "floor_firsts" ADD CONSTRAINT "floor_firsts_crawler_id_crawlers_id_fk" FOREIGN KEY ("crawler_id") REFERENCES "public"."crawlers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "crawlers_ladder_fame_idx" ON "crawlers" USING btree ("season_id","fame" DESC NULLS LAST,"id");