CREATE TABLE "site_secrets" (
	"website_id" integer NOT NULL,
	"name" text NOT NULL,
	"sealed" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "site_secrets_website_id_name_pk" PRIMARY KEY("website_id","name")
);
--> statement-breakpoint
ALTER TABLE "websites" ADD COLUMN "payment_public_key" text;--> statement-breakpoint
ALTER TABLE "site_secrets" ADD CONSTRAINT "site_secrets_website_id_websites_id_fk" FOREIGN KEY ("website_id") REFERENCES "public"."websites"("id") ON DELETE cascade ON UPDATE no action;