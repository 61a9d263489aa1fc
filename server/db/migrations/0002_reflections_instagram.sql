CREATE TABLE "instagram_accounts" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"ig_user_id" text NOT NULL,
	"username" text NOT NULL,
	"access_token_enc" text NOT NULL,
	"token_expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "instagram_accounts" ADD CONSTRAINT "instagram_accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "reflections_user_camp_idx" ON "reflections" USING btree ("user_id","camp_id");--> statement-breakpoint
CREATE INDEX "reflections_user_updated_idx" ON "reflections" USING btree ("user_id","updated_at");--> statement-breakpoint
CREATE INDEX "reflections_camp_idx" ON "reflections" USING btree ("camp_id");