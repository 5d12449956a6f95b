ALTER TABLE "cities" ADD COLUMN "active" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "countries" ADD COLUMN "active" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "makes" ADD COLUMN "active" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "makes" ADD COLUMN "seed_name" text;--> statement-breakpoint
-- Every make stored so far came from the seed file: its name is the seed's key, kept through renames.
UPDATE "makes" SET "seed_name" = "name";--> statement-breakpoint
ALTER TABLE "periods" ADD COLUMN "active" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "makes" ADD CONSTRAINT "makes_seed_name_unique" UNIQUE("seed_name");