CREATE TABLE "live_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"type" varchar(16) NOT NULL,
	"user_ids" uuid[],
	"test_unit_id" uuid,
	"consign_unit_id" uuid,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"creation_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "message_sms_settings" (
	"user_id" uuid NOT NULL,
	"kind" varchar(32) NOT NULL,
	"sms" boolean NOT NULL,
	CONSTRAINT "message_sms_settings_user_id_kind_pk" PRIMARY KEY("user_id","kind")
);
--> statement-breakpoint
CREATE TABLE "sys_messages" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" varchar(32) NOT NULL,
	"subject_id" uuid,
	"subject_no" varchar(256),
	"params" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"creation_time" timestamp with time zone DEFAULT now() NOT NULL,
	"read_time" timestamp with time zone,
	"sms" boolean DEFAULT false NOT NULL,
	"sms_queued_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "message_sms_settings" ADD CONSTRAINT "message_sms_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sys_messages" ADD CONSTRAINT "sys_messages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "live_events_created_idx" ON "live_events" USING btree ("creation_time");--> statement-breakpoint
CREATE INDEX "sys_messages_user_idx" ON "sys_messages" USING btree ("user_id","creation_time" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "sys_messages_unread_idx" ON "sys_messages" USING btree ("user_id") WHERE "sys_messages"."read_time" is null;--> statement-breakpoint
CREATE INDEX "sys_messages_sms_due_idx" ON "sys_messages" USING btree ("creation_time") WHERE "sys_messages"."sms" and "sys_messages"."sms_queued_at" is null;