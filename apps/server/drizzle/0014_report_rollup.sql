CREATE TABLE "person_week_project_totals" (
	"week_start" date NOT NULL,
	"user_id" uuid NOT NULL,
	"project_id" uuid NOT NULL,
	"tangible_seconds" bigint DEFAULT 0 NOT NULL,
	"intangible_seconds" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "person_week_project_totals_week_start_user_id_project_id_pk" PRIMARY KEY("week_start","user_id","project_id")
);
--> statement-breakpoint
ALTER TABLE "person_week_project_totals" ADD CONSTRAINT "person_week_project_totals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "person_week_project_totals_user_idx" ON "person_week_project_totals" USING btree ("user_id","week_start");--> statement-breakpoint
CREATE INDEX "person_week_project_totals_project_idx" ON "person_week_project_totals" USING btree ("project_id","week_start");--> statement-breakpoint
-- Kept by statement triggers on time_entries, as person_week_totals (0006) is: each statement's
-- rows are summed per week (Sunday start), person and project and applied at once. Entries
-- without a project count under the nil id.
CREATE FUNCTION person_week_project_totals_added() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO person_week_project_totals (week_start, user_id, project_id, tangible_seconds, intangible_seconds)
  SELECT n.date_of_work - extract(dow FROM n.date_of_work)::int, n.person_id,
         coalesce(n.project_id, '00000000-0000-0000-0000-000000000000'::uuid),
         coalesce(sum(n.total_seconds) FILTER (WHERE n.is_tangible), 0),
         coalesce(sum(n.total_seconds) FILTER (WHERE NOT n.is_tangible), 0)
    FROM new_rows n
   GROUP BY 1, 2, 3
   ORDER BY 1, 2, 3
  ON CONFLICT (week_start, user_id, project_id) DO UPDATE
     SET tangible_seconds = person_week_project_totals.tangible_seconds + excluded.tangible_seconds,
         intangible_seconds = person_week_project_totals.intangible_seconds + excluded.intangible_seconds;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Only rows that exist are lowered: when a person is deleted, their rows go by cascade.
CREATE FUNCTION person_week_project_totals_removed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE person_week_project_totals p
     SET tangible_seconds = p.tangible_seconds - d.tangible,
         intangible_seconds = p.intangible_seconds - d.intangible
    FROM (SELECT o.date_of_work - extract(dow FROM o.date_of_work)::int AS week_start, o.person_id,
                 coalesce(o.project_id, '00000000-0000-0000-0000-000000000000'::uuid) AS project_id,
                 coalesce(sum(o.total_seconds) FILTER (WHERE o.is_tangible), 0) AS tangible,
                 coalesce(sum(o.total_seconds) FILTER (WHERE NOT o.is_tangible), 0) AS intangible
            FROM old_rows o GROUP BY 1, 2, 3) d
   WHERE p.week_start = d.week_start AND p.user_id = d.person_id AND p.project_id = d.project_id;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- An update that moves no seconds (notes, a task within the project) writes nothing. A deleted
-- project's entries (set to no project by the foreign key) move to the nil id.
CREATE FUNCTION person_week_project_totals_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO person_week_project_totals (week_start, user_id, project_id, tangible_seconds, intangible_seconds)
  SELECT c.week_start, c.person_id, c.project_id, sum(c.tangible), sum(c.intangible)
    FROM (SELECT n.date_of_work - extract(dow FROM n.date_of_work)::int AS week_start, n.person_id,
                 coalesce(n.project_id, '00000000-0000-0000-0000-000000000000'::uuid) AS project_id,
                 CASE WHEN n.is_tangible THEN n.total_seconds ELSE 0 END AS tangible,
                 CASE WHEN n.is_tangible THEN 0 ELSE n.total_seconds END AS intangible
            FROM new_rows n
          UNION ALL
          SELECT o.date_of_work - extract(dow FROM o.date_of_work)::int, o.person_id,
                 coalesce(o.project_id, '00000000-0000-0000-0000-000000000000'::uuid),
                 CASE WHEN o.is_tangible THEN -o.total_seconds ELSE 0 END,
                 CASE WHEN o.is_tangible THEN 0 ELSE -o.total_seconds END
            FROM old_rows o) c
   GROUP BY 1, 2, 3
  HAVING sum(c.tangible) <> 0 OR sum(c.intangible) <> 0
   ORDER BY 1, 2, 3
  ON CONFLICT (week_start, user_id, project_id) DO UPDATE
     SET tangible_seconds = person_week_project_totals.tangible_seconds + excluded.tangible_seconds,
         intangible_seconds = person_week_project_totals.intangible_seconds + excluded.intangible_seconds;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER time_entries_report_rollup_insert AFTER INSERT ON time_entries
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION person_week_project_totals_added();
--> statement-breakpoint
CREATE TRIGGER time_entries_report_rollup_delete AFTER DELETE ON time_entries
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION person_week_project_totals_removed();
--> statement-breakpoint
CREATE TRIGGER time_entries_report_rollup_update AFTER UPDATE ON time_entries
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION person_week_project_totals_changed();
--> statement-breakpoint
-- The entries already kept.
INSERT INTO person_week_project_totals (week_start, user_id, project_id, tangible_seconds, intangible_seconds)
SELECT date_of_work - extract(dow FROM date_of_work)::int, person_id,
       coalesce(project_id, '00000000-0000-0000-0000-000000000000'::uuid),
       coalesce(sum(total_seconds) FILTER (WHERE is_tangible), 0),
       coalesce(sum(total_seconds) FILTER (WHERE NOT is_tangible), 0)
  FROM time_entries
 GROUP BY 1, 2, 3;
