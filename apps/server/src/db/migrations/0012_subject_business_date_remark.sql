ALTER TABLE "bwkp_subjects" ADD COLUMN "business_date" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "bwkp_subjects" ADD COLUMN "remark_parts" jsonb DEFAULT '[]'::jsonb NOT NULL;