CREATE TABLE "sys_test_sample" (
	"id" uuid PRIMARY KEY NOT NULL,
	"parent_id" uuid,
	"level_code" varchar(64) NOT NULL,
	"sample_name" varchar(128) NOT NULL,
	"sample_code" varchar(64),
	"description" varchar(1000),
	"order_index" integer DEFAULT 0 NOT NULL,
	"count_require" varchar(500),
	"sample_status_require" varchar(500),
	"default_sample_description" varchar(500),
	"other_require" varchar(500),
	"creation_time" timestamp with time zone DEFAULT now() NOT NULL,
	"creator_user_id" uuid,
	"last_modification_time" timestamp with time zone,
	"last_modifier_user_id" uuid,
	"is_deleted" boolean DEFAULT false NOT NULL,
	"deleter_user_id" uuid,
	"deletion_time" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "report_verify_failures" (
	"id" uuid PRIMARY KEY NOT NULL,
	"client_key" varchar(100) NOT NULL,
	"failed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bu_sample_property" (
	"id" uuid PRIMARY KEY NOT NULL,
	"bu_sample_info_id" uuid NOT NULL,
	"test_sample_property_id" uuid NOT NULL,
	"value" varchar(500) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tu_test_sample_property" (
	"id" uuid PRIMARY KEY NOT NULL,
	"test_unit_id" uuid NOT NULL,
	"test_sample_id" uuid NOT NULL,
	"system_name" varchar(64) NOT NULL,
	"display_name" varchar(128) NOT NULL,
	"value_type" smallint DEFAULT 1 NOT NULL,
	"order_num" integer DEFAULT 0 NOT NULL,
	"list_value" varchar(1000),
	"is_show_test" boolean DEFAULT true NOT NULL,
	"creation_time" timestamp with time zone DEFAULT now() NOT NULL,
	"creator_user_id" uuid,
	"last_modification_time" timestamp with time zone,
	"last_modifier_user_id" uuid,
	"is_deleted" boolean DEFAULT false NOT NULL,
	"deleter_user_id" uuid,
	"deletion_time" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sys_qualification" (
	"id" uuid PRIMARY KEY NOT NULL,
	"name" varchar(128) NOT NULL,
	"order_index" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "sys_qualification_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "unit_logos" (
	"id" uuid PRIMARY KEY NOT NULL,
	"unit_type" smallint NOT NULL,
	"unit_id" uuid NOT NULL,
	"content_type" varchar(32) NOT NULL,
	"content" "bytea" NOT NULL,
	"creation_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_avatars" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"content_type" varchar(32) NOT NULL,
	"content" "bytea" NOT NULL,
	"creation_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "base_standards_code_idx";--> statement-breakpoint
DROP INDEX "tu_test_sample_unit_level_idx";--> statement-breakpoint
DROP INDEX "users_unit_idx";--> statement-breakpoint
ALTER TABLE "consign_info" ADD COLUMN "test_content" varchar(1000);--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "tokens_valid_after" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bu_sample_property" ADD CONSTRAINT "bu_sample_property_bu_sample_info_id_bu_sample_info_id_fk" FOREIGN KEY ("bu_sample_info_id") REFERENCES "public"."bu_sample_info"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bu_sample_property" ADD CONSTRAINT "bu_sample_property_test_sample_property_id_tu_test_sample_property_id_fk" FOREIGN KEY ("test_sample_property_id") REFERENCES "public"."tu_test_sample_property"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tu_test_sample_property" ADD CONSTRAINT "tu_test_sample_property_test_unit_id_test_units_id_fk" FOREIGN KEY ("test_unit_id") REFERENCES "public"."test_units"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tu_test_sample_property" ADD CONSTRAINT "tu_test_sample_property_test_sample_id_tu_test_sample_id_fk" FOREIGN KEY ("test_sample_id") REFERENCES "public"."tu_test_sample"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_avatars" ADD CONSTRAINT "user_avatars_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "sys_test_sample_level_uq" ON "sys_test_sample" USING btree ("level_code") WHERE "sys_test_sample"."is_deleted" = false;--> statement-breakpoint
CREATE INDEX "report_verify_failures_key_time_idx" ON "report_verify_failures" USING btree ("client_key","failed_at");--> statement-breakpoint
CREATE UNIQUE INDEX "bu_sample_property_sample_uq" ON "bu_sample_property" USING btree ("bu_sample_info_id","test_sample_property_id");--> statement-breakpoint
CREATE INDEX "tu_test_sample_property_sample_idx" ON "tu_test_sample_property" USING btree ("test_sample_id","order_num");--> statement-breakpoint
CREATE UNIQUE INDEX "tu_test_sample_property_name_uq" ON "tu_test_sample_property" USING btree ("test_sample_id","system_name") WHERE "tu_test_sample_property"."is_deleted" = false;--> statement-breakpoint
CREATE INDEX "unit_logos_unit_idx" ON "unit_logos" USING btree ("unit_type","unit_id");--> statement-breakpoint
CREATE INDEX "user_avatars_user_idx" ON "user_avatars" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "base_standards_code_uq" ON "base_standards" USING btree ("code") WHERE "base_standards"."is_deleted" = false;--> statement-breakpoint
CREATE INDEX "tu_test_param_standard_idx" ON "tu_test_param" USING btree ("base_standard_id");--> statement-breakpoint
CREATE UNIQUE INDEX "tu_test_param_sample_code_uq" ON "tu_test_param" USING btree ("test_sample_id","test_param_code") WHERE "tu_test_param"."is_deleted" = false;--> statement-breakpoint
CREATE INDEX "tu_test_sample_standard_standard_idx" ON "tu_test_sample_standard" USING btree ("base_standard_id");--> statement-breakpoint
CREATE UNIQUE INDEX "tu_test_sample_unit_level_uq" ON "tu_test_sample" USING btree ("test_unit_id","level_code") WHERE "tu_test_sample"."is_deleted" = false;--> statement-breakpoint
CREATE INDEX "bu_sample_param_param_idx" ON "bu_sample_param" USING btree ("tu_test_param_id");--> statement-breakpoint
CREATE INDEX "consign_info_consign_unit_type_time_idx" ON "consign_info" USING btree ("consign_unit_id","consign_type","creation_time") WHERE "consign_info"."is_deleted" = false;--> statement-breakpoint
CREATE INDEX "consign_info_test_unit_expect_idx" ON "consign_info" USING btree ("test_unit_id","expect_test_time") WHERE "consign_info"."is_deleted" = false and "consign_info"."expect_test_time" is not null;--> statement-breakpoint
CREATE INDEX "consign_info_test_unit_accept_idx" ON "consign_info" USING btree ("test_unit_id","consign_status","accept_time") WHERE "consign_info"."is_deleted" = false;--> statement-breakpoint
CREATE INDEX "bu_report_test_unit_time_idx" ON "bu_report" USING btree ("test_unit_id","creation_time");--> statement-breakpoint
CREATE INDEX "bu_report_consign_unit_time_idx" ON "bu_report" USING btree ("consign_unit_id","creation_time");--> statement-breakpoint
CREATE INDEX "sys_notice_live_time_idx" ON "sys_notice" USING btree ("send_time") WHERE "sys_notice"."is_deleted" = false;--> statement-breakpoint
CREATE INDEX "sys_notice_type_time_idx" ON "sys_notice" USING btree ("notice_type","send_time");--> statement-breakpoint
CREATE INDEX "consign_units_list_idx" ON "consign_units" USING btree ("is_deleted","creation_time");--> statement-breakpoint
CREATE INDEX "test_units_list_idx" ON "test_units" USING btree ("is_deleted","unit_no","test_unit_name");--> statement-breakpoint
CREATE UNIQUE INDEX "tu_qualification_unit_name_uq" ON "tu_qualification" USING btree ("test_unit_id","name");--> statement-breakpoint
CREATE INDEX "users_live_created_idx" ON "users" USING btree ("creation_time") WHERE "users"."is_deleted" = false;--> statement-breakpoint
CREATE INDEX "users_unit_idx" ON "users" USING btree ("unit_type","unit_id","creation_time") WHERE "users"."is_deleted" = false;--> statement-breakpoint
ALTER TABLE "test_units" ADD CONSTRAINT "test_units_unit_no_unique" UNIQUE("unit_no");