DROP INDEX IF EXISTS "outbox_pending_idx";--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "outbox_due_idx" ON "outbox" USING btree ("send_after","id") WHERE sent_at IS NULL;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "outbox_sent_idx" ON "outbox" USING btree ("sent_at") WHERE sent_at IS NOT NULL;