ALTER TABLE "notifications" ADD COLUMN "change_id" text;--> statement-breakpoint
CREATE UNIQUE INDEX "notifications_user_change_idx" ON "notifications" USING btree ("user_id","change_id");