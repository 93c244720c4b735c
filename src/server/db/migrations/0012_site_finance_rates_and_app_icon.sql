ALTER TABLE "websites" ADD COLUMN "app_icon_url" text;--> statement-breakpoint
ALTER TABLE "websites" ADD COLUMN "finance_rates" jsonb;