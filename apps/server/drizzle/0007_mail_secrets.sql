ALTER TABLE "mail_outbox" ADD COLUMN "carries_secret" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Temporary passwords already queued are secrets too; those already sent or failed lose their body.
UPDATE "mail_outbox" SET "carries_secret" = true WHERE "kind" = 'forgot-password';--> statement-breakpoint
UPDATE "mail_outbox" SET "text" = '', "html" = '' WHERE "carries_secret" AND "status" <> 'queued';
