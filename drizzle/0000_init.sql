CREATE TABLE "base_standards" (
	"id" uuid PRIMARY KEY NOT NULL,
	"code" varchar(64) NOT NULL,
	"name" varchar(256) NOT NULL,
	"creation_time" timestamp with time zone DEFAULT now() NOT NULL,
	"creator_user_id" uuid,
	"last_modification_time" timestamp with time zone,
	"last_modifier_user_id" uuid,
	"is_deleted" boolean DEFAULT false NOT NULL,
	"deleter_user_id" uuid,
	"deletion_time" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "tu_test_param" (
	"id" uuid PRIMARY KEY NOT NULL,
	"test_unit_id" uuid NOT NULL,
	"test_sample_id" uuid NOT NULL,
	"name" varchar(128) NOT NULL,
	"test_param_code" varchar(64) NOT NULL,
	"price" numeric(12, 2) DEFAULT '0' NOT NULL,
	"description" varchar(500),
	"base_standard_id" uuid,
	"order_index" integer DEFAULT 0 NOT NULL,
	"creation_time" timestamp with time zone DEFAULT now() NOT NULL,
	"creator_user_id" uuid,
	"last_modification_time" timestamp with time zone,
	"last_modifier_user_id" uuid,
	"is_deleted" boolean DEFAULT false NOT NULL,
	"deleter_user_id" uuid,
	"deletion_time" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "tu_test_sample_standard" (
	"id" uuid PRIMARY KEY NOT NULL,
	"test_sample_id" uuid NOT NULL,
	"base_standard_id" uuid NOT NULL,
	"use_type" smallint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tu_test_sample" (
	"id" uuid PRIMARY KEY NOT NULL,
	"test_unit_id" uuid NOT NULL,
	"parent_id" uuid,
	"level_code" varchar(64) NOT NULL,
	"sample_name" varchar(128) NOT NULL,
	"sample_code" varchar(64),
	"sys_test_sample_id" uuid,
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
CREATE TABLE "bu_sample_info" (
	"id" uuid PRIMARY KEY NOT NULL,
	"consign_id" uuid NOT NULL,
	"test_unit_sample_id" uuid,
	"test_unit_sample_name" varchar(128),
	"big_category_id" uuid,
	"sample_name_link" varchar(256),
	"test_group_count" integer DEFAULT 1 NOT NULL,
	"test_point_count" integer,
	"memo" varchar(1000),
	"extract_address" varchar(256),
	"extract_time" timestamp with time zone,
	"extract_unit" varchar(128),
	"extract_person" varchar(64),
	"extract_person_card_num" varchar(64),
	"project_or_purpose" varchar(256),
	"specification_type" varchar(128),
	"specification_build_method" varchar(128),
	"target_count" varchar(64),
	"test_sample_count" varchar(64),
	"test_sample_description" varchar(500),
	"produce_info" varchar(256),
	"project_unit" varchar(256),
	"after_test_operate" smallint,
	"is_need_temp_report" boolean DEFAULT false NOT NULL,
	"order_index" integer DEFAULT 0 NOT NULL,
	"creation_time" timestamp with time zone DEFAULT now() NOT NULL,
	"creator_user_id" uuid,
	"last_modification_time" timestamp with time zone,
	"last_modifier_user_id" uuid,
	"is_deleted" boolean DEFAULT false NOT NULL,
	"deleter_user_id" uuid,
	"deletion_time" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "bu_sample_param" (
	"id" uuid PRIMARY KEY NOT NULL,
	"bu_sample_info_id" uuid NOT NULL,
	"tu_test_param_id" uuid NOT NULL,
	"tu_test_param_code" varchar(64),
	"tu_test_param_name" varchar(128) NOT NULL,
	"tu_test_param_description" varchar(500),
	"tu_test_param_price" numeric(12, 2) DEFAULT '0' NOT NULL,
	"tu_test_param_count" integer DEFAULT 1 NOT NULL,
	"big_category_id" uuid
);
--> statement-breakpoint
CREATE TABLE "consign_code_counters" (
	"test_unit_id" uuid NOT NULL,
	"code_day" varchar(8) NOT NULL,
	"last_value" integer NOT NULL,
	CONSTRAINT "consign_code_counters_test_unit_id_code_day_pk" PRIMARY KEY("test_unit_id","code_day")
);
--> statement-breakpoint
CREATE TABLE "consign_info" (
	"id" uuid PRIMARY KEY NOT NULL,
	"consign_code" varchar(32) NOT NULL,
	"consign_type" smallint NOT NULL,
	"consign_status" smallint NOT NULL,
	"consign_unit_id" uuid NOT NULL,
	"test_unit_id" uuid NOT NULL,
	"project_id" uuid,
	"test_unit_address_id" uuid,
	"tu_qualification_id" uuid,
	"link_person" varchar(64),
	"link_person_phone" varchar(32),
	"jzunit" varchar(128),
	"jhperson" varchar(64),
	"jzcard_no" varchar(64),
	"jzphone" varchar(32),
	"rollback_cause" varchar(500),
	"cancel_cause" varchar(500),
	"mail_order_number" varchar(64),
	"memo" varchar(1000),
	"consgin_test_type" smallint,
	"booking_type" smallint,
	"is_saved" boolean DEFAULT true NOT NULL,
	"commit_consign_time" timestamp with time zone,
	"expect_test_time" timestamp with time zone,
	"accept_time" timestamp with time zone,
	"complete_time" timestamp with time zone,
	"consign_forma_number" varchar(64),
	"is_consign_bill_gened" boolean DEFAULT false NOT NULL,
	"consign_bill_file" varchar(512),
	"creation_time" timestamp with time zone DEFAULT now() NOT NULL,
	"creator_user_id" uuid,
	"last_modification_time" timestamp with time zone,
	"last_modifier_user_id" uuid,
	"is_deleted" boolean DEFAULT false NOT NULL,
	"deleter_user_id" uuid,
	"deletion_time" timestamp with time zone,
	CONSTRAINT "consign_info_status_ck" CHECK ("consign_info"."consign_status" in (10, 20, 30, 40, 50, 60, 70)),
	CONSTRAINT "consign_info_type_ck" CHECK ("consign_info"."consign_type" in (1, 2, 3))
);
--> statement-breakpoint
CREATE TABLE "consign_log" (
	"id" uuid PRIMARY KEY NOT NULL,
	"foreign_table" varchar(64) DEFAULT 'BuConsignInfo' NOT NULL,
	"consign_id" uuid NOT NULL,
	"work_flow_name" varchar(64) NOT NULL,
	"cur_step" smallint,
	"next_step" smallint,
	"exe_type" smallint NOT NULL,
	"exe_user_id" uuid,
	"exe_user_name" varchar(64),
	"exe_time" timestamp with time zone DEFAULT now() NOT NULL,
	"exe_description" varchar(1000)
);
--> statement-breakpoint
CREATE TABLE "bu_report" (
	"id" uuid PRIMARY KEY NOT NULL,
	"consign_id" uuid NOT NULL,
	"test_unit_id" uuid NOT NULL,
	"consign_unit_id" uuid NOT NULL,
	"report_number" varchar(64) NOT NULL,
	"report_status" smallint NOT NULL,
	"auth_code" varchar(32) NOT NULL,
	"test_content" varchar(500),
	"express_number" varchar(64),
	"express_business" varchar(64),
	"issue_time" timestamp with time zone,
	"deliver_time" timestamp with time zone,
	"creation_time" timestamp with time zone DEFAULT now() NOT NULL,
	"creator_user_id" uuid,
	"last_modification_time" timestamp with time zone,
	"last_modifier_user_id" uuid,
	"is_deleted" boolean DEFAULT false NOT NULL,
	"deleter_user_id" uuid,
	"deletion_time" timestamp with time zone,
	CONSTRAINT "bu_report_status_ck" CHECK ("bu_report"."report_status" in (10, 20, 30, 40, 50))
);
--> statement-breakpoint
CREATE TABLE "sys_notice" (
	"id" uuid PRIMARY KEY NOT NULL,
	"title" varchar(256) NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"send_time" timestamp with time zone DEFAULT now() NOT NULL,
	"notice_type" smallint NOT NULL,
	"test_unit_id" uuid,
	"notice_no" varchar(64),
	"send_user_name" varchar(64),
	"creation_time" timestamp with time zone DEFAULT now() NOT NULL,
	"creator_user_id" uuid,
	"last_modification_time" timestamp with time zone,
	"last_modifier_user_id" uuid,
	"is_deleted" boolean DEFAULT false NOT NULL,
	"deleter_user_id" uuid,
	"deletion_time" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "system_params" (
	"id" uuid PRIMARY KEY NOT NULL,
	"unit_type" smallint NOT NULL,
	"unit_id" uuid NOT NULL,
	"param_code" varchar(64) NOT NULL,
	"param_value" varchar(512) NOT NULL,
	"description" varchar(256),
	CONSTRAINT "system_params_unit_code_uq" UNIQUE("unit_type","unit_id","param_code")
);
--> statement-breakpoint
CREATE TABLE "system_settings" (
	"key" varchar(64) PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"creation_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "consign_units" (
	"id" uuid PRIMARY KEY NOT NULL,
	"name" varchar(128) NOT NULL,
	"reg_person" varchar(64),
	"reg_phone" varchar(32),
	"reg_time" timestamp with time zone,
	"sheng" varchar(32),
	"shi" varchar(32),
	"detail_address" varchar(256),
	"description" varchar(1000),
	"logo_path" varchar(512),
	"unin_code" varchar(32),
	"status" smallint DEFAULT 1 NOT NULL,
	"creation_time" timestamp with time zone DEFAULT now() NOT NULL,
	"creator_user_id" uuid,
	"last_modification_time" timestamp with time zone,
	"last_modifier_user_id" uuid,
	"is_deleted" boolean DEFAULT false NOT NULL,
	"deleter_user_id" uuid,
	"deletion_time" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "projects" (
	"id" uuid PRIMARY KEY NOT NULL,
	"consign_unit_id" uuid NOT NULL,
	"project_name" varchar(256) NOT NULL,
	"project_code" varchar(64),
	"contract_sect_name" varchar(128),
	"description" varchar(1000),
	"creation_time" timestamp with time zone DEFAULT now() NOT NULL,
	"creator_user_id" uuid,
	"last_modification_time" timestamp with time zone,
	"last_modifier_user_id" uuid,
	"is_deleted" boolean DEFAULT false NOT NULL,
	"deleter_user_id" uuid,
	"deletion_time" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "test_units" (
	"id" uuid PRIMARY KEY NOT NULL,
	"unit_no" varchar(32),
	"test_unit_name" varchar(128) NOT NULL,
	"contact_phone" varchar(32),
	"sheng" varchar(32),
	"shi" varchar(32),
	"reg_address" varchar(256),
	"inroduce" varchar(4000),
	"reg_time" timestamp with time zone,
	"logo_path" varchar(512),
	"jtsyjc_address" varchar(256),
	"is_active" boolean DEFAULT true NOT NULL,
	"lmis_integrated_code" varchar(64),
	"lmis_type" smallint,
	"lmisurl" varchar(512),
	"ilis_report_progress_query_url" varchar(512),
	"system_name" varchar(128),
	"icp" varchar(64),
	"is_consign_single_sample" boolean DEFAULT false NOT NULL,
	"creation_time" timestamp with time zone DEFAULT now() NOT NULL,
	"creator_user_id" uuid,
	"last_modification_time" timestamp with time zone,
	"last_modifier_user_id" uuid,
	"is_deleted" boolean DEFAULT false NOT NULL,
	"deleter_user_id" uuid,
	"deletion_time" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "tu_qualification" (
	"id" uuid PRIMARY KEY NOT NULL,
	"test_unit_id" uuid NOT NULL,
	"name" varchar(128) NOT NULL,
	"sys_qualification_id" uuid,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"order_index" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "unit_addresses" (
	"id" uuid PRIMARY KEY NOT NULL,
	"unit_id" uuid NOT NULL,
	"unit_type" smallint NOT NULL,
	"person" varchar(64),
	"person_sex" smallint,
	"person_phone" varchar(32),
	"address_point" varchar(64),
	"address_text" varchar(256) NOT NULL,
	"address_detail" varchar(256),
	"tag_title" varchar(32),
	"is_main" boolean DEFAULT false NOT NULL,
	"creation_time" timestamp with time zone DEFAULT now() NOT NULL,
	"creator_user_id" uuid,
	"last_modification_time" timestamp with time zone,
	"last_modifier_user_id" uuid,
	"is_deleted" boolean DEFAULT false NOT NULL,
	"deleter_user_id" uuid,
	"deletion_time" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "login_failures" (
	"id" uuid PRIMARY KEY NOT NULL,
	"attempt_key" varchar(400) NOT NULL,
	"failed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "revoked_tokens" (
	"jti" varchar(64) PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "role_permissions" (
	"role_id" uuid NOT NULL,
	"name" varchar(128) NOT NULL,
	CONSTRAINT "role_permissions_role_id_name_pk" PRIMARY KEY("role_id","name")
);
--> statement-breakpoint
CREATE TABLE "roles" (
	"id" uuid PRIMARY KEY NOT NULL,
	"name" varchar(32) NOT NULL,
	"display_name" varchar(64) NOT NULL,
	"description" varchar(500),
	"is_static" boolean DEFAULT false NOT NULL,
	"creation_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "roles_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "user_roles" (
	"user_id" uuid NOT NULL,
	"role_id" uuid NOT NULL,
	CONSTRAINT "user_roles_user_id_role_id_pk" PRIMARY KEY("user_id","role_id")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_name" varchar(64) NOT NULL,
	"name" varchar(64) NOT NULL,
	"surname" varchar(64) DEFAULT '' NOT NULL,
	"email_address" varchar(256),
	"phone_number" varchar(32),
	"password_hash" text NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"language" varchar(8) DEFAULT 'zh' NOT NULL,
	"avatar" varchar(512),
	"introduction" varchar(1000),
	"description" varchar(500),
	"unit_id" uuid,
	"unit_type" smallint DEFAULT 0 NOT NULL,
	"user_type" smallint DEFAULT 0 NOT NULL,
	"last_login_time" timestamp with time zone,
	"creation_time" timestamp with time zone DEFAULT now() NOT NULL,
	"creator_user_id" uuid,
	"last_modification_time" timestamp with time zone,
	"last_modifier_user_id" uuid,
	"is_deleted" boolean DEFAULT false NOT NULL,
	"deleter_user_id" uuid,
	"deletion_time" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "tu_test_param" ADD CONSTRAINT "tu_test_param_test_unit_id_test_units_id_fk" FOREIGN KEY ("test_unit_id") REFERENCES "public"."test_units"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tu_test_param" ADD CONSTRAINT "tu_test_param_test_sample_id_tu_test_sample_id_fk" FOREIGN KEY ("test_sample_id") REFERENCES "public"."tu_test_sample"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tu_test_param" ADD CONSTRAINT "tu_test_param_base_standard_id_base_standards_id_fk" FOREIGN KEY ("base_standard_id") REFERENCES "public"."base_standards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tu_test_sample_standard" ADD CONSTRAINT "tu_test_sample_standard_test_sample_id_tu_test_sample_id_fk" FOREIGN KEY ("test_sample_id") REFERENCES "public"."tu_test_sample"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tu_test_sample_standard" ADD CONSTRAINT "tu_test_sample_standard_base_standard_id_base_standards_id_fk" FOREIGN KEY ("base_standard_id") REFERENCES "public"."base_standards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tu_test_sample" ADD CONSTRAINT "tu_test_sample_test_unit_id_test_units_id_fk" FOREIGN KEY ("test_unit_id") REFERENCES "public"."test_units"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bu_sample_info" ADD CONSTRAINT "bu_sample_info_consign_id_consign_info_id_fk" FOREIGN KEY ("consign_id") REFERENCES "public"."consign_info"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bu_sample_info" ADD CONSTRAINT "bu_sample_info_test_unit_sample_id_tu_test_sample_id_fk" FOREIGN KEY ("test_unit_sample_id") REFERENCES "public"."tu_test_sample"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bu_sample_param" ADD CONSTRAINT "bu_sample_param_bu_sample_info_id_bu_sample_info_id_fk" FOREIGN KEY ("bu_sample_info_id") REFERENCES "public"."bu_sample_info"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bu_sample_param" ADD CONSTRAINT "bu_sample_param_tu_test_param_id_tu_test_param_id_fk" FOREIGN KEY ("tu_test_param_id") REFERENCES "public"."tu_test_param"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consign_info" ADD CONSTRAINT "consign_info_consign_unit_id_consign_units_id_fk" FOREIGN KEY ("consign_unit_id") REFERENCES "public"."consign_units"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consign_info" ADD CONSTRAINT "consign_info_test_unit_id_test_units_id_fk" FOREIGN KEY ("test_unit_id") REFERENCES "public"."test_units"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consign_info" ADD CONSTRAINT "consign_info_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consign_log" ADD CONSTRAINT "consign_log_consign_id_consign_info_id_fk" FOREIGN KEY ("consign_id") REFERENCES "public"."consign_info"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bu_report" ADD CONSTRAINT "bu_report_consign_id_consign_info_id_fk" FOREIGN KEY ("consign_id") REFERENCES "public"."consign_info"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bu_report" ADD CONSTRAINT "bu_report_test_unit_id_test_units_id_fk" FOREIGN KEY ("test_unit_id") REFERENCES "public"."test_units"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bu_report" ADD CONSTRAINT "bu_report_consign_unit_id_consign_units_id_fk" FOREIGN KEY ("consign_unit_id") REFERENCES "public"."consign_units"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_consign_unit_id_consign_units_id_fk" FOREIGN KEY ("consign_unit_id") REFERENCES "public"."consign_units"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tu_qualification" ADD CONSTRAINT "tu_qualification_test_unit_id_test_units_id_fk" FOREIGN KEY ("test_unit_id") REFERENCES "public"."test_units"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "role_permissions" ADD CONSTRAINT "role_permissions_role_id_roles_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."roles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_roles" ADD CONSTRAINT "user_roles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_roles" ADD CONSTRAINT "user_roles_role_id_roles_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."roles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "base_standards_code_idx" ON "base_standards" USING btree ("code");--> statement-breakpoint
CREATE INDEX "tu_test_param_sample_idx" ON "tu_test_param" USING btree ("test_sample_id","order_index");--> statement-breakpoint
CREATE INDEX "tu_test_param_unit_idx" ON "tu_test_param" USING btree ("test_unit_id");--> statement-breakpoint
CREATE INDEX "tu_test_sample_standard_sample_idx" ON "tu_test_sample_standard" USING btree ("test_sample_id");--> statement-breakpoint
CREATE INDEX "tu_test_sample_unit_level_idx" ON "tu_test_sample" USING btree ("test_unit_id","level_code");--> statement-breakpoint
CREATE INDEX "tu_test_sample_parent_idx" ON "tu_test_sample" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "bu_sample_info_consign_idx" ON "bu_sample_info" USING btree ("consign_id","order_index");--> statement-breakpoint
CREATE INDEX "bu_sample_param_sample_idx" ON "bu_sample_param" USING btree ("bu_sample_info_id");--> statement-breakpoint
CREATE UNIQUE INDEX "consign_info_unit_code_uq" ON "consign_info" USING btree ("test_unit_id","consign_code");--> statement-breakpoint
CREATE INDEX "consign_info_test_unit_list_idx" ON "consign_info" USING btree ("test_unit_id","consign_status","creation_time");--> statement-breakpoint
CREATE INDEX "consign_info_consign_unit_list_idx" ON "consign_info" USING btree ("consign_unit_id","consign_status","creation_time");--> statement-breakpoint
CREATE INDEX "consign_info_project_idx" ON "consign_info" USING btree ("project_id");--> statement-breakpoint
CREATE INDEX "consign_info_status_time_idx" ON "consign_info" USING btree ("consign_status","creation_time");--> statement-breakpoint
CREATE INDEX "consign_log_consign_time_idx" ON "consign_log" USING btree ("consign_id","exe_time");--> statement-breakpoint
CREATE UNIQUE INDEX "bu_report_unit_number_uq" ON "bu_report" USING btree ("test_unit_id","report_number");--> statement-breakpoint
CREATE INDEX "bu_report_number_code_idx" ON "bu_report" USING btree ("report_number","auth_code");--> statement-breakpoint
CREATE INDEX "bu_report_test_unit_list_idx" ON "bu_report" USING btree ("test_unit_id","report_status","creation_time");--> statement-breakpoint
CREATE INDEX "bu_report_consign_unit_list_idx" ON "bu_report" USING btree ("consign_unit_id","report_status","creation_time");--> statement-breakpoint
CREATE INDEX "bu_report_consign_idx" ON "bu_report" USING btree ("consign_id");--> statement-breakpoint
CREATE INDEX "sys_notice_unit_time_idx" ON "sys_notice" USING btree ("test_unit_id","send_time");--> statement-breakpoint
CREATE INDEX "consign_units_name_idx" ON "consign_units" USING btree ("name");--> statement-breakpoint
CREATE INDEX "projects_unit_idx" ON "projects" USING btree ("consign_unit_id","creation_time");--> statement-breakpoint
CREATE INDEX "test_units_address_idx" ON "test_units" USING btree (lower("jtsyjc_address"));--> statement-breakpoint
CREATE INDEX "test_units_lmis_code_idx" ON "test_units" USING btree ("lmis_integrated_code");--> statement-breakpoint
CREATE INDEX "tu_qualification_unit_idx" ON "tu_qualification" USING btree ("test_unit_id","order_index");--> statement-breakpoint
CREATE INDEX "unit_addresses_unit_idx" ON "unit_addresses" USING btree ("unit_type","unit_id");--> statement-breakpoint
CREATE INDEX "login_failures_key_time_idx" ON "login_failures" USING btree ("attempt_key","failed_at");--> statement-breakpoint
CREATE INDEX "revoked_tokens_expires_idx" ON "revoked_tokens" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "user_roles_role_idx" ON "user_roles" USING btree ("role_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_user_name_lower_uq" ON "users" USING btree (lower("user_name"));--> statement-breakpoint
CREATE INDEX "users_email_lower_idx" ON "users" USING btree (lower("email_address"));--> statement-breakpoint
CREATE INDEX "users_unit_idx" ON "users" USING btree ("unit_type","unit_id");