ALTER TABLE "dealerships" ADD COLUMN "street" text;--> statement-breakpoint
ALTER TABLE "dealerships" ADD COLUMN "suburb" text;--> statement-breakpoint
ALTER TABLE "dealerships" ADD COLUMN "region" text;--> statement-breakpoint
ALTER TABLE "dealerships" ADD COLUMN "postcode" text;--> statement-breakpoint
ALTER TABLE "dealerships" ADD COLUMN "licence_number" text;--> statement-breakpoint
ALTER TABLE "dealerships" ADD COLUMN "business_number" text;--> statement-breakpoint
ALTER TABLE "dealerships" ADD COLUMN "sales_phone" text;--> statement-breakpoint
ALTER TABLE "dealerships" ADD COLUMN "service_phone" text;--> statement-breakpoint
ALTER TABLE "dealerships" ADD COLUMN "parts_phone" text;
