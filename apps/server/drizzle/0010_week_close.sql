CREATE TABLE "week_close_outcomes" (
	"week_start" date NOT NULL,
	"user_id" uuid NOT NULL,
	"tangible_seconds" bigint NOT NULL,
	"required_hours" double precision NOT NULL,
	"summary_present" boolean NOT NULL,
	"exemption" text,
	"blue_square_reason" text,
	"infringement_id" uuid,
	"missed_hours_before" double precision NOT NULL,
	"missed_hours_after" double precision NOT NULL,
	"personal_best_after" double precision NOT NULL,
	"decided_at" timestamp with time zone NOT NULL,
	CONSTRAINT "week_close_outcomes_week_start_user_id_pk" PRIMARY KEY("week_start","user_id")
);
--> statement-breakpoint
CREATE TABLE "week_closes" (
	"week_start" date PRIMARY KEY NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone,
	"people" integer DEFAULT 0 NOT NULL,
	"blue_squares" integer DEFAULT 0 NOT NULL,
	"exemptions" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ALTER COLUMN "missed_hours" SET DATA TYPE double precision;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "personal_best_max_hrs" double precision DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "week_close_outcomes" ADD CONSTRAINT "week_close_outcomes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "week_close_outcomes" ADD CONSTRAINT "week_close_outcomes_infringement_id_infringements_id_fk" FOREIGN KEY ("infringement_id") REFERENCES "public"."infringements"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "week_close_outcomes_user_idx" ON "week_close_outcomes" USING btree ("user_id");