ALTER TABLE "websites" ADD COLUMN "mail_from_name" text;--> statement-breakpoint
ALTER TABLE "websites" ADD COLUMN "mail_from_address" text;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "from_address" text;
