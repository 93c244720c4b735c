CREATE TABLE "buyer_accounts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"website_id" integer NOT NULL,
	"email" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "buyer_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"website_id" integer NOT NULL,
	"email" text NOT NULL,
	"purpose" text NOT NULL,
	"account_id" uuid,
	"code_hash" text NOT NULL,
	"tries" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "buyer_saved_cars" (
	"account_id" uuid NOT NULL,
	"car_id" integer NOT NULL,
	"saved_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "buyer_saved_cars_account_id_car_id_pk" PRIMARY KEY("account_id","car_id")
);
--> statement-breakpoint
CREATE TABLE "buyer_sessions" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"account_id" uuid NOT NULL,
	"website_id" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "buyer_accounts" ADD CONSTRAINT "buyer_accounts_website_id_websites_id_fk" FOREIGN KEY ("website_id") REFERENCES "public"."websites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "buyer_codes" ADD CONSTRAINT "buyer_codes_website_id_websites_id_fk" FOREIGN KEY ("website_id") REFERENCES "public"."websites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "buyer_codes" ADD CONSTRAINT "buyer_codes_account_id_buyer_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."buyer_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "buyer_saved_cars" ADD CONSTRAINT "buyer_saved_cars_account_id_buyer_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."buyer_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "buyer_saved_cars" ADD CONSTRAINT "buyer_saved_cars_car_id_cars_id_fk" FOREIGN KEY ("car_id") REFERENCES "public"."cars"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "buyer_sessions" ADD CONSTRAINT "buyer_sessions_account_id_buyer_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."buyer_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "buyer_sessions" ADD CONSTRAINT "buyer_sessions_website_id_websites_id_fk" FOREIGN KEY ("website_id") REFERENCES "public"."websites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "buyer_accounts_website_email_uq" ON "buyer_accounts" USING btree ("website_id","email");--> statement-breakpoint
CREATE INDEX "buyer_codes_website_email_created_idx" ON "buyer_codes" USING btree ("website_id","email","created_at");--> statement-breakpoint
CREATE INDEX "buyer_sessions_account_idx" ON "buyer_sessions" USING btree ("account_id");