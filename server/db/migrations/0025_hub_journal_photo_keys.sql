ALTER TABLE "hub_journal" ADD COLUMN "photo_key" text;--> statement-breakpoint
ALTER TABLE "hub_journal" ADD COLUMN "thumb_key" text;