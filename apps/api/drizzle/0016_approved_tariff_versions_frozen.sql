-- Decision 053: an approved tariff version is never edited or deleted. The one writer and the domain's
-- transition table already refuse it; the database refuses it too, whoever writes.
CREATE FUNCTION "tariff_versions_refuse_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'an approved tariff version is never changed or removed (version %)', OLD.number;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "tariff_versions_approved_frozen" BEFORE UPDATE OR DELETE ON "tariff_versions"
  FOR EACH ROW WHEN (OLD.status = 'approved') EXECUTE FUNCTION "tariff_versions_refuse_change"();
