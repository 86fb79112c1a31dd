ALTER TABLE "week_close_outcomes" ADD COLUMN "waived_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "week_close_outcomes" ADD COLUMN "waived_by" uuid;--> statement-breakpoint
ALTER TABLE "week_close_outcomes" ADD COLUMN "waive_reason" text;--> statement-breakpoint
ALTER TABLE "week_close_outcomes" ADD CONSTRAINT "week_close_outcomes_waived_by_users_id_fk" FOREIGN KEY ("waived_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "week_close_outcomes_infringement_idx" ON "week_close_outcomes" USING btree ("infringement_id");