CREATE TABLE "agenda_versions" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"version" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "agenda_versions" ADD CONSTRAINT "agenda_versions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Raises a professional's agenda version (the row appears on the first change). A professional
-- being deleted has no users row any more, so nothing is written for them.
CREATE FUNCTION touch_agenda(owner integer) RETURNS void LANGUAGE sql AS $$
  INSERT INTO agenda_versions (user_id, version)
  SELECT id, 1 FROM users WHERE id = owner
  ON CONFLICT (user_id) DO UPDATE SET version = agenda_versions.version + 1
$$;
--> statement-breakpoint
-- A new booking first shares-locks its client's row: a concurrent change of the client's name
-- either commits first (and the week read after this booking's version sees it) or waits for
-- this booking and then raises the version itself (client_touch_agendas).
CREATE FUNCTION bookings_touch_agenda() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' AND NEW.client_id IS NOT NULL THEN
    PERFORM 1 FROM users WHERE id = NEW.client_id FOR SHARE;
  END IF;
  IF TG_OP = 'DELETE' THEN
    PERFORM touch_agenda(OLD.operator_id);
  ELSE
    PERFORM touch_agenda(NEW.operator_id);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER bookings_touch_agenda AFTER INSERT OR UPDATE OR DELETE ON bookings
  FOR EACH ROW EXECUTE FUNCTION bookings_touch_agenda();
--> statement-breakpoint
-- slot_overrides and weekly_hours name their professional in user_id.
CREATE FUNCTION owner_touch_agenda() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM touch_agenda(OLD.user_id);
  ELSE
    PERFORM touch_agenda(NEW.user_id);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER slot_overrides_touch_agenda AFTER INSERT OR UPDATE OR DELETE ON slot_overrides
  FOR EACH ROW EXECUTE FUNCTION owner_touch_agenda();
--> statement-breakpoint
CREATE TRIGGER weekly_hours_touch_agenda AFTER INSERT OR UPDATE OR DELETE ON weekly_hours
  FOR EACH ROW EXECUTE FUNCTION owner_touch_agenda();
--> statement-breakpoint
-- A client's name, e-mail and phone show in the agenda of every professional they booked.
CREATE FUNCTION client_touch_agendas() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM touch_agenda(b.operator_id)
  FROM (SELECT DISTINCT operator_id FROM bookings WHERE client_id = NEW.id AND cancelled_at IS NULL ORDER BY operator_id) AS b;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER users_touch_agendas AFTER UPDATE OF nome, cognome, email, telefono ON users
  FOR EACH ROW
  WHEN (OLD.nome IS DISTINCT FROM NEW.nome OR OLD.cognome IS DISTINCT FROM NEW.cognome
    OR OLD.email IS DISTINCT FROM NEW.email OR OLD.telefono IS DISTINCT FROM NEW.telefono)
  EXECUTE FUNCTION client_touch_agendas();
