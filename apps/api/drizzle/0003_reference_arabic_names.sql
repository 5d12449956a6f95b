ALTER TABLE "cities" ADD COLUMN "entry_label_ar" text;--> statement-breakpoint
ALTER TABLE "offices" ADD COLUMN "name_ar" text;