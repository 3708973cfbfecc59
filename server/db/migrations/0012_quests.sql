CREATE TABLE "crawler_quests" (
	"id" serial PRIMARY KEY NOT NULL,
	"crawler_id" integer NOT NULL,
	"floor" integer NOT NULL,
	"quest_index" integer NOT NULL,
	"accepted_at_seq" integer NOT NULL,
	"status" text NOT NULL,
	"accepted_at" timestamp with time zone NOT NULL,
	"completed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "crawler_quests" ADD CONSTRAINT "crawler_quests_crawler_id_crawlers_id_fk" FOREIGN KEY ("crawler_id") REFERENCES "public"."crawlers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "crawler_quests_once_idx" ON "crawler_quests" USING btree ("crawler_id","floor","quest_index");--> statement-breakpoint
CREATE UNIQUE INDEX "crawler_quests_one_active_idx" ON "crawler_quests" USING btree ("crawler_id") WHERE "crawler_quests"."status" = 'active';--> statement-breakpoint
CREATE INDEX "crawler_quests_crawler_idx" ON "crawler_quests" USING btree ("crawler_id","completed_at");