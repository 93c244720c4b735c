CREATE TABLE "content_blocks" (
	"id" serial PRIMARY KEY NOT NULL,
	"website_id" integer NOT NULL,
	"kind" text NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL,
	"title" text NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"href" text,
	"image" jsonb,
	"buttons" jsonb DEFAULT '[]'::jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "content_blocks" ADD CONSTRAINT "content_blocks_website_id_websites_id_fk" FOREIGN KEY ("website_id") REFERENCES "public"."websites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "content_blocks_website_kind_idx" ON "content_blocks" USING btree ("website_id","kind","position");