CREATE TABLE "booking_rules" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"notice_minutes" integer DEFAULT 0 NOT NULL,
	"change_until_minutes" integer DEFAULT 0 NOT NULL,
	"horizon_days" integer DEFAULT 84 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "booking_rules" ADD CONSTRAINT "booking_rules_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;