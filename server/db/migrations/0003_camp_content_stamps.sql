ALTER TABLE "team_members" ADD COLUMN "position" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "teams" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
CREATE INDEX "camps_updated_idx" ON "camps" USING btree ("updated_at");--> statement-breakpoint
CREATE INDEX "team_members_team_idx" ON "team_members" USING btree ("team_id");--> statement-breakpoint
CREATE INDEX "team_members_user_idx" ON "team_members" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "teams_updated_idx" ON "teams" USING btree ("updated_at");--> statement-breakpoint
CREATE INDEX "teams_year_idx" ON "teams" USING btree ("year");--> statement-breakpoint
CREATE INDEX "map_locations_updated_idx" ON "map_locations" USING btree ("updated_at");--> statement-breakpoint
CREATE INDEX "rules_updated_idx" ON "rules" USING btree ("updated_at");