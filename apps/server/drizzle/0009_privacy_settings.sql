-- A person's privacySettings (document 3 §3, decision 023): true shows the e-mail / phone number
-- to teammates, the spec's default, so people already here show both.
ALTER TABLE "users" ADD COLUMN "show_email" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "show_phone_number" boolean DEFAULT true NOT NULL;
