ALTER TABLE "external_calendars" ADD COLUMN "failures" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "external_calendars" ADD COLUMN "refusals" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "external_calendars" ADD COLUMN "paused_at" timestamp with time zone;