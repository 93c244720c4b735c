CREATE TABLE "lead_counts" (
	"website_id" integer NOT NULL,
	"dealership_id" integer,
	"assigned_user_id" text,
	"category" text NOT NULL,
	"status" text NOT NULL,
	"form_completed" boolean NOT NULL,
	"n" integer NOT NULL,
	CONSTRAINT "lead_counts_key_uq" UNIQUE NULLS NOT DISTINCT("website_id","dealership_id","assigned_user_id","category","status","form_completed")
);
--> statement-breakpoint
CREATE TABLE "rate_limits" (
	"key" varchar(255) PRIMARY KEY NOT NULL,
	"points" integer DEFAULT 0 NOT NULL,
	"expire" bigint
);
--> statement-breakpoint
DROP INDEX "leads_website_status_idx";--> statement-breakpoint
DROP INDEX "leads_website_created_idx";--> statement-breakpoint
DROP INDEX "leads_dealership_created_idx";--> statement-breakpoint
CREATE INDEX "leads_website_status_created_idx" ON "leads" USING btree ("website_id","status","form_completed","created_at");--> statement-breakpoint
CREATE INDEX "leads_website_category_created_idx" ON "leads" USING btree ("website_id","category","created_at","status","form_completed");--> statement-breakpoint
CREATE INDEX "leads_website_created_idx" ON "leads" USING btree ("website_id","created_at","form_completed","first_contacted_at");--> statement-breakpoint
CREATE INDEX "leads_dealership_created_idx" ON "leads" USING btree ("dealership_id","created_at","form_completed","first_contacted_at");--> statement-breakpoint
-- lead_counts follows leads through statement triggers: one grouped upsert a statement, whatever its row count.
CREATE FUNCTION "lead_counts_add"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "lead_counts" AS c ("website_id", "dealership_id", "assigned_user_id", "category", "status", "form_completed", "n")
  SELECT "website_id", "dealership_id", "assigned_user_id", "category", "status", "form_completed", count(*)
  FROM "new_rows" GROUP BY 1, 2, 3, 4, 5, 6 ORDER BY 1, 2, 3, 4, 5, 6
  ON CONFLICT ON CONSTRAINT "lead_counts_key_uq" DO UPDATE SET "n" = c."n" + excluded."n";
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION "lead_counts_remove"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "lead_counts" AS c SET "n" = c."n" - d."n"
  FROM (
    SELECT "website_id", "dealership_id", "assigned_user_id", "category", "status", "form_completed", count(*)::integer AS "n"
    FROM "old_rows" GROUP BY 1, 2, 3, 4, 5, 6
  ) AS d
  WHERE c."website_id" = d."website_id" AND c."dealership_id" IS NOT DISTINCT FROM d."dealership_id"
    AND c."assigned_user_id" IS NOT DISTINCT FROM d."assigned_user_id" AND c."category" = d."category"
    AND c."status" = d."status" AND c."form_completed" = d."form_completed";
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION "lead_counts_clear"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "lead_counts";
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "leads_counts_truncate" AFTER TRUNCATE ON "leads"
  FOR EACH STATEMENT EXECUTE FUNCTION "lead_counts_clear"();--> statement-breakpoint
CREATE TRIGGER "leads_counts_insert" AFTER INSERT ON "leads" REFERENCING NEW TABLE AS "new_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "lead_counts_add"();--> statement-breakpoint
CREATE TRIGGER "leads_counts_delete" AFTER DELETE ON "leads" REFERENCING OLD TABLE AS "old_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "lead_counts_remove"();--> statement-breakpoint
CREATE TRIGGER "leads_counts_update_old" AFTER UPDATE ON "leads" REFERENCING OLD TABLE AS "old_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "lead_counts_remove"();--> statement-breakpoint
CREATE TRIGGER "leads_counts_update_new" AFTER UPDATE ON "leads" REFERENCING NEW TABLE AS "new_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "lead_counts_add"();--> statement-breakpoint
INSERT INTO "lead_counts" ("website_id", "dealership_id", "assigned_user_id", "category", "status", "form_completed", "n")
SELECT "website_id", "dealership_id", "assigned_user_id", "category", "status", "form_completed", count(*)
FROM "leads" GROUP BY 1, 2, 3, 4, 5, 6;
