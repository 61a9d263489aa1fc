CREATE TABLE "pull_marks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"xid" bigint DEFAULT (pg_current_xact_id()::text::bigint) NOT NULL,
	"made_at" timestamp with time zone DEFAULT now() NOT NULL
);
