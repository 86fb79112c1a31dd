CREATE SEQUENCE "public"."tool_unit_code_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "building_images" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"data" "bytea" NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "site_issues" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"project_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"image_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"status" text DEFAULT 'Open' NOT NULL,
	"raised_by" uuid,
	"raised_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_by" uuid,
	"closed_at" timestamp with time zone,
	CONSTRAINT "site_issues_status_check" CHECK ("site_issues"."status" in ('Open', 'Closed')),
	CONSTRAINT "site_issues_closed_check" CHECK (("site_issues"."status" = 'Closed') = ("site_issues"."closed_at" is not null))
);
--> statement-breakpoint
CREATE TABLE "tool_unit_log" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"unit_id" uuid NOT NULL,
	"action" text NOT NULL,
	"holder_user_id" uuid,
	"holder_external_id" uuid,
	"by_user_id" uuid,
	"work_date" date NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tool_unit_log_action_check" CHECK ("tool_unit_log"."action" in ('Check Out', 'Check In'))
);
--> statement-breakpoint
CREATE TABLE "tool_unit_updates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"unit_id" uuid NOT NULL,
	"update_date" date NOT NULL,
	"status" text NOT NULL,
	"condition" text NOT NULL,
	"last_used_by" text DEFAULT '' NOT NULL,
	"last_used_for" text DEFAULT '' NOT NULL,
	"replacement_required" boolean DEFAULT false NOT NULL,
	"image_id" uuid,
	"description" text DEFAULT '' NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"by_user_id" uuid,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tool_unit_updates_status_check" CHECK ("tool_unit_updates"."status" in ('Working well', 'Broken/Needs repair', 'Stolen/Lost', 'End of life', 'Returned'))
);
--> statement-breakpoint
CREATE TABLE "tool_units" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"type_id" uuid NOT NULL,
	"project_id" uuid NOT NULL,
	"code" text NOT NULL,
	"ownership" text DEFAULT 'Purchased' NOT NULL,
	"rented_on" date,
	"rental_due" date,
	"condition" text DEFAULT 'New' NOT NULL,
	"holder_user_id" uuid,
	"holder_external_id" uuid,
	"held_since" timestamp with time zone,
	"retired_at" timestamp with time zone,
	"invoice" text DEFAULT '' NOT NULL,
	"unit_price" numeric(14, 2),
	"currency" text,
	"purchase_request_id" uuid,
	"image_id" uuid,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tool_units_ownership_check" CHECK ("tool_units"."ownership" in ('Purchased', 'Rental')),
	CONSTRAINT "tool_units_rental_check" CHECK (("tool_units"."ownership" = 'Rental') = ("tool_units"."rented_on" is not null) and ("tool_units"."rental_due" is null or "tool_units"."rental_due" > "tool_units"."rented_on")),
	CONSTRAINT "tool_units_condition_check" CHECK ("tool_units"."condition" in ('New', 'Good', 'Worn', 'Needs Repair', 'Needs Replacing', 'Lost')),
	CONSTRAINT "tool_units_one_holder_check" CHECK ("tool_units"."holder_user_id" is null or "tool_units"."holder_external_id" is null),
	CONSTRAINT "tool_units_held_check" CHECK (("tool_units"."holder_user_id" is null and "tool_units"."holder_external_id" is null) = ("tool_units"."held_since" is null))
);
--> statement-breakpoint
ALTER TABLE "building_images" ADD CONSTRAINT "building_images_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_issues" ADD CONSTRAINT "site_issues_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_issues" ADD CONSTRAINT "site_issues_raised_by_users_id_fk" FOREIGN KEY ("raised_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_issues" ADD CONSTRAINT "site_issues_closed_by_users_id_fk" FOREIGN KEY ("closed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tool_unit_log" ADD CONSTRAINT "tool_unit_log_unit_id_tool_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."tool_units"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tool_unit_log" ADD CONSTRAINT "tool_unit_log_holder_user_id_users_id_fk" FOREIGN KEY ("holder_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tool_unit_log" ADD CONSTRAINT "tool_unit_log_holder_external_id_external_team_members_id_fk" FOREIGN KEY ("holder_external_id") REFERENCES "public"."external_team_members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tool_unit_log" ADD CONSTRAINT "tool_unit_log_by_user_id_users_id_fk" FOREIGN KEY ("by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tool_unit_updates" ADD CONSTRAINT "tool_unit_updates_unit_id_tool_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."tool_units"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tool_unit_updates" ADD CONSTRAINT "tool_unit_updates_image_id_building_images_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."building_images"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tool_unit_updates" ADD CONSTRAINT "tool_unit_updates_by_user_id_users_id_fk" FOREIGN KEY ("by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tool_units" ADD CONSTRAINT "tool_units_type_id_inventory_types_id_fk" FOREIGN KEY ("type_id") REFERENCES "public"."inventory_types"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tool_units" ADD CONSTRAINT "tool_units_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tool_units" ADD CONSTRAINT "tool_units_holder_user_id_users_id_fk" FOREIGN KEY ("holder_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tool_units" ADD CONSTRAINT "tool_units_holder_external_id_external_team_members_id_fk" FOREIGN KEY ("holder_external_id") REFERENCES "public"."external_team_members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tool_units" ADD CONSTRAINT "tool_units_purchase_request_id_purchase_requests_id_fk" FOREIGN KEY ("purchase_request_id") REFERENCES "public"."purchase_requests"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tool_units" ADD CONSTRAINT "tool_units_image_id_building_images_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."building_images"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tool_units" ADD CONSTRAINT "tool_units_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "site_issues_project_idx" ON "site_issues" USING btree ("project_id","status","raised_at");--> statement-breakpoint
CREATE INDEX "tool_unit_log_unit_idx" ON "tool_unit_log" USING btree ("unit_id","at");--> statement-breakpoint
CREATE INDEX "tool_unit_updates_unit_idx" ON "tool_unit_updates" USING btree ("unit_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "tool_units_code_idx" ON "tool_units" USING btree ("code");--> statement-breakpoint
CREATE INDEX "tool_units_project_idx" ON "tool_units" USING btree ("project_id","type_id");--> statement-breakpoint
CREATE INDEX "tool_units_holder_idx" ON "tool_units" USING btree ("holder_user_id");--> statement-breakpoint
-- The custody log is append-only like the stock ledger (decision 070): removed only with its unit or project.
CREATE FUNCTION "tool_unit_log_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' AND pg_trigger_depth() > 1 THEN
    RETURN OLD;
  END IF;
  RAISE EXCEPTION 'the tool log is append-only' USING ERRCODE = 'restrict_violation';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "tool_unit_log_append_only" BEFORE UPDATE OR DELETE ON "tool_unit_log" FOR EACH ROW EXECUTE FUNCTION "tool_unit_log_append_only"();
--> statement-breakpoint
-- manageTools starts with the Owner, Administrators and Managers (issue 44).
UPDATE "roles" SET "permissions" = (SELECT array_agg(DISTINCT p ORDER BY p) FROM unnest("permissions" || ARRAY['manageTools']) AS p) WHERE "role_name" IN ('Owner', 'Administrator', 'Manager');
