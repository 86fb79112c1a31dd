CREATE TABLE "setup_invitations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"token_hash" text NOT NULL,
	"role" text NOT NULL,
	"weekly_committed_hours" integer NOT NULL,
	"invited_by" uuid,
	"sent_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"completed_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"user_id" uuid,
	CONSTRAINT "setup_invitations_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "home_country" jsonb;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "collaboration_preference" text DEFAULT 'Zoom' NOT NULL;--> statement-breakpoint
ALTER TABLE "setup_invitations" ADD CONSTRAINT "setup_invitations_invited_by_users_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "setup_invitations" ADD CONSTRAINT "setup_invitations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "setup_invitations_email_idx" ON "setup_invitations" USING btree ("email");--> statement-breakpoint
CREATE INDEX "setup_invitations_sent_idx" ON "setup_invitations" USING btree ("sent_at");