CREATE TABLE "summary_report_filters" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"filter" jsonb NOT NULL,
	"created_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "valid_summaries_adjustment" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "summary_report_filters" ADD CONSTRAINT "summary_report_filters_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "summary_report_filters_name_idx" ON "summary_report_filters" USING btree (lower("name"));