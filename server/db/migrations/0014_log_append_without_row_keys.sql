-- A crawler's log rows no longer check their crawler one by one (a foreign key fires per row: ~40 %
-- of an append's cost, and the log takes thousands of rows a second at scale). Every append first
-- locks the crawler's head row, which keeps its key to crawlers, so no row is written for a crawler
-- that does not exist; a crawler's deletion deletes its head (cascade), and this trigger its log.
ALTER TABLE "crawler_events" DROP CONSTRAINT "crawler_events_crawler_id_crawlers_id_fk";--> statement-breakpoint
CREATE FUNCTION "crawler_event_heads_drop_log"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "crawler_events" WHERE "crawler_id" = OLD."crawler_id";
  RETURN OLD;
END $$;--> statement-breakpoint
CREATE TRIGGER "crawler_event_heads_drop_log" AFTER DELETE ON "crawler_event_heads" FOR EACH ROW EXECUTE FUNCTION "crawler_event_heads_drop_log"();
