CREATE TABLE "signup_claims" (
	"slot_id" uuid NOT NULL,
	"sheet_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "signup_claims_slot_id_user_id_pk" PRIMARY KEY("slot_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "signup_sheets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"event_id" uuid,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "signup_slots" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"sheet_id" uuid NOT NULL,
	"label" text NOT NULL,
	"capacity" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "signup_claims" ADD CONSTRAINT "signup_claims_slot_id_signup_slots_id_fk" FOREIGN KEY ("slot_id") REFERENCES "public"."signup_slots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signup_claims" ADD CONSTRAINT "signup_claims_sheet_id_signup_sheets_id_fk" FOREIGN KEY ("sheet_id") REFERENCES "public"."signup_sheets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signup_claims" ADD CONSTRAINT "signup_claims_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signup_sheets" ADD CONSTRAINT "signup_sheets_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signup_sheets" ADD CONSTRAINT "signup_sheets_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signup_slots" ADD CONSTRAINT "signup_slots_sheet_id_signup_sheets_id_fk" FOREIGN KEY ("sheet_id") REFERENCES "public"."signup_sheets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "signup_claims_sheet_idx" ON "signup_claims" USING btree ("sheet_id");--> statement-breakpoint
CREATE INDEX "signup_sheets_updated_idx" ON "signup_sheets" USING btree ("updated_at");--> statement-breakpoint
CREATE INDEX "signup_slots_sheet_idx" ON "signup_slots" USING btree ("sheet_id");