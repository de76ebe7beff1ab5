CREATE TABLE "booking_series" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "booking_series_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"operator_id" integer NOT NULL,
	"client_id" integer NOT NULL,
	"giorno" date NOT NULL,
	"ora" text NOT NULL,
	"frequenza" smallint NOT NULL,
	"occorrenze" smallint NOT NULL,
	"service_id" integer,
	"service_name" text NOT NULL,
	"service_text" text DEFAULT '' NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"next_index" smallint DEFAULT 0 NOT NULL,
	"next_giorno" date,
	"created_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "series_occurrences" (
	"series_id" integer NOT NULL,
	"idx" smallint NOT NULL,
	"giorno" date NOT NULL,
	"booking_id" integer,
	"esito" text NOT NULL,
	CONSTRAINT "series_occurrences_series_id_idx_pk" PRIMARY KEY("series_id","idx")
);
--> statement-breakpoint
ALTER TABLE "booking_series" ADD CONSTRAINT "booking_series_operator_id_users_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_series" ADD CONSTRAINT "booking_series_client_id_users_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_series" ADD CONSTRAINT "booking_series_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "series_occurrences" ADD CONSTRAINT "series_occurrences_series_id_booking_series_id_fk" FOREIGN KEY ("series_id") REFERENCES "public"."booking_series"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "series_occurrences" ADD CONSTRAINT "series_occurrences_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "booking_series_due_idx" ON "booking_series" USING btree ("next_giorno") WHERE "booking_series"."next_giorno" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "booking_series_operator_idx" ON "booking_series" USING btree ("operator_id");--> statement-breakpoint
CREATE INDEX "booking_series_client_idx" ON "booking_series" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX "series_occurrences_booking_idx" ON "series_occurrences" USING btree ("booking_id");