CREATE TABLE "external_busy" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "external_busy_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"calendar_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"title" text
);
--> statement-breakpoint
CREATE TABLE "external_calendars" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "external_calendars_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"url" text NOT NULL,
	"nome" text NOT NULL,
	"show_titles" boolean DEFAULT false NOT NULL,
	"etag" text,
	"last_modified" text,
	"last_success_at" timestamp with time zone,
	"last_attempt_at" timestamp with time zone,
	"last_error" text,
	"covered_until" timestamp with time zone,
	"next_fetch_at" timestamp with time zone DEFAULT now() NOT NULL,
	"lease_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "external_busy" ADD CONSTRAINT "external_busy_calendar_id_external_calendars_id_fk" FOREIGN KEY ("calendar_id") REFERENCES "public"."external_calendars"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "external_busy" ADD CONSTRAINT "external_busy_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "external_calendars" ADD CONSTRAINT "external_calendars_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "external_busy_user_start_idx" ON "external_busy" USING btree ("user_id","starts_at");--> statement-breakpoint
CREATE INDEX "external_busy_calendar_idx" ON "external_busy" USING btree ("calendar_id");--> statement-breakpoint
CREATE INDEX "external_calendars_user_idx" ON "external_calendars" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "external_calendars_due_idx" ON "external_calendars" USING btree ("next_fetch_at");--> statement-breakpoint
-- Busy times from a professional's own calendars show in their agenda: any change raises the
-- agenda version (touch_agenda, migration 0006), once per professional and statement, since a
-- fetch replaces a calendar's rows in two statements of hundreds of rows each.
CREATE FUNCTION external_busy_touch_new() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM touch_agenda(c.user_id) FROM (SELECT DISTINCT user_id FROM changed_rows ORDER BY user_id) AS c;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER external_busy_touch_insert AFTER INSERT ON external_busy
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION external_busy_touch_new();
--> statement-breakpoint
CREATE TRIGGER external_busy_touch_update AFTER UPDATE ON external_busy
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION external_busy_touch_new();
--> statement-breakpoint
CREATE TRIGGER external_busy_touch_delete AFTER DELETE ON external_busy
  REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION external_busy_touch_new();
