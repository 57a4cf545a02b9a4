CREATE TABLE "tax_codes" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"short_name" text DEFAULT '' NOT NULL,
	"rates" text DEFAULT '' NOT NULL,
	"rate_list" text[] DEFAULT '{}'::text[] NOT NULL,
	"parent_code" text,
	"description" text DEFAULT '' NOT NULL,
	"special_management" text DEFAULT '' NOT NULL,
	"is_summary" boolean DEFAULT false NOT NULL,
	"version" text DEFAULT '' NOT NULL,
	"effective_date" date,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "tax_codes_parent_code_idx" ON "tax_codes" USING btree ("parent_code");