-- Every professional has the built-in 'Altro (Specificare)' service (decisions 16) from the
-- moment the account exists, whichever way it is made, so reading the services never writes.
-- The name is common/constants.ts's OTHER_SERVICE_NAME.
CREATE FUNCTION add_other_service() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO services (user_id, nome, altro) VALUES (NEW.id, 'Altro (Specificare)', true) ON CONFLICT DO NOTHING;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER users_add_other_service AFTER INSERT ON users
  FOR EACH ROW WHEN (NEW.op) EXECUTE FUNCTION add_other_service();
--> statement-breakpoint
INSERT INTO services (user_id, nome, altro)
SELECT id, 'Altro (Specificare)', true FROM users WHERE op
ON CONFLICT DO NOTHING;
