ALTER TABLE "users" DROP COLUMN "failed_count";--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "failed_window_start";--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "locked_until";