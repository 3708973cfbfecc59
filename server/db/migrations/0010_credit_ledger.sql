CREATE TABLE "credit_ledger" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"delta" integer NOT NULL,
	"reason" text NOT NULL,
	"crawler_id" integer,
	"note" text NOT NULL,
	"balance_after" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "credit_ledger_delta_nonzero" CHECK ("credit_ledger"."delta" <> 0)
);
--> statement-breakpoint
ALTER TABLE "credit_ledger" ADD CONSTRAINT "credit_ledger_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "credit_ledger_user_id_idx" ON "credit_ledger" USING btree ("user_id","id");--> statement-breakpoint
-- hand-written: the ledger's first rows. Backfill: each existing account's balance becomes its
-- starting_grant, so users.credits == sum(delta) holds from this migration on. Trigger: every new
-- account gets its starting_grant in the very statement that creates it (better-auth inserts users
-- on several paths: sign-up, OpenID Connect, dev login), so no path can create a balance without its row.
INSERT INTO "credit_ledger" ("user_id", "delta", "reason", "crawler_id", "note", "balance_after", "created_at")
SELECT "id", "credits", 'starting_grant', NULL, 'Starting grant', "credits", "created_at" FROM "users" WHERE "credits" <> 0 ORDER BY "created_at", "id";
--> statement-breakpoint
CREATE FUNCTION "credit_ledger_starting_grant"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW."credits" <> 0 THEN
    INSERT INTO "credit_ledger" ("user_id", "delta", "reason", "crawler_id", "note", "balance_after", "created_at")
    VALUES (NEW."id", NEW."credits", 'starting_grant', NULL, 'Starting grant', NEW."credits", NEW."created_at");
  END IF;
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "users_starting_grant" AFTER INSERT ON "users" FOR EACH ROW EXECUTE FUNCTION "credit_ledger_starting_grant"();
