CREATE TABLE "touches" (
	"entity" text NOT NULL,
	"entity_id" text NOT NULL,
	"touched_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "touches_entity_touched_idx" ON "touches" USING btree ("entity","touched_at");