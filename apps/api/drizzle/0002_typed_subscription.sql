ALTER TABLE "subscriptions" ALTER COLUMN "payment_info" SET DEFAULT '{}'::jsonb;--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "actor" text DEFAULT 'customer' NOT NULL;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "office_id" integer;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "effect_date" date;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "end_date" date;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "usage_code" text;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "plate" text;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "total_centimes" integer;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "tariff_version" text;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "paid_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "signed_at" timestamp with time zone;--> statement-breakpoint
-- Fill the new columns from the subscriptions already stored, so that none is lost or left behind.
UPDATE "audit_log" SET "actor" = 'system' WHERE "actor_user_id" IS NULL;--> statement-breakpoint
UPDATE "subscriptions" SET
  "office_id" = (SELECT "offices"."id" FROM "offices" WHERE "offices"."id"::text = "subscriptions"."user_info"->>'bureau_gestion'),
  "effect_date" = CASE WHEN "periode_info"->>'date_effet' ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$' THEN ("periode_info"->>'date_effet')::date END,
  "end_date" = CASE WHEN "periode_info"->>'date_fin' ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$' THEN ("periode_info"->>'date_fin')::date END,
  "usage_code" = "vehicule_info"->>'usage_Code',
  "plate" = "vehicule_info"->>'immatriculation',
  "total_centimes" = CASE WHEN jsonb_typeof("simulation_result"->'primeTotal') = 'number' THEN round(("simulation_result"->>'primeTotal')::numeric * 100)::integer END,
  "tariff_version" = "simulation_result"->>'tarif_version',
  "paid_at" = CASE WHEN "statut" IN ('paid', 'signed') THEN "updated_at" END,
  "signed_at" = CASE WHEN "statut" = 'signed' THEN "updated_at" END,
  "payment_info" = COALESCE("payment_info", '{}'::jsonb) - 'is_paid',
  "current_step" = CASE WHEN "current_step" = 7 AND "documents_info" IS NOT NULL THEN 8 ELSE "current_step" END;--> statement-breakpoint
-- Consents to the Morocco handling given before texts carried versions are marked as such.
UPDATE "subscriptions" SET "user_info" = jsonb_set("user_info", '{consent_maroc,version}', '"unversioned"')
  WHERE jsonb_typeof("user_info"->'consent_maroc') = 'object' AND NOT ("user_info"->'consent_maroc' ? 'version');--> statement-breakpoint
UPDATE "subscriptions" SET "extended_from_id" = NULL WHERE "extended_from_id" IS NOT NULL AND "extended_from_id" NOT IN (SELECT "id" FROM "subscriptions");--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_office_id_offices_id_fk" FOREIGN KEY ("office_id") REFERENCES "public"."offices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_extended_from_id_subscriptions_id_fk" FOREIGN KEY ("extended_from_id") REFERENCES "public"."subscriptions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "subscriptions_office_effect_idx" ON "subscriptions" USING btree ("office_id","effect_date");--> statement-breakpoint
CREATE INDEX "subscriptions_status_effect_idx" ON "subscriptions" USING btree ("statut","effect_date");--> statement-breakpoint
CREATE INDEX "subscriptions_plate_idx" ON "subscriptions" USING btree ("plate");--> statement-breakpoint
CREATE INDEX "subscriptions_extended_from_idx" ON "subscriptions" USING btree ("extended_from_id");