CREATE TABLE "inventory_type_changes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"type_id" uuid NOT NULL,
	"field" text NOT NULL,
	"old_value" text NOT NULL,
	"new_value" text NOT NULL,
	"by_user_id" uuid,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "external_team_members" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"role" text NOT NULL,
	"role_specify" text DEFAULT '' NOT NULL,
	"team" text NOT NULL,
	"team_specify" text DEFAULT '' NOT NULL,
	"email" text NOT NULL,
	"country_code" text DEFAULT '+1' NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "external_team_members_phone_check" CHECK ("external_team_members"."phone" ~ '^([0-9]{10})?$')
);
--> statement-breakpoint
CREATE TABLE "purchase_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"project_id" uuid NOT NULL,
	"type_id" uuid NOT NULL,
	"quantity" numeric(14, 3) NOT NULL,
	"priority" text NOT NULL,
	"brand" text DEFAULT '' NOT NULL,
	"usage_time" text DEFAULT '' NOT NULL,
	"usage_description" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'Pending' NOT NULL,
	"requested_by" uuid,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_by" uuid,
	"decided_at" timestamp with time zone,
	"reject_reason" text,
	"received_by" uuid,
	"received_at" timestamp with time zone,
	"received_quantity" numeric(14, 3),
	"unit_price" numeric(14, 2),
	"currency" text,
	CONSTRAINT "purchase_requests_status_check" CHECK ("purchase_requests"."status" in ('Pending', 'Approved', 'Rejected', 'Received', 'Cancelled')),
	CONSTRAINT "purchase_requests_priority_check" CHECK ("purchase_requests"."priority" in ('Low', 'Medium', 'High')),
	CONSTRAINT "purchase_requests_quantity_check" CHECK ("purchase_requests"."quantity" > 0 and ("purchase_requests"."received_quantity" is null or "purchase_requests"."received_quantity" > 0)),
	CONSTRAINT "purchase_requests_received_check" CHECK (("purchase_requests"."status" = 'Received') = ("purchase_requests"."received_at" is not null))
);
--> statement-breakpoint
ALTER TABLE "inventory_items" ALTER COLUMN "quantity" SET DATA TYPE numeric(14, 3) USING round("quantity"::numeric, 3);--> statement-breakpoint
ALTER TABLE "inventory_items" ALTER COLUMN "wasted" SET DATA TYPE numeric(14, 3) USING round("wasted"::numeric, 3);--> statement-breakpoint
ALTER TABLE "inventory_movements" ALTER COLUMN "quantity" SET DATA TYPE numeric(14, 3) USING round("quantity"::numeric, 3);--> statement-breakpoint
ALTER TABLE "inventory_movements" ALTER COLUMN "quantity" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "inventory_items" ADD COLUMN "bought" numeric(14, 3) DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "inventory_items" ADD COLUMN "used" numeric(14, 3) DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "inventory_items" ADD COLUMN "minimum" numeric(14, 3);--> statement-breakpoint
ALTER TABLE "inventory_items" ADD COLUMN "below_minimum" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "inventory_movements" ADD COLUMN "delta" numeric(14, 3) GENERATED ALWAYS AS (case when kind in ('use', 'waste', 'transfer-out') then -quantity else quantity end) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "inventory_movements" ADD COLUMN "reason" text;--> statement-breakpoint
ALTER TABLE "inventory_movements" ADD COLUMN "reverses_id" uuid;--> statement-breakpoint
ALTER TABLE "inventory_movements" ADD COLUMN "purchase_request_id" uuid;--> statement-breakpoint
ALTER TABLE "inventory_movements" ADD COLUMN "work_date" date;--> statement-breakpoint
-- The ledger's existing rows (decision 070): corrections were 'update', waste had no reason, the day of work is the movement's day in the organisation's zone.
UPDATE "inventory_movements" SET "work_date" = ("at" AT TIME ZONE 'America/Los_Angeles')::date;--> statement-breakpoint
ALTER TABLE "inventory_movements" ALTER COLUMN "work_date" SET NOT NULL;--> statement-breakpoint
UPDATE "inventory_movements" SET "kind" = 'correction' WHERE "kind" = 'update';--> statement-breakpoint
UPDATE "inventory_movements" SET "reason" = 'wasted' WHERE "kind" = 'waste';--> statement-breakpoint
ALTER TABLE "inventory_types" ADD COLUMN "fuel" text;--> statement-breakpoint
ALTER TABLE "inventory_types" ADD COLUMN "archived_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "inventory_type_changes" ADD CONSTRAINT "inventory_type_changes_type_id_inventory_types_id_fk" FOREIGN KEY ("type_id") REFERENCES "public"."inventory_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_type_changes" ADD CONSTRAINT "inventory_type_changes_by_user_id_users_id_fk" FOREIGN KEY ("by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "external_team_members" ADD CONSTRAINT "external_team_members_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_requests" ADD CONSTRAINT "purchase_requests_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_requests" ADD CONSTRAINT "purchase_requests_type_id_inventory_types_id_fk" FOREIGN KEY ("type_id") REFERENCES "public"."inventory_types"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_requests" ADD CONSTRAINT "purchase_requests_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_requests" ADD CONSTRAINT "purchase_requests_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_requests" ADD CONSTRAINT "purchase_requests_received_by_users_id_fk" FOREIGN KEY ("received_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "inventory_type_changes_type_idx" ON "inventory_type_changes" USING btree ("type_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "external_team_members_email_idx" ON "external_team_members" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "purchase_requests_project_idx" ON "purchase_requests" USING btree ("project_id","type_id","requested_at");--> statement-breakpoint
CREATE INDEX "purchase_requests_status_idx" ON "purchase_requests" USING btree ("status","requested_at");--> statement-breakpoint
ALTER TABLE "inventory_movements" ADD CONSTRAINT "inventory_movements_reverses_id_inventory_movements_id_fk" FOREIGN KEY ("reverses_id") REFERENCES "public"."inventory_movements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "inventory_items_place_idx" ON "inventory_items" USING btree ("project_id","type_id",coalesce("wbs_id", '00000000-0000-0000-0000-000000000000'::uuid));--> statement-breakpoint
CREATE UNIQUE INDEX "inventory_movements_reverses_idx" ON "inventory_movements" USING btree ("reverses_id");--> statement-breakpoint
ALTER TABLE "inventory_items" ADD CONSTRAINT "inventory_items_totals_check" CHECK ("inventory_items"."bought" >= 0 and "inventory_items"."used" >= 0 and ("inventory_items"."minimum" is null or "inventory_items"."minimum" >= 0));--> statement-breakpoint
ALTER TABLE "inventory_movements" ADD CONSTRAINT "inventory_movements_kind_check" CHECK ("inventory_movements"."kind" in ('purchase', 'transfer-in', 'transfer-out', 'use', 'waste', 'correction'));--> statement-breakpoint
ALTER TABLE "inventory_movements" ADD CONSTRAINT "inventory_movements_sign_check" CHECK ("inventory_movements"."kind" = 'correction' or ("inventory_movements"."reverses_id" is null and "inventory_movements"."quantity" > 0) or ("inventory_movements"."reverses_id" is not null and "inventory_movements"."quantity" < 0));--> statement-breakpoint
ALTER TABLE "inventory_movements" ADD CONSTRAINT "inventory_movements_reason_check" CHECK (("inventory_movements"."kind" = 'waste') = ("inventory_movements"."reason" is not null) and ("inventory_movements"."reason" is null or "inventory_movements"."reason" in ('wasted', 'destroyed')));;--> statement-breakpoint
UPDATE "inventory_items" i SET "bought" = coalesce((SELECT sum(m."quantity") FROM "inventory_movements" m WHERE m."item_id" = i."id" AND m."kind" = 'purchase'), 0);--> statement-breakpoint
-- Where the count and its history disagree, the history gains the correction that makes them agree.
INSERT INTO "inventory_movements" ("item_id", "kind", "quantity", "note", "work_date", "at")
SELECT i."id", 'correction', i."quantity" - coalesce(sum(m."delta"), 0), 'Opening balance of the stock ledger', (now() AT TIME ZONE 'America/Los_Angeles')::date, now()
FROM "inventory_items" i LEFT JOIN "inventory_movements" m ON m."item_id" = i."id"
GROUP BY i."id", i."quantity" HAVING i."quantity" <> coalesce(sum(m."delta"), 0);--> statement-breakpoint
-- Append-only: a movement is never changed, and removed only with its item or project (a cascade, one trigger level down).
CREATE FUNCTION "inventory_movements_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' AND pg_trigger_depth() > 1 THEN
    RETURN OLD;
  END IF;
  RAISE EXCEPTION 'inventory movements are append-only' USING ERRCODE = 'restrict_violation';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "inventory_movements_append_only" BEFORE UPDATE OR DELETE ON "inventory_movements" FOR EACH ROW EXECUTE FUNCTION "inventory_movements_append_only"();
--> statement-breakpoint
-- approvePurchases starts with the Owner and Administrators (decision 070).
UPDATE "roles" SET "permissions" = (SELECT array_agg(DISTINCT p ORDER BY p) FROM unnest("permissions" || ARRAY['approvePurchases']) AS p) WHERE "role_name" IN ('Owner', 'Administrator');
