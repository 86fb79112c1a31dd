CREATE TABLE "archived_infringements" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"date" date NOT NULL,
	"description" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"archived_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "new_badge_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "badges" ADD COLUMN "excluded_from_count" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "week_close_outcomes" ADD COLUMN "badges_earned" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "week_closes" ADD COLUMN "badges" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "archived_infringements" ADD CONSTRAINT "archived_infringements_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "archived_infringements_user_idx" ON "archived_infringements" USING btree ("user_id","date");