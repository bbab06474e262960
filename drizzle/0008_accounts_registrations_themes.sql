CREATE TABLE "registrations" (
	"id" uuid PRIMARY KEY NOT NULL,
	"consign_unit_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"unit_name" varchar(128) NOT NULL,
	"user_name" varchar(64) NOT NULL,
	"name" varchar(64) NOT NULL,
	"mobile" varchar(32) NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"refuse_reason" varchar(500),
	"decided_by" uuid,
	"decided_at" timestamp with time zone,
	"creation_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_ui_themes" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"theme" varchar(16) NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "user_ui_themes" ADD CONSTRAINT "user_ui_themes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "registrations_status_idx" ON "registrations" USING btree ("status","creation_time");