ALTER TABLE "leads" ADD COLUMN "idempotency_key" text;--> statement-breakpoint
CREATE UNIQUE INDEX "leads_website_idempotency_uq" ON "leads" USING btree ("website_id","idempotency_key");