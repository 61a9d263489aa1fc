ALTER TABLE "conversations" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
CREATE INDEX "users_updated_idx" ON "users" USING btree ("updated_at");--> statement-breakpoint
CREATE INDEX "tombstones_entity_deleted_idx" ON "tombstones" USING btree ("entity","deleted_at");--> statement-breakpoint
CREATE INDEX "packing_checks_user_updated_idx" ON "packing_checks" USING btree ("user_id","updated_at");--> statement-breakpoint
CREATE INDEX "posts_updated_idx" ON "posts" USING btree ("updated_at");--> statement-breakpoint
CREATE INDEX "polls_updated_idx" ON "polls" USING btree ("updated_at");--> statement-breakpoint
CREATE INDEX "events_updated_idx" ON "events" USING btree ("updated_at");--> statement-breakpoint
CREATE INDEX "conversation_members_user_idx" ON "conversation_members" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "conversations_updated_idx" ON "conversations" USING btree ("updated_at");--> statement-breakpoint
CREATE INDEX "conversations_last_message_idx" ON "conversations" USING btree ("last_message_at");--> statement-breakpoint
CREATE INDEX "messages_conversation_read_idx" ON "messages" USING btree ("conversation_id","read_at");