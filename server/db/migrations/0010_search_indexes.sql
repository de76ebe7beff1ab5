-- Substring searches (ILIKE '%q%') served by trigram indexes. On PostgreSQL the indexes of a
-- populated table are built beforehand without blocking writes (server/db/concurrent-indexes.ts),
-- so IF NOT EXISTS finds them here; PGlite and empty databases build them in this transaction.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TABLE "user_count" (
	"id" integer PRIMARY KEY NOT NULL,
	"n" bigint NOT NULL
);
--> statement-breakpoint
-- The planner preferred this boolean index to every better one (review 2026-11-23, scale §5.4).
DROP INDEX IF EXISTS "users_op_idx";--> statement-breakpoint
-- The administrator's list and search (GET /api/adminclienti), over every user.
CREATE INDEX IF NOT EXISTS "users_admin_order_idx" ON "users" (lower("cognome"), "nome", "id");--> statement-breakpoint
-- One trigram index over the searched fields joined by spaces: a search asks it for the rows whose
-- joined fields contain q (a superset), then checks each field as before (server/db/search.ts).
CREATE INDEX IF NOT EXISTS "users_search_trgm_idx" ON "users"
  USING gin (("nome" || ' ' || "cognome" || ' ' || "email" || ' ' || "nome_azienda" || ' ' || "telefono") gin_trgm_ops);--> statement-breakpoint
-- A client's search of professionals (GET /api/ops), over the professionals only.
CREATE INDEX IF NOT EXISTS "users_pro_list_idx" ON "users" ("cognome", "nome", "id") INCLUDE ("email", "scadenza_abbonamento")
  WHERE op AND attivo AND email_confirmed_at IS NOT NULL;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "users_pro_search_trgm_idx" ON "users"
  USING gin (("nome" || ' ' || "cognome" || ' ' || "email" || ' ' || "nome_azienda" || ' ' || "citta" || ' ' || "provincia") gin_trgm_ops)
  WHERE op;--> statement-breakpoint
-- The hourly expiry notices, which read the professionals through users_op_idx.
CREATE INDEX IF NOT EXISTS "users_pro_expiry_idx" ON "users" ("scadenza_abbonamento") WHERE op;--> statement-breakpoint
-- The exact number of users, kept on every insert and delete (the administrator's list total).
LOCK TABLE "users" IN SHARE ROW EXCLUSIVE MODE;--> statement-breakpoint
INSERT INTO "user_count" ("id", "n") SELECT 1, count(*) FROM "users";--> statement-breakpoint
CREATE FUNCTION user_count_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE user_count SET n = n + (SELECT count(*) FROM user_count_new) WHERE id = 1 AND EXISTS (SELECT 1 FROM user_count_new);
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE user_count SET n = n - (SELECT count(*) FROM user_count_old) WHERE id = 1 AND EXISTS (SELECT 1 FROM user_count_old);
  ELSE
    UPDATE user_count SET n = 0 WHERE id = 1;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER users_count_insert AFTER INSERT ON users REFERENCING NEW TABLE AS user_count_new
  FOR EACH STATEMENT EXECUTE FUNCTION user_count_apply();--> statement-breakpoint
CREATE TRIGGER users_count_delete AFTER DELETE ON users REFERENCING OLD TABLE AS user_count_old
  FOR EACH STATEMENT EXECUTE FUNCTION user_count_apply();--> statement-breakpoint
CREATE TRIGGER users_count_truncate AFTER TRUNCATE ON users
  FOR EACH STATEMENT EXECUTE FUNCTION user_count_apply();
