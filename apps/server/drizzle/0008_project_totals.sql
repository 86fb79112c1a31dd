CREATE TABLE "project_totals" (
	"project_id" uuid PRIMARY KEY NOT NULL,
	"tangible_seconds" bigint DEFAULT 0 NOT NULL,
	"intangible_seconds" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "project_totals" ADD CONSTRAINT "project_totals_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- A task's subtree is one range of numbers in the C collation (task-query.ts, move-tasks.ts).
CREATE INDEX "tasks_wbs_num_idx" ON "tasks" USING btree ("wbs_id",num collate "C");
--> statement-breakpoint
-- Kept by statement triggers on time_entries, as person_week_totals (0006) is: each statement's
-- rows are summed per project and applied at once. Entries without a project count nowhere.
CREATE FUNCTION project_totals_added() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO project_totals (project_id, tangible_seconds, intangible_seconds)
  SELECT n.project_id,
         coalesce(sum(n.total_seconds) FILTER (WHERE n.is_tangible), 0),
         coalesce(sum(n.total_seconds) FILTER (WHERE NOT n.is_tangible), 0)
    FROM new_rows n
   WHERE n.project_id IS NOT NULL
   GROUP BY 1
   ORDER BY 1
  ON CONFLICT (project_id) DO UPDATE
     SET tangible_seconds = project_totals.tangible_seconds + excluded.tangible_seconds,
         intangible_seconds = project_totals.intangible_seconds + excluded.intangible_seconds;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Only rows that exist are lowered: a deleted project's totals went with it by cascade.
CREATE FUNCTION project_totals_removed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE project_totals p
     SET tangible_seconds = p.tangible_seconds - d.tangible,
         intangible_seconds = p.intangible_seconds - d.intangible
    FROM (SELECT o.project_id,
                 coalesce(sum(o.total_seconds) FILTER (WHERE o.is_tangible), 0) AS tangible,
                 coalesce(sum(o.total_seconds) FILTER (WHERE NOT o.is_tangible), 0) AS intangible
            FROM old_rows o WHERE o.project_id IS NOT NULL GROUP BY 1) d
   WHERE p.project_id = d.project_id;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- An update that moves no seconds (notes, a task within the project) writes nothing, so it does
-- not queue behind others logging on the same project. Projects no longer there are left out:
-- deleting a project sets its entries' project to null, which arrives here after the delete.
CREATE FUNCTION project_totals_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO project_totals (project_id, tangible_seconds, intangible_seconds)
  SELECT c.project_id, sum(c.tangible), sum(c.intangible)
    FROM (SELECT n.project_id,
                 CASE WHEN n.is_tangible THEN n.total_seconds ELSE 0 END AS tangible,
                 CASE WHEN n.is_tangible THEN 0 ELSE n.total_seconds END AS intangible
            FROM new_rows n WHERE n.project_id IS NOT NULL
          UNION ALL
          SELECT o.project_id,
                 CASE WHEN o.is_tangible THEN -o.total_seconds ELSE 0 END,
                 CASE WHEN o.is_tangible THEN 0 ELSE -o.total_seconds END
            FROM old_rows o WHERE o.project_id IS NOT NULL) c
   WHERE EXISTS (SELECT 1 FROM projects p WHERE p.id = c.project_id)
   GROUP BY 1
  HAVING sum(c.tangible) <> 0 OR sum(c.intangible) <> 0
   ORDER BY 1
  ON CONFLICT (project_id) DO UPDATE
     SET tangible_seconds = project_totals.tangible_seconds + excluded.tangible_seconds,
         intangible_seconds = project_totals.intangible_seconds + excluded.intangible_seconds;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER time_entries_project_totals_insert AFTER INSERT ON time_entries
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION project_totals_added();
--> statement-breakpoint
CREATE TRIGGER time_entries_project_totals_delete AFTER DELETE ON time_entries
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION project_totals_removed();
--> statement-breakpoint
CREATE TRIGGER time_entries_project_totals_update AFTER UPDATE ON time_entries
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION project_totals_changed();
--> statement-breakpoint
-- The projects' entries already kept.
INSERT INTO project_totals (project_id, tangible_seconds, intangible_seconds)
SELECT project_id,
       coalesce(sum(total_seconds) FILTER (WHERE is_tangible), 0),
       coalesce(sum(total_seconds) FILTER (WHERE NOT is_tangible), 0)
  FROM time_entries
 WHERE project_id IS NOT NULL
 GROUP BY 1;
