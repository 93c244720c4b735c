ALTER TABLE "cars" ADD COLUMN "drivetrain" text;--> statement-breakpoint
ALTER TABLE "cars" ADD COLUMN "doors" smallint;--> statement-breakpoint
ALTER TABLE "cars" ADD COLUMN "seats" smallint;