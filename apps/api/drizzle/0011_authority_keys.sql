CREATE TABLE "authority_keys" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"authority" text NOT NULL,
	"prefix" text NOT NULL,
	"key_hash" text NOT NULL,
	"per_minute" integer NOT NULL,
	"per_hour" integer NOT NULL,
	"created_by" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "authority_keys_key_hash_unique" UNIQUE("key_hash")
);
--> statement-breakpoint
ALTER TABLE "authority_keys" ADD CONSTRAINT "authority_keys_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "certificates_plate_key_idx" ON "certificates" USING btree (regexp_replace("plate", '[[:space:]./|-]', '', 'g'));