CREATE SEQUENCE "public"."read_version_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "customer_read_versions" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"version" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reference_read_version" (
	"id" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"version" bigint NOT NULL,
	CONSTRAINT "reference_read_version_one_row" CHECK ("reference_read_version"."id")
);
--> statement-breakpoint
-- Issue 37: a customer's list, kept in the server's memory, is read again only when what it shows moved.
-- Triggers, not the writers, move the versions: no writer can be left out, including one by hand. They
-- run at commit (deferred), so a version's row is locked last and only for the commit's instant. Names are
-- written with their schema: a trigger runs under the writing session's search_path.
CREATE FUNCTION "customer_read_version_move"(uuid) RETURNS void LANGUAGE sql AS $$
  INSERT INTO "public"."customer_read_versions" ("user_id", "version") VALUES ($1, nextval('public.read_version_seq'))
  ON CONFLICT ("user_id") DO UPDATE SET "version" = EXCLUDED."version";
$$;
--> statement-breakpoint
CREATE FUNCTION "subscriptions_move_read_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    PERFORM "public"."customer_read_version_move"(OLD."user_id");
  END IF;
  IF TG_OP = 'INSERT' OR (TG_OP = 'UPDATE' AND NEW."user_id" IS DISTINCT FROM OLD."user_id") THEN
    PERFORM "public"."customer_read_version_move"(NEW."user_id");
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "subscriptions_read_version" AFTER INSERT OR UPDATE OR DELETE ON "subscriptions"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "subscriptions_move_read_version"();
--> statement-breakpoint
-- A row of a subscription's own (a termination, a refund, a review, a sealed document) moves its owner's list.
CREATE FUNCTION "subscription_rows_move_read_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "public"."customer_read_version_move"(s."user_id") FROM "public"."subscriptions" s
    WHERE s."id" IN (OLD."subscription_id", NEW."subscription_id");
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "termination_requests_read_version" AFTER INSERT OR UPDATE OR DELETE ON "termination_requests"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "subscription_rows_move_read_version"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "refunds_read_version" AFTER INSERT OR UPDATE OR DELETE ON "refunds"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "subscription_rows_move_read_version"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "document_reviews_read_version" AFTER INSERT OR UPDATE OR DELETE ON "document_reviews"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "subscription_rows_move_read_version"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "archived_documents_read_version" AFTER INSERT OR UPDATE OR DELETE ON "archived_documents"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "subscription_rows_move_read_version"();
--> statement-breakpoint
INSERT INTO "public"."reference_read_version" ("id", "version") VALUES (true, nextval('public.read_version_seq'));
--> statement-breakpoint
CREATE FUNCTION "reference_read_version_move"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Written again if it was ever removed: a version that could no longer move would keep pages forever.
  INSERT INTO "public"."reference_read_version" ("id", "version") VALUES (true, nextval('public.read_version_seq'))
  ON CONFLICT ("id") DO UPDATE SET "version" = EXCLUDED."version";
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "countries_switched_read_version" AFTER UPDATE OF "active" ON "countries"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN (OLD."active" IS DISTINCT FROM NEW."active")
  EXECUTE FUNCTION "reference_read_version_move"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "countries_read_version" AFTER INSERT OR DELETE ON "countries"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "reference_read_version_move"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "offices_switched_read_version" AFTER UPDATE OF "active" ON "offices"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN (OLD."active" IS DISTINCT FROM NEW."active")
  EXECUTE FUNCTION "reference_read_version_move"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "offices_read_version" AFTER INSERT OR DELETE ON "offices"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "reference_read_version_move"();
