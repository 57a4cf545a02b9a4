CREATE TABLE "login_failures" (
	"account" text NOT NULL,
	"source" text NOT NULL,
	"failure_count" integer DEFAULT 0 NOT NULL,
	"blocked_until" timestamp with time zone,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "login_failures_account_source_pk" PRIMARY KEY("account","source")
);
--> statement-breakpoint
CREATE TABLE "login_source_failures" (
	"source" text PRIMARY KEY NOT NULL,
	"failure_count" integer DEFAULT 0 NOT NULL,
	"blocked_until" timestamp with time zone,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "must_change_password" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "login_failures_expires_idx" ON "login_failures" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "login_source_failures_expires_idx" ON "login_source_failures" USING btree ("expires_at");