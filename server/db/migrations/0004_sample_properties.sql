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
ALTER TABLE "bu_sample_property" ADD CONSTRAINT "bu_sample_property_bu_sample_info_id_bu_sample_info_id_fk" FOREIGN KEY ("bu_sample_info_id") REFERENCES "public"."bu_sample_info"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bu_sample_property" ADD CONSTRAINT "bu_sample_property_test_sample_property_id_tu_test_sample_property_id_fk" FOREIGN KEY ("test_sample_property_id") REFERENCES "public"."tu_test_sample_property"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tu_test_sample_property" ADD CONSTRAINT "tu_test_sample_property_test_unit_id_test_units_id_fk" FOREIGN KEY ("test_unit_id") REFERENCES "public"."test_units"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tu_test_sample_property" ADD CONSTRAINT "tu_test_sample_property_test_sample_id_tu_test_sample_id_fk" FOREIGN KEY ("test_sample_id") REFERENCES "public"."tu_test_sample"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bu_sample_property_sample_uq" ON "bu_sample_property" USING btree ("bu_sample_info_id","test_sample_property_id");--> statement-breakpoint
CREATE INDEX "tu_test_sample_property_sample_idx" ON "tu_test_sample_property" USING btree ("test_sample_id","order_num");--> statement-breakpoint
CREATE UNIQUE INDEX "tu_test_sample_property_name_uq" ON "tu_test_sample_property" USING btree ("test_sample_id","system_name");