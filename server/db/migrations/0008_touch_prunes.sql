CREATE TABLE "touch_prunes" (
	"entity" text PRIMARY KEY NOT NULL,
	"pruned_before" timestamp with time zone NOT NULL,
	"pruned_count" bigint DEFAULT 0 NOT NULL
);
