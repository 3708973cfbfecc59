-- A crawler's consecutive position samples in one room share a row, a run that holds the numbers
-- seq .. seq + span - 1 (server/repositories/event-log-rows.ts, decision 0045). Every row written
-- before holds one entry. A constant default: no table rewrite.
ALTER TABLE "crawler_events" ADD COLUMN "span" integer DEFAULT 1 NOT NULL;
