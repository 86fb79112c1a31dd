CREATE TABLE "person_week_totals" (
	"week_start" date NOT NULL,
	"user_id" uuid NOT NULL,
	"tangible_seconds" bigint DEFAULT 0 NOT NULL,
	"intangible_seconds" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "person_week_totals_week_start_user_id_pk" PRIMARY KEY("week_start","user_id")
);
--> statement-breakpoint
ALTER TABLE "person_week_totals" ADD CONSTRAINT "person_week_totals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "person_week_totals_user_idx" ON "person_week_totals" USING btree ("user_id");--> statement-breakpoint
-- Kept by statement triggers on time_entries: each statement's rows are summed per person and
-- week (Sunday start) and applied at once, so a bulk insert costs one grouped upsert.
CREATE FUNCTION person_week_totals_added() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO person_week_totals (week_start, user_id, tangible_seconds, intangible_seconds)
  SELECT n.date_of_work - extract(dow FROM n.date_of_work)::int, n.person_id,
         coalesce(sum(n.total_seconds) FILTER (WHERE n.is_tangible), 0),
         coalesce(sum(n.total_seconds) FILTER (WHERE NOT n.is_tangible), 0)
    FROM new_rows n
   GROUP BY 1, 2
   ORDER BY 1, 2
  ON CONFLICT (week_start, user_id) DO UPDATE
     SET tangible_seconds = person_week_totals.tangible_seconds + excluded.tangible_seconds,
         intangible_seconds = person_week_totals.intangible_seconds + excluded.intangible_seconds;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Only rows that exist are lowered: when a person is deleted, their totals go by cascade.
CREATE FUNCTION person_week_totals_removed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE person_week_totals p
     SET tangible_seconds = p.tangible_seconds - d.tangible,
         intangible_seconds = p.intangible_seconds - d.intangible
    FROM (SELECT o.date_of_work - extract(dow FROM o.date_of_work)::int AS week_start, o.person_id,
                 coalesce(sum(o.total_seconds) FILTER (WHERE o.is_tangible), 0) AS tangible,
                 coalesce(sum(o.total_seconds) FILTER (WHERE NOT o.is_tangible), 0) AS intangible
            FROM old_rows o GROUP BY 1, 2) d
   WHERE p.week_start = d.week_start AND p.user_id = d.person_id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION person_week_totals_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO person_week_totals (week_start, user_id, tangible_seconds, intangible_seconds)
  SELECT c.week_start, c.person_id, sum(c.tangible), sum(c.intangible)
    FROM (SELECT n.date_of_work - extract(dow FROM n.date_of_work)::int AS week_start, n.person_id,
                 CASE WHEN n.is_tangible THEN n.total_seconds ELSE 0 END AS tangible,
                 CASE WHEN n.is_tangible THEN 0 ELSE n.total_seconds END AS intangible
            FROM new_rows n
          UNION ALL
          SELECT o.date_of_work - extract(dow FROM o.date_of_work)::int, o.person_id,
                 CASE WHEN o.is_tangible THEN -o.total_seconds ELSE 0 END,
                 CASE WHEN o.is_tangible THEN 0 ELSE -o.total_seconds END
            FROM old_rows o) c
   GROUP BY 1, 2
   ORDER BY 1, 2
  ON CONFLICT (week_start, user_id) DO UPDATE
     SET tangible_seconds = person_week_totals.tangible_seconds + excluded.tangible_seconds,
         intangible_seconds = person_week_totals.intangible_seconds + excluded.intangible_seconds;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER time_entries_week_totals_insert AFTER INSERT ON time_entries
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION person_week_totals_added();
--> statement-breakpoint
CREATE TRIGGER time_entries_week_totals_delete AFTER DELETE ON time_entries
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION person_week_totals_removed();
--> statement-breakpoint
CREATE TRIGGER time_entries_week_totals_update AFTER UPDATE ON time_entries
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION person_week_totals_changed();
--> statement-breakpoint
-- The weeks of the entries already kept.
INSERT INTO person_week_totals (week_start, user_id, tangible_seconds, intangible_seconds)
SELECT date_of_work - extract(dow FROM date_of_work)::int, person_id,
       coalesce(sum(total_seconds) FILTER (WHERE is_tangible), 0),
       coalesce(sum(total_seconds) FILTER (WHERE NOT is_tangible), 0)
  FROM time_entries
 GROUP BY 1, 2;
