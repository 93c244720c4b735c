CREATE TABLE "site_redirects" (
	"id" serial PRIMARY KEY NOT NULL,
	"website_id" integer NOT NULL,
	"from_path" text NOT NULL,
	"to_url" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "site_redirects" ADD CONSTRAINT "site_redirects_website_id_websites_id_fk" FOREIGN KEY ("website_id") REFERENCES "public"."websites"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE UNIQUE INDEX "site_redirects_site_from_idx" ON "site_redirects" USING btree ("website_id","from_path");
--> statement-breakpoint
CREATE INDEX "site_redirects_website_idx" ON "site_redirects" USING btree ("website_id");
