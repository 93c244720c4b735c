ALTER TABLE "reservations" ADD COLUMN "closed_reason" text;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "refund_reference" text;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "closed_at" timestamp with time zone;