CREATE TABLE "lead_alert_contacts" (
	"id" serial PRIMARY KEY NOT NULL,
	"dealership_id" integer NOT NULL,
	"category" text NOT NULL,
	"user_id" text,
	"email" text,
	"phone" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notification_opt_outs" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" text,
	"email" text,
	"kind" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "overdue_digest_runs" (
	"website_id" integer PRIMARY KEY NOT NULL,
	"local_date" text NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sms_outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"to" text NOT NULL,
	"body" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_error" text,
	"delivered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "html" text;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "headers" jsonb;--> statement-breakpoint
ALTER TABLE "lead_alert_contacts" ADD CONSTRAINT "lead_alert_contacts_dealership_id_dealerships_id_fk" FOREIGN KEY ("dealership_id") REFERENCES "public"."dealerships"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_alert_contacts" ADD CONSTRAINT "lead_alert_contacts_user_id_auth_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."auth_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_opt_outs" ADD CONSTRAINT "notification_opt_outs_user_id_auth_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."auth_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "overdue_digest_runs" ADD CONSTRAINT "overdue_digest_runs_website_id_websites_id_fk" FOREIGN KEY ("website_id") REFERENCES "public"."websites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lead_alert_contacts_dealership_idx" ON "lead_alert_contacts" USING btree ("dealership_id","category");--> statement-breakpoint
CREATE UNIQUE INDEX "lead_alert_contacts_user_uq" ON "lead_alert_contacts" USING btree ("dealership_id","category","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "lead_alert_contacts_email_uq" ON "lead_alert_contacts" USING btree ("dealership_id","category","email");--> statement-breakpoint
CREATE UNIQUE INDEX "notification_opt_outs_user_uq" ON "notification_opt_outs" USING btree ("user_id","kind");--> statement-breakpoint
CREATE UNIQUE INDEX "notification_opt_outs_email_uq" ON "notification_opt_outs" USING btree ("email","kind");--> statement-breakpoint
CREATE INDEX "sms_outbox_due_idx" ON "sms_outbox" USING btree ("status","next_attempt_at");