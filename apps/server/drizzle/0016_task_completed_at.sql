ALTER TABLE "tasks" ADD COLUMN "completed_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "tasks_completed_idx" ON "tasks" USING btree ("completed_at");--> statement-breakpoint
-- The total org summary counts tasks completed in a period: the moment a task's status becomes
-- 'Complete' is kept on every write path; a task reopened loses it.
CREATE FUNCTION tasks_completed_at() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.status = 'Complete' THEN
    IF TG_OP = 'INSERT' OR OLD.status IS DISTINCT FROM 'Complete' THEN
      NEW.completed_at := coalesce(NEW.completed_at, now());
    END IF;
  ELSE
    NEW.completed_at := NULL;
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER tasks_completed_at BEFORE INSERT OR UPDATE OF status ON tasks
  FOR EACH ROW EXECUTE FUNCTION tasks_completed_at();
