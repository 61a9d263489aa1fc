ALTER TABLE "event_registrations" ADD COLUMN "answered_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "event_waitlist" ADD COLUMN "answered_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
UPDATE "event_registrations" SET "answered_at" = "created_at";--> statement-breakpoint
UPDATE "event_waitlist" SET "answered_at" = "created_at";
