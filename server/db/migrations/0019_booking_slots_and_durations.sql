CREATE TABLE "booking_slots" (
	"booking_id" integer NOT NULL,
	"operator_id" integer NOT NULL,
	"giorno" date NOT NULL,
	"ora" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "durata" smallint DEFAULT 30 NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "durata" smallint DEFAULT 30 NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "sequence" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "booking_slots" ADD CONSTRAINT "booking_slots_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "booking_slots_unique" ON "booking_slots" USING btree ("operator_id","giorno","ora");--> statement-breakpoint
CREATE INDEX "booking_slots_booking_idx" ON "booking_slots" USING btree ("booking_id");--> statement-breakpoint
ALTER TABLE "services" ADD CONSTRAINT "services_durata_check" CHECK ("services"."durata" IN (30, 60, 90, 120));--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_durata_check" CHECK ("bookings"."durata" IN (30, 60, 90, 120));--> statement-breakpoint
-- One booking_slots row per half hour a live booking occupies, kept by the database whatever
-- code writes bookings: a new live booking claims its slots, a move or a change of duration
-- gives up the old ones and claims the new ones, a cancellation frees them. The unique index
-- on booking_slots makes an overlapping booking or move fail with 23505 inside its statement.
-- Times are Rome wall-clock half hours, as the agenda shows them.
CREATE FUNCTION bookings_occupy_slots() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' THEN
    IF NEW.giorno = OLD.giorno AND NEW.ora = OLD.ora AND NEW.durata = OLD.durata
       AND NEW.operator_id = OLD.operator_id AND (NEW.cancelled_at IS NULL) = (OLD.cancelled_at IS NULL) THEN
      RETURN NULL;
    END IF;
    DELETE FROM booking_slots WHERE booking_id = OLD.id;
  END IF;
  IF NEW.cancelled_at IS NULL THEN
    INSERT INTO booking_slots (booking_id, operator_id, giorno, ora)
    SELECT NEW.id, NEW.operator_id, s::date, to_char(s, 'HH24:MI')
    FROM generate_series(
      NEW.giorno + NEW.ora::time,
      NEW.giorno + NEW.ora::time + (NEW.durata - 30) * interval '1 minute',
      interval '30 minutes'
    ) AS s;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER bookings_occupy_slots AFTER INSERT OR UPDATE ON bookings
  FOR EACH ROW EXECUTE FUNCTION bookings_occupy_slots();
--> statement-breakpoint
INSERT INTO booking_slots (booking_id, operator_id, giorno, ora)
SELECT id, operator_id, giorno, ora FROM bookings WHERE cancelled_at IS NULL;
