CREATE TABLE "visit_samples" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"page" text NOT NULL,
	"metric" text NOT NULL,
	"device" text NOT NULL,
	"value" double precision NOT NULL,
	"measured_at" timestamp with time zone NOT NULL,
	CONSTRAINT "visit_samples_metric_check" CHECK ("visit_samples"."metric" in ('LCP', 'INP', 'CLS')),
	CONSTRAINT "visit_samples_device_check" CHECK ("visit_samples"."device" in ('phone', 'desktop')),
	CONSTRAINT "visit_samples_value_check" CHECK ("visit_samples"."value" >= 0 and "visit_samples"."value" <= 300000)
);
--> statement-breakpoint
CREATE INDEX "visit_samples_measured_at_idx" ON "visit_samples" USING btree ("measured_at");