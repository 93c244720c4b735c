CREATE TABLE "dealerships" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"manufacturers" text[] DEFAULT '{}' NOT NULL,
	CONSTRAINT "dealerships_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "website_dealerships" (
	"website_id" integer NOT NULL,
	"dealership_id" integer NOT NULL,
	CONSTRAINT "website_dealerships_website_id_dealership_id_pk" PRIMARY KEY("website_id","dealership_id")
);
--> statement-breakpoint
CREATE TABLE "websites" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"domain_name" text,
	"name" text NOT NULL,
	"template" text DEFAULT 'standard' NOT NULL,
	"checkout_path" text DEFAULT 'checkout' NOT NULL,
	"header_variant" text DEFAULT 'standard' NOT NULL,
	"footer_variant" text DEFAULT 'columns' NOT NULL,
	"phone" text,
	"logo_url" text,
	"icon_url" text,
	"country" text DEFAULT 'AU' NOT NULL,
	"currency" text DEFAULT 'AUD' NOT NULL,
	"timezone" text DEFAULT 'Australia/Sydney' NOT NULL,
	"theme" jsonb NOT NULL,
	"navigation" jsonb,
	"opening_hours" jsonb,
	"facebook_url" text,
	"instagram_url" text,
	"finance_provider" text,
	"payment_provider" text,
	"manufacturer" text,
	"manufacturer_slug" text,
	"dealership_id" integer,
	"search_settings" jsonb NOT NULL,
	"feature_flags" jsonb NOT NULL,
	"lead_destinations" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"sales_contacts" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"licence_number" text,
	"maps_key" text,
	"privacy_email" text,
	"retention_days" integer DEFAULT 730 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "websites_slug_unique" UNIQUE("slug"),
	CONSTRAINT "websites_domain_name_unique" UNIQUE("domain_name")
);
--> statement-breakpoint
CREATE TABLE "locations" (
	"id" serial PRIMARY KEY NOT NULL,
	"dealership_id" integer NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"location_type" text DEFAULT '' NOT NULL,
	"location_subtype" text[] DEFAULT '{}' NOT NULL,
	"manufacturers" text[] DEFAULT '{}' NOT NULL,
	"primary" boolean DEFAULT false NOT NULL,
	"street" text NOT NULL,
	"city" text NOT NULL,
	"state" text NOT NULL,
	"postcode" text NOT NULL,
	"lat" double precision,
	"lng" double precision,
	"place_url" text,
	"place_id" text,
	"map_key" text,
	"phone" text,
	"landline_phone" text,
	"email" text,
	"timezone" text DEFAULT 'Australia/Sydney' NOT NULL,
	"average_rating" numeric(2, 1),
	"review_count" integer DEFAULT 0 NOT NULL,
	"dealer_license_number" text,
	"motor_vehicle_repairer" text,
	"booking_times" jsonb
);
--> statement-breakpoint
CREATE TABLE "opening_hours" (
	"id" serial PRIMARY KEY NOT NULL,
	"location_id" integer NOT NULL,
	"weekday" smallint NOT NULL,
	"open" text,
	"close" text,
	"status" text NOT NULL,
	"formated_hours" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "special_hours" (
	"id" serial PRIMARY KEY NOT NULL,
	"location_id" integer NOT NULL,
	"date" date NOT NULL,
	"label" text,
	"status" text NOT NULL,
	"start_hour" text,
	"end_hour" text
);
--> statement-breakpoint
CREATE TABLE "car_images" (
	"id" serial PRIMARY KEY NOT NULL,
	"car_id" integer NOT NULL,
	"position" smallint NOT NULL,
	"url" text NOT NULL,
	"thumb_url" text NOT NULL,
	"width" smallint NOT NULL,
	"height" smallint NOT NULL,
	"alt" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cars" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"dealership_id" integer NOT NULL,
	"location_id" integer,
	"stocknum" text NOT NULL,
	"name" text NOT NULL,
	"make" text NOT NULL,
	"model" text NOT NULL,
	"year" smallint NOT NULL,
	"badge" text,
	"body" text,
	"colour" text,
	"transmission" text,
	"engine" text,
	"fuel_type" text,
	"simple_fuel" text,
	"km" integer DEFAULT 0 NOT NULL,
	"vin" text,
	"rego" text,
	"description" text,
	"car_type" text NOT NULL,
	"status" text DEFAULT 'in_stock' NOT NULL,
	"tag" text,
	"label" text,
	"reserved" boolean DEFAULT false NOT NULL,
	"sold" boolean DEFAULT false NOT NULL,
	"reservable" boolean,
	"show_on_dealer_website" boolean DEFAULT true NOT NULL,
	"price" integer,
	"custom_rank" integer DEFAULT 0 NOT NULL,
	"primary_image_url" text,
	"city" text,
	"state" text,
	"location_phone" text,
	"payment_processors" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"has_checkout_payment_processor" boolean DEFAULT false NOT NULL,
	"weekly_repayment" integer,
	"interest_rate" numeric(5, 2),
	"comparison_rate" numeric(5, 2),
	"term_months" smallint,
	"finance_lender" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cars_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "catalogue_models" (
	"id" serial PRIMARY KEY NOT NULL,
	"website_id" integer NOT NULL,
	"manufacturer_name" text NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"path" text NOT NULL,
	"description" text,
	"manufacturer_body" text,
	"body_style" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"body" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"image" jsonb NOT NULL,
	"status" text,
	"fuel" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"variant" text,
	"override_url" text,
	"aftermarket_manufacturer_id" integer,
	"accessories_count" smallint DEFAULT 0 NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reviews" (
	"id" serial PRIMARY KEY NOT NULL,
	"location_id" integer NOT NULL,
	"customer_name" text NOT NULL,
	"text" text,
	"rating" smallint NOT NULL,
	"image_url" text,
	"image_thumb_url" text,
	"review_date" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "delivery_attempts" (
	"id" serial PRIMARY KEY NOT NULL,
	"delivery_id" integer NOT NULL,
	"ok" boolean NOT NULL,
	"status_code" integer,
	"error" text,
	"duration_ms" integer NOT NULL,
	"attempted_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lead_deliveries" (
	"id" serial PRIMARY KEY NOT NULL,
	"lead_id" uuid NOT NULL,
	"destination" text NOT NULL,
	"kind" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_error" text,
	"delivered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "leads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"website_id" integer NOT NULL,
	"dealership_id" integer,
	"car_id" integer,
	"category" text NOT NULL,
	"subcategory" text,
	"lead_status" text DEFAULT 'New' NOT NULL,
	"form_completed" boolean DEFAULT true NOT NULL,
	"source" text DEFAULT 'Website' NOT NULL,
	"name" text,
	"first_name" text,
	"middle_name" text,
	"last_name" text,
	"email" text,
	"phone" text,
	"postcode" text,
	"message" text,
	"opt_in" boolean DEFAULT false NOT NULL,
	"consent" jsonb,
	"preferred_dealership" text,
	"url" text,
	"user_agent" text,
	"visited_pages" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"linked_query_params" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"deidentified_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "events" (
	"id" serial PRIMARY KEY NOT NULL,
	"website_id" integer NOT NULL,
	"event_id" integer NOT NULL,
	"name" text NOT NULL,
	"car_id" integer,
	"dealership_id" integer,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_events" (
	"id" text PRIMARY KEY NOT NULL,
	"processor" text NOT NULL,
	"type" text NOT NULL,
	"reservation_id" uuid,
	"payload" jsonb NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reservations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"website_id" integer NOT NULL,
	"car_id" integer NOT NULL,
	"lead_id" uuid,
	"kind" text NOT NULL,
	"processor" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"amount_cents" integer NOT NULL,
	"currency" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"payment_intent_id" text,
	"customer" jsonb NOT NULL,
	"client_ip" text,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reservations_idempotency_key_unique" UNIQUE("idempotency_key"),
	CONSTRAINT "reservations_payment_intent_id_unique" UNIQUE("payment_intent_id")
);
--> statement-breakpoint
CREATE TABLE "valuations" (
	"id" serial PRIMARY KEY NOT NULL,
	"website_id" integer NOT NULL,
	"lead_id" uuid,
	"car_id" integer,
	"location_id" integer,
	"rego" text NOT NULL,
	"state" text NOT NULL,
	"kms" integer NOT NULL,
	"name" text,
	"email" text,
	"phone" text,
	"provider" text NOT NULL,
	"provider_ref" text,
	"request" jsonb NOT NULL,
	"adjustment_answers" jsonb,
	"result" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "website_dealerships" ADD CONSTRAINT "website_dealerships_website_id_websites_id_fk" FOREIGN KEY ("website_id") REFERENCES "public"."websites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "website_dealerships" ADD CONSTRAINT "website_dealerships_dealership_id_dealerships_id_fk" FOREIGN KEY ("dealership_id") REFERENCES "public"."dealerships"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "websites" ADD CONSTRAINT "websites_dealership_id_dealerships_id_fk" FOREIGN KEY ("dealership_id") REFERENCES "public"."dealerships"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "locations" ADD CONSTRAINT "locations_dealership_id_dealerships_id_fk" FOREIGN KEY ("dealership_id") REFERENCES "public"."dealerships"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "opening_hours" ADD CONSTRAINT "opening_hours_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "special_hours" ADD CONSTRAINT "special_hours_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "car_images" ADD CONSTRAINT "car_images_car_id_cars_id_fk" FOREIGN KEY ("car_id") REFERENCES "public"."cars"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cars" ADD CONSTRAINT "cars_dealership_id_dealerships_id_fk" FOREIGN KEY ("dealership_id") REFERENCES "public"."dealerships"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cars" ADD CONSTRAINT "cars_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalogue_models" ADD CONSTRAINT "catalogue_models_website_id_websites_id_fk" FOREIGN KEY ("website_id") REFERENCES "public"."websites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_attempts" ADD CONSTRAINT "delivery_attempts_delivery_id_lead_deliveries_id_fk" FOREIGN KEY ("delivery_id") REFERENCES "public"."lead_deliveries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_deliveries" ADD CONSTRAINT "lead_deliveries_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_website_id_websites_id_fk" FOREIGN KEY ("website_id") REFERENCES "public"."websites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_dealership_id_dealerships_id_fk" FOREIGN KEY ("dealership_id") REFERENCES "public"."dealerships"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_car_id_cars_id_fk" FOREIGN KEY ("car_id") REFERENCES "public"."cars"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_website_id_websites_id_fk" FOREIGN KEY ("website_id") REFERENCES "public"."websites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_car_id_cars_id_fk" FOREIGN KEY ("car_id") REFERENCES "public"."cars"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_events" ADD CONSTRAINT "payment_events_reservation_id_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."reservations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_website_id_websites_id_fk" FOREIGN KEY ("website_id") REFERENCES "public"."websites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_car_id_cars_id_fk" FOREIGN KEY ("car_id") REFERENCES "public"."cars"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "valuations" ADD CONSTRAINT "valuations_website_id_websites_id_fk" FOREIGN KEY ("website_id") REFERENCES "public"."websites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "valuations" ADD CONSTRAINT "valuations_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "valuations" ADD CONSTRAINT "valuations_car_id_cars_id_fk" FOREIGN KEY ("car_id") REFERENCES "public"."cars"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "locations_dealership_idx" ON "locations" USING btree ("dealership_id");--> statement-breakpoint
CREATE INDEX "opening_hours_location_idx" ON "opening_hours" USING btree ("location_id");--> statement-breakpoint
CREATE INDEX "special_hours_location_idx" ON "special_hours" USING btree ("location_id");--> statement-breakpoint
CREATE UNIQUE INDEX "car_images_car_position_uq" ON "car_images" USING btree ("car_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "cars_dealership_stocknum_uq" ON "cars" USING btree ("dealership_id","stocknum");--> statement-breakpoint
CREATE INDEX "cars_dealership_status_idx" ON "cars" USING btree ("dealership_id","status","sold");--> statement-breakpoint
CREATE INDEX "cars_created_at_idx" ON "cars" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "catalogue_models_website_slug_uq" ON "catalogue_models" USING btree ("website_id","slug");--> statement-breakpoint
CREATE INDEX "catalogue_models_website_make_idx" ON "catalogue_models" USING btree ("website_id","manufacturer_name");--> statement-breakpoint
CREATE INDEX "reviews_location_idx" ON "reviews" USING btree ("location_id","review_date");--> statement-breakpoint
CREATE INDEX "delivery_attempts_delivery_idx" ON "delivery_attempts" USING btree ("delivery_id");--> statement-breakpoint
CREATE UNIQUE INDEX "lead_deliveries_lead_destination_uq" ON "lead_deliveries" USING btree ("lead_id","destination");--> statement-breakpoint
CREATE INDEX "lead_deliveries_due_idx" ON "lead_deliveries" USING btree ("status","next_attempt_at");--> statement-breakpoint
CREATE INDEX "leads_website_created_idx" ON "leads" USING btree ("website_id","created_at");--> statement-breakpoint
CREATE INDEX "events_website_created_idx" ON "events" USING btree ("website_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "reservations_one_active_hold_per_car_uq" ON "reservations" USING btree ("car_id") WHERE status in ('pending', 'held');--> statement-breakpoint
CREATE INDEX "reservations_website_idx" ON "reservations" USING btree ("website_id","created_at");--> statement-breakpoint
CREATE INDEX "valuations_website_idx" ON "valuations" USING btree ("website_id","created_at");