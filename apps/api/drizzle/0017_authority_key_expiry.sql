-- Decision 047: a key answers up to its last day. Keys made before expiry existed get a year from this
-- migration rather than from their creation, so that no authority's working key stops without warning.
ALTER TABLE "authority_keys" ADD COLUMN "expires_on" date;--> statement-breakpoint
UPDATE "authority_keys" SET "expires_on" = ((now() AT TIME ZONE 'Africa/Casablanca')::date + interval '1 year')::date;--> statement-breakpoint
ALTER TABLE "authority_keys" ALTER COLUMN "expires_on" SET NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "audit_log_lookup_refused_idx" ON "audit_log" USING btree ("entity_type","entity_id","at",("data"->>'reason')) WHERE "audit_log"."action" = 'authority.lookup_refused';
