CREATE TABLE "sign_in_unlocks" (
	"email" text PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
-- Written by hand: drizzle-kit cannot name the old primary key. The failure counts are short-lived (15 minutes), so
-- the table is made again keyed by account and client rather than altered.
DROP TABLE "sign_in_failures";--> statement-breakpoint
CREATE TABLE "sign_in_failures" (
	"email" text NOT NULL,
	"client" text DEFAULT '' NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	"first_failure_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_failure_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sign_in_failures_email_client_pk" PRIMARY KEY("email","client")
);
