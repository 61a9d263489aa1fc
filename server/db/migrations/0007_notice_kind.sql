ALTER TABLE "notifications" ADD COLUMN "kind" text;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "params" jsonb;--> statement-breakpoint
ALTER TABLE "push_subscriptions" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;