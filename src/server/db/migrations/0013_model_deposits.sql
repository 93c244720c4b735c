ALTER TABLE "reservations" ALTER COLUMN "car_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "model_id" integer;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "dealership_id" integer;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_model_id_catalogue_models_id_fk" FOREIGN KEY ("model_id") REFERENCES "public"."catalogue_models"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_dealership_id_dealerships_id_fk" FOREIGN KEY ("dealership_id") REFERENCES "public"."dealerships"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_car_or_model_ck" CHECK (("reservations"."car_id" is null) <> ("reservations"."model_id" is null));--> statement-breakpoint
UPDATE "reservations" SET "dealership_id" = "cars"."dealership_id" FROM "cars" WHERE "cars"."id" = "reservations"."car_id";