CREATE TABLE "sms_records" (
	"id" uuid PRIMARY KEY NOT NULL,
	"send_source" varchar(64) NOT NULL,
	"msg_content" varchar(1000) NOT NULL,
	"msg_type" smallint NOT NULL,
	"send_time" timestamp with time zone DEFAULT now() NOT NULL,
	"accept_user_id" uuid,
	"accept_phone" varchar(32) NOT NULL,
	"accept_user_name_friendly" varchar(64),
	"accept_unit_id" uuid,
	"is_private" boolean DEFAULT false NOT NULL,
	"send_status" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "validate_codes" (
	"id" uuid PRIMARY KEY NOT NULL,
	"mobile" varchar(32) NOT NULL,
	"code_type" smallint NOT NULL,
	"code_hash" varchar(64) NOT NULL,
	"tries" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"creation_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "sms_records_time_idx" ON "sms_records" USING btree ("send_time");--> statement-breakpoint
CREATE INDEX "sms_records_unit_time_idx" ON "sms_records" USING btree ("accept_unit_id","send_time") WHERE "sms_records"."accept_unit_id" is not null;--> statement-breakpoint
CREATE INDEX "sms_records_phone_time_idx" ON "sms_records" USING btree ("accept_phone","send_time");--> statement-breakpoint
CREATE INDEX "validate_codes_mobile_idx" ON "validate_codes" USING btree ("mobile","code_type","creation_time");--> statement-breakpoint
CREATE INDEX "validate_codes_expires_idx" ON "validate_codes" USING btree ("expires_at");