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
DROP INDEX "base_standards_code_idx";--> statement-breakpoint
DROP INDEX "tu_test_sample_unit_level_idx";--> statement-breakpoint
CREATE UNIQUE INDEX "sys_test_sample_level_uq" ON "sys_test_sample" USING btree ("level_code") WHERE "sys_test_sample"."is_deleted" = false;--> statement-breakpoint
CREATE UNIQUE INDEX "base_standards_code_uq" ON "base_standards" USING btree ("code") WHERE "base_standards"."is_deleted" = false;--> statement-breakpoint
CREATE INDEX "tu_test_param_standard_idx" ON "tu_test_param" USING btree ("base_standard_id");--> statement-breakpoint
CREATE UNIQUE INDEX "tu_test_param_sample_code_uq" ON "tu_test_param" USING btree ("test_sample_id","test_param_code") WHERE "tu_test_param"."is_deleted" = false;--> statement-breakpoint
CREATE INDEX "tu_test_sample_standard_standard_idx" ON "tu_test_sample_standard" USING btree ("base_standard_id");--> statement-breakpoint
CREATE UNIQUE INDEX "tu_test_sample_unit_level_uq" ON "tu_test_sample" USING btree ("test_unit_id","level_code") WHERE "tu_test_sample"."is_deleted" = false;--> statement-breakpoint
CREATE INDEX "bu_sample_param_param_idx" ON "bu_sample_param" USING btree ("tu_test_param_id");