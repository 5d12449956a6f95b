ALTER TABLE "certificates" ADD COLUMN "trailer_covered" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Certificates issued before the column: the trailer option is the one their contract bought (a cover cannot change after payment).
UPDATE "certificates" SET "trailer_covered" = true FROM "subscriptions" WHERE "subscriptions"."id" = "certificates"."subscription_id" AND ("subscriptions"."pack_info"->>'remorque')::boolean IS TRUE;
