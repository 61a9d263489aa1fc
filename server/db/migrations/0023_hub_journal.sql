CREATE TABLE "hub_journal" (
	"seq" bigserial PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"key" text NOT NULL,
	"command" text,
	"method" text NOT NULL,
	"path" text NOT NULL,
	"params" jsonb,
	"body" jsonb,
	"form_fields" jsonb,
	"file_field" text,
	"file_name" text,
	"file_bytes" "bytea",
	"made_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"status" integer,
	CONSTRAINT "hub_journal_user_key" UNIQUE("user_id","key")
);
--> statement-breakpoint
CREATE INDEX "hub_journal_pending_idx" ON "hub_journal" USING btree ("seq") WHERE sent_at is null;