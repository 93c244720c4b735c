CREATE SEQUENCE "public"."search_stock_version_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "search_index_pushes" (
	"id" serial PRIMARY KEY NOT NULL,
	"website_id" integer NOT NULL,
	"car_id" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_error" text,
	"delivered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_stock_versions" (
	"dealership_id" integer PRIMARY KEY NOT NULL,
	"version" bigint NOT NULL
);
--> statement-breakpoint
ALTER TABLE "search_index_pushes" ADD CONSTRAINT "search_index_pushes_website_id_websites_id_fk" FOREIGN KEY ("website_id") REFERENCES "public"."websites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "search_stock_versions" ADD CONSTRAINT "search_stock_versions_dealership_id_dealerships_id_fk" FOREIGN KEY ("dealership_id") REFERENCES "public"."dealerships"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "search_index_pushes_due_idx" ON "search_index_pushes" USING btree ("status","next_attempt_at");--> statement-breakpoint
-- Search reads an in-process snapshot of each dealership's stock (docs/adr/0006-search-stock-snapshot.md): every
-- write to cars, whoever makes it, moves the dealership's version on in the same transaction and queues a push of
-- the car to the hosted index of each site configured for algolia.
CREATE FUNCTION "search_bump_stock_versions"("dealership_ids" integer[]) RETURNS void
LANGUAGE sql AS $$
  INSERT INTO "search_stock_versions" ("dealership_id", "version")
    SELECT d."id", nextval('search_stock_version_seq')
    FROM "dealerships" d
    WHERE d."id" = ANY ("dealership_ids")
    ORDER BY d."id"
  ON CONFLICT ("dealership_id") DO UPDATE SET "version" = excluded."version";
$$;
--> statement-breakpoint
CREATE FUNCTION "search_queue_index_pushes"("dealership_ids" integer[], "car_ids" integer[]) RETURNS void
LANGUAGE sql AS $$
  INSERT INTO "search_index_pushes" ("website_id", "car_id")
    SELECT DISTINCT wd."website_id", c."car_id"
    FROM unnest("dealership_ids", "car_ids") AS c("dealership_id", "car_id")
    JOIN "website_dealerships" wd ON wd."dealership_id" = c."dealership_id"
    JOIN "websites" w ON w."id" = wd."website_id" AND w."search_settings"->>'provider' = 'algolia';
$$;
--> statement-breakpoint
CREATE FUNCTION "search_cars_changed"() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  dealership_ids integer[];
  car_ids integer[];
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    PERFORM "search_bump_stock_versions"(array(SELECT "id" FROM "dealerships"));
    RETURN NULL;
  ELSIF TG_OP = 'INSERT' THEN
    SELECT array_agg("dealership_id"), array_agg("id") INTO dealership_ids, car_ids FROM new_cars;
  ELSIF TG_OP = 'UPDATE' THEN
    SELECT array_agg("dealership_id"), array_agg("id") INTO dealership_ids, car_ids
    FROM (SELECT "dealership_id", "id" FROM new_cars UNION SELECT "dealership_id", "id" FROM old_cars) changed;
  ELSE
    SELECT array_agg("dealership_id"), array_agg("id") INTO dealership_ids, car_ids FROM old_cars;
  END IF;
  IF car_ids IS NOT NULL THEN
    PERFORM "search_bump_stock_versions"(dealership_ids);
    PERFORM "search_queue_index_pushes"(dealership_ids, car_ids);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "cars_search_insert" AFTER INSERT ON "cars" REFERENCING NEW TABLE AS new_cars
  FOR EACH STATEMENT EXECUTE FUNCTION "search_cars_changed"();
--> statement-breakpoint
CREATE TRIGGER "cars_search_update" AFTER UPDATE ON "cars" REFERENCING OLD TABLE AS old_cars NEW TABLE AS new_cars
  FOR EACH STATEMENT EXECUTE FUNCTION "search_cars_changed"();
--> statement-breakpoint
CREATE TRIGGER "cars_search_delete" AFTER DELETE ON "cars" REFERENCING OLD TABLE AS old_cars
  FOR EACH STATEMENT EXECUTE FUNCTION "search_cars_changed"();
--> statement-breakpoint
CREATE TRIGGER "cars_search_truncate" AFTER TRUNCATE ON "cars"
  FOR EACH STATEMENT EXECUTE FUNCTION "search_cars_changed"();
--> statement-breakpoint
-- A dealership's slug is a facet value of its cars (dealership_slug): renaming it changes their search records.
CREATE FUNCTION "search_dealerships_renamed"() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  renamed integer[];
  dealership_ids integer[];
  car_ids integer[];
BEGIN
  SELECT array_agg(n."id") INTO renamed
  FROM new_dealerships n JOIN old_dealerships o ON o."id" = n."id"
  WHERE n."slug" IS DISTINCT FROM o."slug";
  IF renamed IS NULL THEN
    RETURN NULL;
  END IF;
  PERFORM "search_bump_stock_versions"(renamed);
  SELECT array_agg("dealership_id"), array_agg("id") INTO dealership_ids, car_ids
  FROM "cars" WHERE "dealership_id" = ANY (renamed);
  IF car_ids IS NOT NULL THEN
    PERFORM "search_queue_index_pushes"(dealership_ids, car_ids);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "dealerships_search_update" AFTER UPDATE ON "dealerships"
  REFERENCING OLD TABLE AS old_dealerships NEW TABLE AS new_dealerships
  FOR EACH STATEMENT EXECUTE FUNCTION "search_dealerships_renamed"();
--> statement-breakpoint
INSERT INTO "search_stock_versions" ("dealership_id", "version")
  SELECT "id", nextval('search_stock_version_seq') FROM "dealerships";
--> statement-breakpoint
-- Text is matched in process now; the per-query trigram index over the whole document is no longer read.
DROP INDEX IF EXISTS "cars_search_doc_trgm_idx";
