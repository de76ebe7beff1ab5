-- Writers to leads wait for this migration, so the totals below match the triggers' start.
LOCK TABLE "leads", "lead_events" IN SHARE ROW EXCLUSIVE MODE;--> statement-breakpoint
CREATE TABLE "lead_stats" (
	"bucket" integer PRIMARY KEY NOT NULL,
	"leads" bigint DEFAULT 0 NOT NULL,
	"seconds" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "has_events" boolean DEFAULT false NOT NULL;--> statement-breakpoint
UPDATE "leads" SET "has_events" = true WHERE "id" IN (SELECT "lead_id" FROM "lead_events");--> statement-breakpoint
-- Read backwards (newest first), as leads_first_seen_idx is.
CREATE INDEX IF NOT EXISTS "leads_with_events_idx" ON "leads" USING btree ("first_seen") WHERE has_events;--> statement-breakpoint
-- The bar of a number of seconds: width_bucket over common/public.ts's LEAD_BUCKET_FLOORS
-- (1 to 13; analytics.test.ts compares the kept totals with a count over every lead).
CREATE FUNCTION lead_bucket(seconds integer) RETURNS integer LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT width_bucket(seconds, ARRAY[0,1,2,3,4,5,6,10,15,20,30,60,120])
$$;--> statement-breakpoint
INSERT INTO "lead_stats" ("bucket", "leads", "seconds")
  SELECT lead_bucket("seconds"), count(*), coalesce(sum("seconds"), 0) FROM "leads" GROUP BY 1;--> statement-breakpoint
-- Adds one statement's change of leads to lead_stats: one upsert per statement (the heartbeat
-- flush writes up to 100 leads in one), rows taken in bucket order so writers never deadlock.
CREATE FUNCTION lead_stats_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO lead_stats (bucket, leads, seconds)
      SELECT lead_bucket(seconds), count(*), sum(seconds) FROM lead_stats_new GROUP BY 1 ORDER BY 1
      ON CONFLICT (bucket) DO UPDATE SET leads = lead_stats.leads + excluded.leads, seconds = lead_stats.seconds + excluded.seconds;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO lead_stats (bucket, leads, seconds)
      SELECT lead_bucket(seconds), -count(*), -sum(seconds) FROM lead_stats_old GROUP BY 1 ORDER BY 1
      ON CONFLICT (bucket) DO UPDATE SET leads = lead_stats.leads + excluded.leads, seconds = lead_stats.seconds + excluded.seconds;
  ELSE
    INSERT INTO lead_stats (bucket, leads, seconds)
      SELECT b, sum(n), sum(s) FROM (
        SELECT lead_bucket(seconds) AS b, 1 AS n, seconds::bigint AS s FROM lead_stats_new
        UNION ALL
        SELECT lead_bucket(seconds), -1, -seconds::bigint FROM lead_stats_old
      ) AS change
      GROUP BY b HAVING sum(n) <> 0 OR sum(s) <> 0 ORDER BY b
      ON CONFLICT (bucket) DO UPDATE SET leads = lead_stats.leads + excluded.leads, seconds = lead_stats.seconds + excluded.seconds;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER leads_stats_insert AFTER INSERT ON leads REFERENCING NEW TABLE AS lead_stats_new
  FOR EACH STATEMENT EXECUTE FUNCTION lead_stats_apply();--> statement-breakpoint
CREATE TRIGGER leads_stats_update AFTER UPDATE ON leads REFERENCING OLD TABLE AS lead_stats_old NEW TABLE AS lead_stats_new
  FOR EACH STATEMENT EXECUTE FUNCTION lead_stats_apply();--> statement-breakpoint
CREATE TRIGGER leads_stats_delete AFTER DELETE ON leads REFERENCING OLD TABLE AS lead_stats_old
  FOR EACH STATEMENT EXECUTE FUNCTION lead_stats_apply();--> statement-breakpoint
CREATE FUNCTION lead_stats_clear() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM lead_stats;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER leads_stats_truncate AFTER TRUNCATE ON leads FOR EACH STATEMENT EXECUTE FUNCTION lead_stats_clear();--> statement-breakpoint
-- A lead's first stored event marks it, however the event is written.
CREATE FUNCTION lead_events_mark_lead() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE leads SET has_events = true
  WHERE id IN (SELECT DISTINCT lead_id FROM lead_events_new ORDER BY lead_id) AND NOT has_events;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER lead_events_mark_lead AFTER INSERT ON lead_events REFERENCING NEW TABLE AS lead_events_new
  FOR EACH STATEMENT EXECUTE FUNCTION lead_events_mark_lead();
