CREATE TABLE "report_summaries" (
	"website_id" integer NOT NULL,
	"week_of" date NOT NULL,
	"queued_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "report_summaries_website_id_week_of_pk" PRIMARY KEY("website_id","week_of")
);
--> statement-breakpoint
ALTER TABLE "report_summaries" ADD CONSTRAINT "report_summaries_website_id_websites_id_fk" FOREIGN KEY ("website_id") REFERENCES "public"."websites"("id") ON DELETE cascade ON UPDATE no action;