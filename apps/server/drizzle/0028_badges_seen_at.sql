ALTER TABLE "users" ADD COLUMN "badges_seen_at" timestamp with time zone;--> statement-breakpoint
UPDATE "users" SET "badges_seen_at" = now() WHERE "new_badge_count" = 0;--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "new_badge_count";
