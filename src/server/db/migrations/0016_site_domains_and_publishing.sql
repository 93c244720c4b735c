CREATE TABLE "site_domains" (
	"id" serial PRIMARY KEY NOT NULL,
	"website_id" integer NOT NULL,
	"host" text NOT NULL,
	"canonical" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "site_domains_host_unique" UNIQUE("host")
);
--> statement-breakpoint
ALTER TABLE "site_domains" ADD CONSTRAINT "site_domains_website_id_websites_id_fk" FOREIGN KEY ("website_id") REFERENCES "public"."websites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "site_domains_website_idx" ON "site_domains" USING btree ("website_id");--> statement-breakpoint
CREATE UNIQUE INDEX "site_domains_one_canonical_idx" ON "site_domains" USING btree ("website_id") WHERE canonical;--> statement-breakpoint
INSERT INTO "site_domains" ("website_id", "host", "canonical")
	SELECT "id", lower("domain_name"), true FROM "websites" WHERE "domain_name" IS NOT NULL AND "domain_name" <> '';--> statement-breakpoint
ALTER TABLE "websites" DROP CONSTRAINT "websites_domain_name_unique";--> statement-breakpoint
ALTER TABLE "websites" DROP COLUMN "domain_name";--> statement-breakpoint
ALTER TABLE "websites" ADD COLUMN "published_at" timestamp with time zone;--> statement-breakpoint
UPDATE "websites" SET "published_at" = now();
