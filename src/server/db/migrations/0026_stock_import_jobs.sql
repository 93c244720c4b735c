CREATE TABLE "stock_import_jobs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"website_id" integer NOT NULL,
	"stock_api_key_id" integer,
	"created_by_user_id" text,
	"dealership_ids" integer[],
	"scope" text,
	"file_name" text,
	"format" text NOT NULL,
	"dry_run" boolean DEFAULT false NOT NULL,
	"file" text,
	"status" text DEFAULT 'queued' NOT NULL,
	"rows_total" integer NOT NULL,
	"rows_done" integer DEFAULT 0 NOT NULL,
	"created" integer DEFAULT 0 NOT NULL,
	"updated" integer DEFAULT 0 NOT NULL,
	"rejected" integer DEFAULT 0 NOT NULL,
	"errors" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"warnings" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"lease_until" timestamp with time zone DEFAULT now() NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "stock_import_jobs" ADD CONSTRAINT "stock_import_jobs_website_id_websites_id_fk" FOREIGN KEY ("website_id") REFERENCES "public"."websites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_import_jobs" ADD CONSTRAINT "stock_import_jobs_stock_api_key_id_stock_api_keys_id_fk" FOREIGN KEY ("stock_api_key_id") REFERENCES "public"."stock_api_keys"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_import_jobs" ADD CONSTRAINT "stock_import_jobs_created_by_user_id_auth_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."auth_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "stock_import_jobs_due_idx" ON "stock_import_jobs" USING btree ("status","lease_until");--> statement-breakpoint
CREATE INDEX "stock_import_jobs_website_idx" ON "stock_import_jobs" USING btree ("website_id","created_at");